import { messages } from '@matka/shared/messages';
import { PolicyPage } from '@/features/content/components/policy-page';
import { usePageTexts } from '@/features/content/page-texts';

/** /delete: how to ask for account and data deletion. */
export function DeleteScreen() {
  return <PolicyPage title={messages.dataDeletion} sections={usePageTexts().dataDeletion} />;
}
