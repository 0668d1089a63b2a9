import { PageSection } from '../../components/page-section';

export default function ContinuePage() {
  return (
    <PageSection
      title="Continue Your Intake?"
      lead="Finish now and receive your damages report, or answer 15 more questions."
    />
  );
}
