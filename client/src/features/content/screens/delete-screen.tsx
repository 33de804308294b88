import { messages } from '@matka/shared/messages';
import { PolicyPage } from '../components/policy-page';
import { usePageTexts } from '../page-texts';

/** /delete: how to ask for account and data deletion. */
export function DeleteScreen() {
  return <PolicyPage title={messages.dataDeletion} sections={usePageTexts().dataDeletion} />;
}
