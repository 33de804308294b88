import { messages } from '@matka/shared/messages';
import { PolicyPage } from '@/features/content/components/policy-page';
import { usePageTexts } from '@/features/content/page-texts';

/** /about: About Us and the data deletion policy. */
export function AboutScreen() {
  return <PolicyPage title={messages.aboutUs} sections={usePageTexts().about} />;
}
