import { messages } from '@matka/shared/messages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { onSessionEnded } from './session';
import { toast } from './toast';

/**
 * Once the provider ended the session (`endSession`: the stored session and the cached data are
 * already gone), says so and opens the sign-in screen, wherever the player was. Mounted once, with
 * the server state every signed-in screen lives in (app/app-providers.tsx).
 */
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
