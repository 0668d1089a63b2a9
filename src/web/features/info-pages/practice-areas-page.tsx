import { PageSection } from '../../components/page-section';

export default function PracticeAreasPage() {
  return <PageSection title="Practice Areas" lead="The kinds of accident cases we evaluate and refer." />;
}
