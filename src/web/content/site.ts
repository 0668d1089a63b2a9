import { organization } from '../../contracts/organization';

/**
 * Who we are and how to reach us: one place for every page, the footer and the
 * consent text. Operators change these to their own details.
 */
export const site = {
  ...organization,
  tagline: 'Free accident case evaluation',
  supportPhoneHref: 'tel:+18005550142',
  address: { street: '100 Main Street, Suite 400', city: 'Columbus', region: 'OH', postalCode: '43215' },
} as const;
