import { messages } from '@matka/shared/messages';
import { sessionOfSpelling } from '@matka/shared/rules';

/** From a wire value in any spelling (the wire stays English); an unknown one shows as sent. */
export function sessionName(session: string): string {
  const known = sessionOfSpelling(session);
  if (known === undefined) return session;
  return known === 'Open' ? messages.sessionOpen : messages.sessionClose;
}
