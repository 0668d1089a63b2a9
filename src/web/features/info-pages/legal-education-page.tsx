import { PageSection } from '../../components/page-section';

export default function LegalEducationPage() {
  return <PageSection title="Legal Education" lead="Plain-language articles about personal injury claims." />;
}
