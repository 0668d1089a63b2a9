import { PageSection } from '../../components/page-section';

export default function FaqPage() {
  return (
    <PageSection
      title="Frequently Asked Questions"
      lead="Answers about the free evaluation, fees, your legal options and your data."
    />
  );
}
