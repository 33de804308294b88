import { messages } from '@matka/shared/messages';
import { SupportCallLink, SupportChatLink } from '@/core/components/shell/support-links';

/** The 'Get Support' box of Add Funds and Withdraw: 'Call Now' and 'WhatsApp'. */
export function SupportBox({ heading = messages.getSupport }: { readonly heading?: string }) {
  return (
    <section className="card wallet-support" aria-label={heading}>
      <h2 className="wallet-support__title">{heading}</h2>
      <div className="wallet-support__buttons">
        <SupportCallLink className="button button--primary">{messages.callNow}</SupportCallLink>
        <SupportChatLink className="button button--whatsapp">{messages.whatsApp}</SupportChatLink>
      </div>
    </section>
  );
}
