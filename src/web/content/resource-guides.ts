/** The six resource guides' index (SPEC §3 "Resource guide"); the texts are in guide-bodies.ts. */
export const guideCategories = [
  'Auto Accidents',
  'General',
  'Insurance',
  'Medical',
  'Workplace',
  'Premises Liability',
] as const;
export type GuideCategory = (typeof guideCategories)[number];

/** SPEC §3 "Resource guide": title, description, readTime, category. The text is in guide-bodies.ts. */
export interface ResourceGuide {
  slug: string;
  title: string;
  description: string;
  readTime: string;
  category: GuideCategory;
}

export const resourceGuides: ResourceGuide[] = [
  {
    slug: 'after-a-car-accident',
    title: 'What to Do After a Car Accident',
    description: 'A step-by-step checklist for the scene, the first days and the first weeks after a crash.',
    readTime: '5 min read',
    category: 'Auto Accidents',
  },
  {
    slug: 'personal-injury-basics',
    title: 'Personal Injury Claims: The Basics',
    description: 'Who can claim, what can be recovered, and how a claim moves from first call to settlement.',
    readTime: '6 min read',
    category: 'General',
  },
  {
    slug: 'dealing-with-insurance-adjusters',
    title: 'Dealing with Insurance Adjusters',
    description:
      'What adjusters do, what to say and not say, and how to handle recorded statements and early offers.',
    readTime: '5 min read',
    category: 'Insurance',
  },
  {
    slug: 'documenting-medical-treatment',
    title: 'Documenting Your Medical Treatment',
    description: 'How to keep records of care, bills and symptoms that show the full effect of an injury.',
    readTime: '4 min read',
    category: 'Medical',
  },
  {
    slug: 'workers-comp-vs-personal-injury',
    title: "Workers' Compensation vs. Personal Injury",
    description: 'How the two systems differ, and when a work injury can lead to both kinds of claim.',
    readTime: '5 min read',
    category: 'Workplace',
  },
  {
    slug: 'premises-liability-evidence',
    title: 'Premises Liability: Gathering Evidence',
    description:
      'The evidence that matters after a fall or injury on someone else’s property, and how fast it disappears.',
    readTime: '4 min read',
    category: 'Premises Liability',
  },
];

export function guideHref(slug: string): string {
  return `/resources/guides/${slug}`;
}

export function findGuide(slug: string): ResourceGuide | undefined {
  return resourceGuides.find((guide) => guide.slug === slug);
}
