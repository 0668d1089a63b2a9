import { PageSection } from '../../components/page-section';

export default function ResourcesPage() {
  return (
    <PageSection title="Resources" lead="Calculators, forms and guides for the weeks after an accident." />
  );
}
