import { messages } from '@matka/shared/messages';
import { SupportChatLink } from '@/core/components/shell/support-links';

export function ContactSupportLink() {
  return (
    <SupportChatLink className="button button--whatsapp button--block">
      {messages.contactSupport}
    </SupportChatLink>
  );
}
