import type { ReactNode } from 'react';

import { PageSection } from '../../components/page-section';

export interface LegalEducationPageProps {
  /** The newsletter box (features/newsletter), composed in by app/pages/legal-education-route.tsx. */
  newsletter: ReactNode;
}

export function LegalEducationPage({ newsletter }: LegalEducationPageProps) {
  return (
    <PageSection title="Legal Education" lead="Plain-language articles about personal injury claims.">
      <div className="mt-12">{newsletter}</div>
    </PageSection>
  );
}
