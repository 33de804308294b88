import { messages } from '@matka/shared/messages';
import { SupportChatLink } from '@/core/components/shell/support-links';

/** 'Contact Support' on register and login: a WhatsApp chat with the support mobile_no. */
export function ContactSupportLink() {
  return (
    <SupportChatLink className="button button--whatsapp button--block">
      {messages.contactSupport}
    </SupportChatLink>
  );
}
