import { PageSection } from '../../components/page-section';

export default function AboutPage() {
  return (
    <PageSection
      title="About Case Intake"
      lead="We help people hurt in accidents understand their case and reach an attorney who works on contingency."
    />
  );
}
