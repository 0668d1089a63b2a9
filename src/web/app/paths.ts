import { paths } from '../../contracts/site-paths';
import { RUNTIME_CONFIG_PATH } from '../lib/runtime-config-path';

/**
 * The route table: every path the web app answers, with its document title and meta
 * description. Links, the router, the prerender step and the sitemap all read it.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Canonical link: the site origin plus this path (or the path given). */
  canonical?: string | true;
  /** Pages that only make sense inside one visitor's session are kept out of search engines. */
  noindex?: boolean;
  /** 'article' for legal-education articles; default 'website'. */
  ogType?: 'website' | 'article';
  /**
   * JSON-LD for the head (FAQPage, Article), built by the prerender step. A loader, not
   * the data, so the browser bundle does not carry it: crawlers read the prerendered head.
   */
  structuredData?: (siteUrl: string) => Promise<object>;
  /**
   * Same-origin GET addresses the page fetches as soon as it runs, preloaded from the head so
   * the request starts with the HTML instead of after the scripts (the chat's runtime config).
   */
  preloadFetches?: string[];
}

export { paths };

export type PathName = keyof typeof paths;

export const pageMeta: Record<PathName, PageMeta> = {
  home: {
    title: 'Case Intake – Start Your Free Legal Survey',
    description:
      'Hurt in an accident? Answer a few questions, get a free case value report, and be matched with a contingency-fee attorney if your case qualifies.',
    canonical: true,
  },
  about: {
    title: 'About Us | Case Intake',
    description:
      'Why Case Intake exists, how we work with accident victims, and the values behind the service.',
    canonical: true,
  },
  contact: {
    title: 'Contact Us | Case Intake',
    description:
      'Reach the Case Intake support team by email, phone or message. Our AI evaluation is open 24/7.',
    canonical: true,
  },
  faq: {
    title: 'Frequently Asked Questions | Case Intake',
    description:
      'Answers about the free evaluation, attorney fees, your legal options and how your data is handled.',
    canonical: true,
    structuredData: () => import('../content/structured-data').then((module) => module.faqPageJsonLd()),
  },
  howItWorks: {
    title: 'How It Works | Case Intake',
    description: 'Four steps from your story to a case value report and, if eligible, a matched attorney.',
    canonical: true,
  },
  practiceAreas: {
    title: 'Practice Areas | Case Intake',
    description:
      'Auto accidents, slip and fall, workplace injuries, medical malpractice and product liability: what we evaluate.',
    canonical: true,
  },
  resources: {
    title: 'Resources and Calculators | Case Intake',
    description:
      'Settlement, lost wage and expense calculators, downloadable forms and plain-language guides.',
    canonical: true,
  },
  legalEducation: {
    title: 'Legal Education | Case Intake',
    description:
      'Plain-language articles on personal injury claims, settlements and your rights after an accident.',
    canonical: true,
  },
  terms: {
    title: 'Terms of Service | Case Intake',
    description: 'The terms that apply when you use the Case Intake evaluation and referral service.',
    canonical: true,
  },
  privacy: {
    title: 'Privacy Policy | Case Intake',
    description: 'What Case Intake collects, why, how long we keep it, and how to ask us to delete it.',
    // Two addresses, one policy: search engines are pointed at /privacy-policy.
    canonical: '/privacy-policy',
  },
  privacyPolicy: {
    title: 'Privacy Policy | Case Intake',
    description: 'What Case Intake collects, why, how long we keep it, and how to ask us to delete it.',
    canonical: true,
  },
  intake: {
    title: 'Start Your Free Case Evaluation | Case Intake',
    description: 'Tell us what happened and start your free, no-signup accident case evaluation.',
    canonical: '/',
  },
  chat: {
    title: 'Intake Chat | Case Intake',
    description: 'Your confidential intake interview with the Case Intake agent.',
    noindex: true,
    preloadFetches: [RUNTIME_CONFIG_PATH],
  },
  chatPlus: {
    title: 'Extended Intake Chat | Case Intake',
    description: 'Fifteen more questions to complete your case evaluation.',
    noindex: true,
    preloadFetches: [RUNTIME_CONFIG_PATH],
  },
  continue: {
    title: 'Continue Your Intake? | Case Intake',
    description: 'Finish now and receive your damages report, or answer 15 more questions.',
    noindex: true,
  },
  chatComplete: {
    title: 'Intake Complete | Case Intake',
    description: 'Leave your email address to receive your case value report.',
    noindex: true,
  },
};

export const notFoundMeta: PageMeta = {
  title: 'Page Not Found | Case Intake',
  description: 'The page you were looking for does not exist.',
  noindex: true,
};

export const headerLinks: { label: string; to: string }[] = [
  { label: 'Home', to: paths.home },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'Practice Areas', to: paths.practiceAreas },
  { label: 'Legal Education', to: paths.legalEducation },
  { label: 'FAQ', to: paths.faq },
];

/** The slide-in menu's second group: every other page a visitor looks for on a phone. */
export const mobileMenuMoreLinks: { label: string; to: string }[] = [
  { label: 'Resources', to: paths.resources },
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

export function canonicalUrl(siteUrl: string, path: string, meta: PageMeta): string | undefined {
  if (!meta.canonical) return undefined;
  const target = meta.canonical === true ? path : meta.canonical;
  return `${siteUrl.replace(/\/$/, '')}${target === '/' ? '/' : target}`;
}
