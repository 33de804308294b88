import { messages } from '@matka/shared/messages';
import { Modal } from '../ui/modal';
import { ChatIcon, PhoneIcon } from '../ui/icons';
import { callLink, useSupportNumbers, whatsappLink } from './support-numbers';

/** 'Please Select Support Option': WhatsApp chat, call, cancel (spec section 2 "Footer"). */
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
  const numbers = useSupportNumbers();
  return (
    <div className="support-options">
      <a
        className="button button--whatsapp"
        href={whatsappLink(numbers.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
      >
        <ChatIcon /> {messages.whatsappSupport}
      </a>
      <a className="button button--primary" href={callLink(numbers.call)} onClick={onClose}>
        <PhoneIcon /> {messages.callSupport}
      </a>
      <button type="button" className="button button--plain" onClick={onClose}>
        {messages.cancel}
      </button>
    </div>
  );
}
