import { TOAST_AUTO_CLOSE, toast } from '@/lib/toast';

/** Toasts of the wallet screens close after 3 s (spec section 9). */
export const walletToast = {
  success: (message: string) => toast.success(message, { autoClose: TOAST_AUTO_CLOSE.money }),
  error: (message: string) => toast.error(message, { autoClose: TOAST_AUTO_CLOSE.money }),
};
