import { PageSection } from '../../components/page-section';

export default function ChatCompletePage() {
  return (
    <PageSection
      title="Thank You for Completing the Chat"
      lead="Leave your email address to receive your case value report."
    />
  );
}
