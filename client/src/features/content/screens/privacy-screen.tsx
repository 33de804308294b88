import { messages } from '@matka/shared/messages';
import { PolicyPage } from '@/features/content/components/policy-page';
import { usePageTexts } from '@/features/content/page-texts';

/** /privacy and /privacypolicy. */
export function PrivacyScreen() {
  const texts = usePageTexts();
  return (
    <PolicyPage
      title={messages.privacyPolicy}
      dateLine={messages.lastUpdated(texts.privacyPolicyDate)}
      sections={texts.privacy}
    />
  );
}
