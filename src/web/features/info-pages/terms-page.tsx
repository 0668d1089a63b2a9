import { PageSection } from '../../components/page-section';

export default function TermsPage() {
  return <PageSection title="Terms of Service" lead="The terms that apply when you use Case Intake." />;
}
