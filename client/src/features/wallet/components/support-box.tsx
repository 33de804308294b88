import { messages } from '@matka/shared/messages';
import {
  callLink,
  useSupportNumbers,
  whatsappLink,
} from '../../../components/shell/support-numbers';
import { ChatIcon, PhoneIcon } from '../../../components/ui/icons';

/** The 'Get Support' box of Add Funds and Withdraw: 'Call Now' and 'WhatsApp' (spec section 2). */
export function SupportBox({ heading = 'Get Support' }: { readonly heading?: string }) {
  const numbers = useSupportNumbers();
  return (
    <section className="card wallet-support" aria-label={heading}>
      <h2 className="wallet-support__title">{heading}</h2>
      <div className="wallet-support__buttons">
        <a className="button button--primary" href={callLink(numbers.call)}>
          <PhoneIcon /> {messages.callNow}
        </a>
        <a
          className="button button--whatsapp"
          href={whatsappLink(numbers.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ChatIcon /> {messages.whatsApp}
        </a>
      </div>
    </section>
  );
}
