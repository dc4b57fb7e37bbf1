import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '@shared/content/legal/privacy-policy';
import { LegalDocument } from '@client/features/legal/components/legal-document';

export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
