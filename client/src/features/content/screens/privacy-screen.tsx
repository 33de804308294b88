import { messages } from '@matka/shared/messages';
import { PolicyPage, type PolicySection } from '../components/policy-page';

/** Spec section 9: "Privacy policy date February 11, 2025". */
export const PRIVACY_POLICY_DATE = 'February 11, 2025';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'When you register we keep your name, your mobile number and your password. We keep the bids you place, your wins, your wallet transactions, your deposit and withdrawal requests, and the UPI numbers (Google Pay, Paytm, PhonePe) you save for withdrawals.',
      'We do not ask for your contacts, your location, your photos or your bank card details.',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To sign you in, to run your wallet, to settle your bids when results are declared, to pay your withdrawals to the number you chose, and to answer you when you contact support.',
      'Your mobile number is also used to send you one-time codes (OTP) when you register or reset your password.',
    ],
  },
  {
    heading: 'What stays on your phone',
    paragraphs: [
      'The app keeps your name, mobile number and sign-in token in your browser so you stay signed in. It never stores your password itself. Logging out removes all of it from the phone.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'We do not sell your data. Payment apps you choose (UPI) receive only what a payment needs: the amount and the payee. We share data with authorities only when the law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your account and its history while the account is open, and afterwards only as long as the law requires for payment records. You can ask us to delete your account and your data: see the Data Deletion page.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'You can change your name on the Profile screen and your password on the Change Password screen at any time. For anything else about your data, use the Support button to reach us on WhatsApp or by phone.',
      'The app is meant for adults only. If you are under 18, do not use it.',
    ],
  },
];

/** /privacy and /privacypolicy. */
export function Component() {
  return (
    <PolicyPage
      title={messages.privacyPolicy}
      dateLine={messages.lastUpdated(PRIVACY_POLICY_DATE)}
      sections={SECTIONS}
    />
  );
}
