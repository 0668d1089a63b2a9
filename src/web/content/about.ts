/** /about (SPEC §2): mission, the four stats, core values, technology. */
export const aboutMission =
  'Helping accident victims get the highest possible compensation, by making the first step free, fast and clear: understand what your case may be worth, then decide, without pressure, whether to speak to an attorney.';

export const aboutStory = [
  'After an accident, people are hurt, worried about bills, and usually hearing from an insurance company long before they understand their options. Many never speak to an attorney because they do not know whether their case is worth it, or fear the cost.',
  'Case Intake exists to close that gap. Our intake is free and needs no account. It gathers the facts an attorney would ask about, turns them into a clear estimate, and, when a case qualifies, connects the person with a participating attorney who charges nothing unless they win.',
];

/** SPEC §2 states these claims; they are the operator's to keep true. */
export const aboutStats = [
  { value: '50,000+', label: 'Cases evaluated' },
  { value: '95%', label: 'Client satisfaction' },
  { value: '1,000+', label: 'Partner attorneys' },
  { value: '24/7', label: 'AI evaluation available' },
];

export const coreValues = [
  {
    title: 'Accessibility',
    text: 'Free, no sign-up, in plain language, on any device, at any hour.',
  },
  {
    title: 'Accuracy',
    text: 'Estimates built from documented facts and sourced rules, shown as a range with reasons.',
  },
  {
    title: 'Excellence',
    text: 'Careful intake, reviewed by people, and attorneys held to clear standards.',
  },
  {
    title: 'Empathy',
    text: 'We remember that every case is a person having one of the hardest weeks of their life.',
  },
];

export const aboutTechnology = [
  'A guided intake agent that reads your description first and asks only what is still missing.',
  'A valuation model built on the same steps insurers and attorneys use, with state rules kept as dated, sourced data.',
  'Your data stays on our servers: no advertising pixels, no third-party analytics.',
];
