import { LegalDocument } from '../components/legal-document';
import { en } from '../i18n/en';

/** /refunds-return-policy: a sectioned legal document in the visitor's language. */
export default function RefundsPage() {
  return <LegalDocument name="refunds" sections={en.refunds.sections} />;
}
