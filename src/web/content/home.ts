import { QUESTIONS_PER_PART } from '../../contracts/limits';

/** The home page's sections (SPEC §2 Home). */
export const homeHero = {
  headline: 'Hurt in an accident? Find out what your case may be worth.',
  lead: `Answer about ${QUESTIONS_PER_PART} questions with our intake agent, receive a free case value report, and, if your case qualifies, be matched with an attorney who charges nothing unless you win.`,
  reassurances: ['Free, no sign-up', 'About 15 minutes', 'Not a law firm: no pressure'],
};

export const homeSteps = [
  {
    title: '15 minutes of questions',
    text: 'Tell us what happened and answer about 15 questions in a private chat, at any hour.',
  },
  {
    title: 'Analysis within 30 minutes',
    text: 'Your case value report arrives by email within 30 minutes to an hour, with an estimated range and the reasons behind it.',
  },
  {
    title: 'Matching if eligible',
    text: 'If your case qualifies, a case manager calls within 24-48 hours about a participating attorney who works on contingency.',
  },
];

export const homeTips = [
  'Have the date and place of the accident ready, and the names of anyone involved.',
  'Keep a rough total of medical bills and missed work at hand; an estimate is fine.',
  'Be specific about injuries and treatment: where it hurts, which doctors you saw, what is still ongoing.',
  'Upload photos, bills or a police report if you have them.',
  'If you do not know an answer, say so: the report lists what is still unknown.',
];

/** SPEC §2: the commands the intake chat understands. */
export const homeCommands = [
  { command: 'summarize so far', text: 'Read back what the agent has understood.' },
  { command: 'list unknowns', text: 'See which facts are still missing.' },
  { command: 'update damages', text: 'Change bills, wages or other losses you gave earlier.' },
  { command: 'change contact info', text: 'Correct your phone number or email address.' },
  { command: 'pause', text: 'Stop for now and get a link to resume later.' },
  { command: 'start over', text: 'Clear your answers and begin again.' },
];

export const homeDisclaimer =
  'Case Intake is a free referral service, not a law firm, and does not give legal advice. Using this site does not create an attorney-client relationship. Case value reports are estimates, not guarantees. Participating attorneys pay to take part in our referral network. In an emergency, call 911.';
