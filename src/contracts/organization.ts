/** Who we are: shown on the site, named in the consent text, used in emails. */
export const organization = {
  productName: 'Case Intake',
  supportEmail: 'support@caseintake.org',
  supportPhone: '(800) 555-0142',
  /** When case managers and the phone line answer (SPEC §9); the agent quotes it for callbacks. */
  supportHours: 'Mon-Fri 8am-8pm EST',
} as const;
