import { messages } from '@matka/shared/messages';
import { useEffect } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE, markToastHostReady, resetToastHost } from './toast';

/** react-toastify's close button, named from the catalogue (the library's says 'close'). */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={messages.closeNotification}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export default function ToastHost() {
  useEffect(() => {
    markToastHostReady();
    return resetToastHost;
  }, []);
  return (
    <ToastContainer
      position="top-right"
      theme="light"
      autoClose={TOAST_AUTO_CLOSE.auth}
      newestOnTop
      aria-label={messages.notifications}
      closeButton={CloseButton}
    />
  );
}
