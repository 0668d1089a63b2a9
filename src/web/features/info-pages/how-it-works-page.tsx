import { PageSection } from '../../components/page-section';

export default function HowItWorksPage() {
  return (
    <PageSection
      title="How It Works"
      lead="Four steps from your story to a case value report and, if eligible, a matched attorney."
    />
  );
}
