import { messages } from '@matka/shared/messages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { onSessionEnded } from './session';
import { toast } from './toast';

export function useSessionEndNotice(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded(() => {
        toast.error(messages.sessionEnded);
        void navigate(paths.login, { replace: true });
      }),
    [navigate],
  );
}
