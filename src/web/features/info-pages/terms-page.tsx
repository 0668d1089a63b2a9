import { termsSections, termsUpdated } from '../../content/terms';

import { PolicyDocument } from './policy-document';

export default function TermsPage() {
  return (
    <PolicyDocument
      title="Terms of Service"
      lead="The terms that apply when you use the Case Intake evaluation and referral service. Please read them, especially sections 3, 5 and 6."
      updated={termsUpdated}
      sections={termsSections}
    />
  );
}
