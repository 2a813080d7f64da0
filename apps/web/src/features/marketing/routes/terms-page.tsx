import { LegalDocument } from '../components/legal-document';
import { en } from '../i18n/en';

/** /terms-and-conditions: a sectioned legal document in the visitor's language. */
export default function TermsPage() {
  return <LegalDocument name="terms" sections={en.terms.sections} />;
}
