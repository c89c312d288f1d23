import { Spinner } from '@hfl/shared-ui';
import { legalNamespace } from '../../i18n/lazy-namespaces';
import { useLazyNamespace } from '../../i18n/use-lazy-namespace';
import { LegalDocument, type LegalDocumentKey } from './legal-document';

/** The legal texts are the biggest of the site: they load with the page, in the UI language only. */
function LegalPage({ doc }: { doc: LegalDocumentKey }) {
  const ready = useLazyNamespace('legal', legalNamespace);
  return ready ? <LegalDocument doc={doc} /> : <Spinner />;
}

export function TermsPage() {
  return <LegalPage doc="terms" />;
}

export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}

export function CookiePolicyPage() {
  return <LegalPage doc="cookies" />;
}

export function CopyrightNoticePage() {
  return <LegalPage doc="copyright" />;
}
