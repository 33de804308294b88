import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE, markToastHostReady, resetToastHost } from './toast';

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
    />
  );
}
