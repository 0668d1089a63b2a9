import { LegalEducationPage } from '../../features/info-pages/legal-education-page';
import { NewsletterSignup } from '../../features/newsletter/newsletter-signup';

export default function LegalEducationRoute() {
  return <LegalEducationPage newsletter={<NewsletterSignup variant="compact" />} />;
}
