import { privacyPolicyUpdated, privacySections } from '../../content/privacy-policy';

import { PolicyDocument } from './policy-document';

/** Served at both /privacy and /privacy-policy (SPEC §2: both readings are honoured). */
export default function PrivacyPage() {
  return (
    <PolicyDocument
      title="Privacy Policy"
      lead="What we collect, why, how long we keep it, and how to ask us to delete it."
      updated={privacyPolicyUpdated}
      sections={privacySections}
    />
  );
}
