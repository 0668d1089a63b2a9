export interface NewsletterSignupProps {
  /** 'home': the SPEC's home-page box; 'compact': the box on /legal-education. */
  variant?: 'home' | 'compact';
}

export function NewsletterSignup(_props: NewsletterSignupProps) {
  return (
    <div>
      <h2 className="text-2xl font-semibold">Weekly newsletter</h2>
    </div>
  );
}
