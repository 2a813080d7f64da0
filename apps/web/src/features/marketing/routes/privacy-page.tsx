import { LegalDocument } from '../components/legal-document';
import { en } from '../i18n/en';

/** /privacy-policy: a sectioned legal document in the visitor's language. */
export default function PrivacyPage() {
  return <LegalDocument name="privacy" sections={en.privacy.sections} />;
}
