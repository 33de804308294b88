import { useSupportNumbers, whatsappLink } from '../../../components/shell/support-numbers';
import { ChatIcon } from '../../../components/ui/icons';

/** 'Contact Support' on register and login: a WhatsApp chat with the support mobile_no. */
export function ContactSupportLink() {
  const numbers = useSupportNumbers();
  return (
    <a
      className="button button--whatsapp button--block"
      href={whatsappLink(numbers.whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ChatIcon /> Contact Support
    </a>
  );
}
