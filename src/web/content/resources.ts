import { facts } from './facts';

export * from './resource-guides';

/** /resources (SPEC §2, §3): stat cards, guides (6), form templates (4), disclaimer. */
export const resourceStats = [
  {
    value: '33-40%',
    label: 'Typical contingency fee, paid only if you win',
    sources: facts.contingencyFee.sources,
  },
  {
    value: '2-3 years',
    label: 'Filing deadline in most states (some are shorter)',
    sources: facts.filingDeadline.sources,
  },
  {
    value: '~95%',
    label: 'Of injury claims resolved without a trial',
    sources: facts.settlementRate.sources,
  },
];

/** A blank line or a heading in a downloadable form. */
export interface FormField {
  label: string;
  /** Number of writing lines to leave; default 1. */
  lines?: number;
}

export interface FormTemplate {
  title: string;
  description: string;
  format: 'PDF' | 'DOC';
  /** File name under /downloads/ (DOC templates are .docx files). */
  fileName: string;
  intro: string;
  sections: { heading: string; fields: FormField[] }[];
}

export const formTemplates: FormTemplate[] = [
  {
    title: 'Accident Information Worksheet',
    description:
      'Record the key facts of your accident while they are fresh: date, place, people, vehicles and insurance.',
    format: 'PDF',
    fileName: 'accident-information-worksheet.pdf',
    intro: 'Fill this in as soon as you can after the accident. Keep it with your other records.',
    sections: [
      {
        heading: 'The accident',
        fields: [
          { label: 'Date and time' },
          { label: 'Location (address, city, state)' },
          { label: 'What happened', lines: 4 },
        ],
      },
      {
        heading: 'People involved',
        fields: [
          { label: 'Other party’s name and phone' },
          { label: 'Other party’s insurer and policy number' },
          { label: 'Witnesses (names and phone numbers)', lines: 2 },
        ],
      },
      {
        heading: 'Reports and evidence',
        fields: [
          { label: 'Police or incident report number and agency' },
          { label: 'Photos taken (what and by whom)', lines: 2 },
        ],
      },
      {
        heading: 'Injuries',
        fields: [{ label: 'Injuries and where you were treated', lines: 3 }],
      },
    ],
  },
  {
    title: 'Medical Expense Log',
    description: 'Track appointments, bills, prescriptions and travel for treatment in one place.',
    format: 'PDF',
    fileName: 'medical-expense-log.pdf',
    intro: 'Add a line for every appointment, bill, prescription and trip. Keep the receipts.',
    sections: [
      {
        heading: 'Entries (date · provider or item · amount · paid by)',
        fields: Array.from({ length: 12 }, (_, index) => ({ label: `${index + 1}.` })),
      },
      {
        heading: 'Totals',
        fields: [
          { label: 'Total billed' },
          { label: 'Total paid by insurance' },
          { label: 'Total paid by you' },
        ],
      },
    ],
  },
  {
    title: 'Insurance Claim Notice Letter',
    description:
      'A letter template to notify an insurance company of a claim, without admitting fault or giving a statement.',
    format: 'DOC',
    fileName: 'insurance-claim-notice-letter.docx',
    intro:
      'Replace the bracketed parts. Keep the letter factual and short: it tells the insurer a claim exists; it is not a statement about how the accident happened.',
    sections: [
      {
        heading: 'Letter',
        fields: [
          { label: '[Your name], [your address], [date]' },
          { label: 'To: [Insurance company], [claims address]' },
          {
            label:
              'Re: Notice of claim. Your insured: [name]. Policy/claim number: [number]. Date of accident: [date].',
          },
          {
            label:
              'I am writing to notify you of a claim for injuries and losses arising from the accident on [date] at [location] involving your insured. Please direct all communication about this claim to me in writing at the address above.',
            lines: 3,
          },
          { label: 'Please confirm receipt of this notice and provide the name of the adjuster assigned.' },
          { label: 'Sincerely, [signature]' },
        ],
      },
    ],
  },
  {
    title: 'Witness Statement Form',
    description:
      'A simple form for a witness to write down what they saw, with their contact details and signature.',
    format: 'DOC',
    fileName: 'witness-statement-form.docx',
    intro: 'Ask the witness to write in their own words and to sign and date the form.',
    sections: [
      {
        heading: 'Witness',
        fields: [{ label: 'Full name' }, { label: 'Phone and email' }, { label: 'Address' }],
      },
      {
        heading: 'What you saw',
        fields: [
          { label: 'Date, time and place of the accident' },
          { label: 'Where you were and what you saw', lines: 6 },
        ],
      },
      {
        heading: 'Signature',
        fields: [{ label: 'Signature' }, { label: 'Date' }],
      },
    ],
  },
];

export function formDownloadHref(form: FormTemplate): string {
  return `/downloads/${form.fileName}`;
}

export const resourcesDisclaimer =
  'These resources are general information, not legal advice, and using them does not create an attorney-client relationship. Calculators give rough estimates from the numbers you enter; real outcomes depend on facts, law and insurance they cannot see. Talk to a licensed attorney about your own situation.';
