/**
 * Every path the web app answers. The browser's router and links read it, and so does the
 * server-rendered report page, whose header and footer link back into the site.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  howItWorks: '/how-it-works',
  practiceAreas: '/practice-areas',
  resources: '/resources',
  legalEducation: '/legal-education',
  terms: '/terms',
  privacy: '/privacy',
  privacyPolicy: '/privacy-policy',
  intake: '/intake',
  chat: '/chat',
  chatPlus: '/chatplus',
  continue: '/continue',
  chatComplete: '/chatcomplete',
} as const;
