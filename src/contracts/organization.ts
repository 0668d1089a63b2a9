/** Who we are: shown on the site, named in the consent text, used in emails. */
export const organization = {
  productName: 'Case Intake',
  supportEmail: 'support@caseintake.org',
  supportPhone: '(800) 555-0142',
} as const;
