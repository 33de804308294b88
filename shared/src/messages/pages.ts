// The content pages' long texts. Not in the catalogue every screen loads: English loads with its
// pages, another language's as a chunk of its own (docs/decisions/010-message-catalogue.md).

export interface PageSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface PageTexts {
  readonly about: readonly PageSection[];
  readonly privacy: readonly PageSection[];
  readonly dataDeletion: readonly PageSection[];
  readonly howToPlay: readonly string[];
  readonly winClaim: string;
  readonly privacyPolicyDate: string;
}

export const englishPageTexts: PageTexts = {
  about: [
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
  ],
  privacy: [
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
  ],
  dataDeletion: [
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
  ],
  howToPlay: [
    'Sign in and add points to your wallet from Add Funds.',
    'Choose a market that is open and pick a game type: Single Digit, Jodi, Pana, Sangam and more.',
    'Enter your digits and points (at least 10 points a bid), check the list and press Submit.',
    'Bids cannot be cancelled once placed. Results are declared at the market times and wins are added to your wallet.',
  ],
  winClaim: 'Win up to 10 Lac Points.',
  privacyPolicyDate: 'February 11, 2025',
};
