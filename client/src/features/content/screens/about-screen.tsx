import { messages } from '@matka/shared/messages';
import { PolicyPage } from '../components/policy-page';
import { usePageTexts } from '../page-texts';

/** /about: About Us and the data deletion policy. */
export function AboutScreen() {
  return <PolicyPage title={messages.aboutUs} sections={usePageTexts().about} />;
}
