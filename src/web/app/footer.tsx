import { Mail, Phone, Share2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { site } from '../content/site';

import { paths } from './paths';

const noSubscription = () => () => {};

/** The page's own origin once in the browser; empty during prerender (links fix themselves on hydrate). */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/**
 * Social icons: we keep no social accounts (and load no social scripts or pixels), so
 * instead of icons that lead nowhere they are plain share links for this site.
 * docs/decisions/0004-social-icons-share.md.
 */
function shareLinks(origin: string) {
  const url = encodeURIComponent(`${origin}/`);
  const text = encodeURIComponent('Hurt in an accident? Free, no-signup case evaluation:');
  return [
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, mark: 'f' },
    { label: 'Share on X', href: `https://x.com/intent/post?url=${url}&text=${text}`, mark: 'X' },
    {
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      mark: 'in',
    },
    { label: 'Share by email', href: `mailto:?subject=${text}&body=${url}`, mark: null },
  ];
}

const columns: { heading: string; links: { label: string; to: string }[] }[] = [
  {
    heading: 'Get Help',
    links: [
      { label: 'Start Free Analysis', to: paths.intake },
      { label: 'How It Works', to: paths.howItWorks },
      { label: 'Practice Areas', to: paths.practiceAreas },
      { label: 'FAQ', to: paths.faq },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { label: 'Legal Education', to: paths.legalEducation },
      { label: 'Resources', to: paths.resources },
      { label: 'About Us', to: paths.about },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
];

export function Footer() {
  const origin = useOrigin();
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold">{site.productName}</p>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">
            A free referral service for people hurt in accidents. We are not a law firm and do not give legal
            advice.
          </p>
          <ul className="mt-4 space-y-2 text-sm" aria-label="Support contact">
            <li>
              <a
                className="inline-flex items-center gap-2 hover:underline"
                href={`mailto:${site.supportEmail}`}
              >
                <Mail aria-hidden="true" className="size-4" />
                {site.supportEmail}
              </a>
            </li>
            <li>
              <a className="inline-flex items-center gap-2 hover:underline" href={site.supportPhoneHref}>
                <Phone aria-hidden="true" className="size-4" />
                {site.supportPhone}
              </a>
              <span className="ml-2 text-muted-foreground">{site.supportHours}</span>
            </li>
          </ul>
          <ul className="mt-4 flex gap-2" aria-label="Share this site">
            {shareLinks(origin).map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  title={link.label}
                  className="flex size-9 items-center justify-center rounded-full border border-border text-sm font-bold hover:bg-accent"
                >
                  {link.mark ?? <Share2 aria-hidden="true" className="size-4" />}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <p className="font-semibold">{column.heading}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        {/* pb-20: the scroll-to-top button (bottom-left) never covers the page's last line. */}
        <p className="mx-auto max-w-6xl px-4 pt-6 pb-20 text-xs text-muted-foreground">
          {/* Prerendered pages carry the year they were built; a browser on a later year must not fail hydration. */}
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.productName}. Case Intake
          is a free attorney referral service, not a law firm. Nothing on this site is legal advice, and no
          attorney-client relationship is formed by using it. Participating attorneys pay to take part in our
          referral network. Past results do not guarantee a similar outcome.
        </p>
      </div>
    </footer>
  );
}
