import { PageSection } from '../../components/page-section';

export default function ChatPlusPage() {
  return (
    <PageSection
      title="Connected to Agent Case Intake"
      lead="Fifteen more questions to complete your evaluation."
    />
  );
}
