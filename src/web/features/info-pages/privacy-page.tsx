import { PageSection } from '../../components/page-section';

export default function PrivacyPage() {
  return (
    <PageSection
      title="Privacy Policy"
      lead="What we collect, why, how long we keep it, and how to ask us to delete it."
    />
  );
}
