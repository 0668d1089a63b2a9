import { PageSection } from '../../components/page-section';

export default function ContactPage() {
  return (
    <PageSection
      title="Contact Us"
      lead="Questions about your evaluation or our service? We are here to help."
    />
  );
}
