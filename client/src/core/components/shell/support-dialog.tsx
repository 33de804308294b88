import { messages } from '@matka/shared/messages';
import { Modal } from '@/components/ui/modal';
import { SupportCallLink, SupportChatLink } from './support-links';

/** 'Please Select Support Option': WhatsApp chat, call, cancel. */
export function SupportDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={messages.selectSupportOption}>
      {open ? <SupportOptions onClose={onClose} /> : null}
    </Modal>
  );
}

function SupportOptions({ onClose }: { readonly onClose: () => void }) {
  return (
    <div className="support-options">
      <SupportChatLink className="button button--whatsapp" onClick={onClose}>
        {messages.whatsappSupport}
      </SupportChatLink>
      <SupportCallLink className="button button--primary" onClick={onClose}>
        {messages.callSupport}
      </SupportCallLink>
      <button type="button" className="button button--plain" onClick={onClose}>
        {messages.cancel}
      </button>
    </div>
  );
}
