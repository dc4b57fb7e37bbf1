import { TERMS_INTRO, TERMS_SECTIONS } from '@shared/content/legal/terms-of-service';
import { LegalDocument } from '@client/features/legal/components/legal-document';
import { withQueries } from '../query-provider';

function TermsPage() {
  return <LegalDocument title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}

export default withQueries(TermsPage);
