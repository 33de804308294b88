import { messages } from '@matka/shared/messages';
import { PolicyPage, type PolicySection } from '../components/policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: 'How to delete your account',
    paragraphs: [
      '1. Withdraw any points left in your wallet and wait until the withdrawal is approved.',
      '2. Tap Support at the bottom of the screen and choose WhatsApp Support or Call Support.',
      '3. From your registered mobile number, ask us to delete your account.',
    ],
  },
  {
    heading: 'What happens next',
    paragraphs: [
      'We confirm the request with you, then delete your account, your saved UPI numbers and your history within 30 days. You will be signed out and cannot sign in again with that account.',
      'Payment records that the law requires us to keep are kept only for the time the law sets.',
    ],
  },
];

/** /delete: how to ask for account and data deletion. */
export function Component() {
  return <PolicyPage title={messages.dataDeletion} sections={SECTIONS} />;
}
