import { TERMS_INTRO, TERMS_SECTIONS } from '@shared/content/legal/terms-of-service';
import { LegalDocument } from '@client/features/legal/components/legal-document';

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
