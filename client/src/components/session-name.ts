import { messages } from '@matka/shared/messages';
import { sessionOfSpelling } from '@matka/shared/rules';

/**
 * A session's name on screen ('Open', 'Close' in the language on screen) from its wire value in any
 * spelling; the wire keeps the English value. A session we do not know shows as sent.
 */
export function sessionName(session: string): string {
  const known = sessionOfSpelling(session);
  if (known === undefined) return session;
  return known === 'Open' ? messages.sessionOpen : messages.sessionClose;
}
