import { PageSection } from '../../components/page-section';

export default function ChatPage() {
  return <PageSection title="Connected to Agent Case Intake" lead="Your intake interview." />;
}
