import { messages } from '@matka/shared/messages';
import { PolicyPage, type PolicySection } from '../components/policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: 'About us',
    paragraphs: [
      'We run a number game for registered players in India: main markets, King Starline and Gali Disawar. You play with wallet points, follow market results and charts, and see every bid, win and transaction in your histories.',
      'Bids cannot be cancelled once placed. Please play responsibly and only with points you can afford to lose.',
    ],
  },
  {
    heading: 'Data deletion policy',
    paragraphs: [
      'You can ask us to delete your account and the data linked to it at any time. Contact support on WhatsApp or by phone from the number you registered with and say that you want your account deleted.',
      'Before deletion, withdraw any points left in your wallet: deleted accounts cannot be restored and their balance cannot be paid out afterwards.',
      'We delete your name, mobile number, password, saved UPI numbers and bid history within 30 days of your request. Payment records that the law requires us to keep are kept only for that purpose and for the time the law sets.',
    ],
  },
];

/** /about: About Us and the data deletion policy. */
export function Component() {
  return <PolicyPage title={messages.aboutUs} sections={SECTIONS} />;
}
