/** SPEC §3 "Practice area": title, description, details (6), href. The five stated case types. */
export interface PracticeArea {
  slug: 'auto-accidents' | 'slip-fall' | 'workplace-injuries' | 'medical-malpractice' | 'product-liability';
  title: string;
  description: string;
  details: string[];
  href: string;
}

const area = (entry: Omit<PracticeArea, 'href'>): PracticeArea => ({
  ...entry,
  href: `/practice-areas/${entry.slug}`,
});

export const practiceAreas: PracticeArea[] = [
  area({
    slug: 'auto-accidents',
    title: 'Auto Accidents',
    description: 'Car, truck, motorcycle, rideshare, pedestrian and bicycle crashes.',
    details: [
      'Rear-end, intersection and lane-change collisions',
      'Truck and commercial vehicle crashes',
      'Rideshare (Uber and Lyft) accidents',
      'Motorcycle, bicycle and pedestrian injuries',
      'Hit-and-run and uninsured drivers',
      'Whiplash, fractures and head injuries',
    ],
  }),
  area({
    slug: 'slip-fall',
    title: 'Slip & Fall',
    description: 'Falls caused by unsafe conditions on someone else’s property.',
    details: [
      'Wet or slippery floors in stores and restaurants',
      'Ice and snow on walkways and parking lots',
      'Broken stairs and missing handrails',
      'Uneven sidewalks and poor lighting',
      'Falls in apartment buildings and hotels',
      'Falls on public or government property',
    ],
  }),
  area({
    slug: 'workplace-injuries',
    title: 'Workplace Injuries',
    description: 'Injuries on the job, including claims against third parties.',
    details: [
      'Construction site and scaffold falls',
      'Machinery and equipment accidents',
      'Injuries while driving for work',
      'Repetitive strain and lifting injuries',
      'Toxic exposure and burns',
      "Claims beyond workers' compensation against third parties",
    ],
  }),
  area({
    slug: 'medical-malpractice',
    title: 'Medical Malpractice',
    description: 'Harm caused by care that fell below accepted medical standards.',
    details: [
      'Missed or delayed diagnosis',
      'Surgical errors',
      'Medication and prescription errors',
      'Birth injuries',
      'Hospital and nursing home negligence',
      'Failure to monitor or follow up',
    ],
  }),
  area({
    slug: 'product-liability',
    title: 'Product Liability',
    description: 'Injuries from defective or dangerous products.',
    details: [
      'Defective vehicles and auto parts',
      'Dangerous household products and appliances',
      'Faulty medical devices',
      'Harmful drugs and supplements',
      'Defective tools and machinery',
      'Missing or inadequate warnings',
    ],
  }),
];

export function findPracticeArea(slug: string): PracticeArea | undefined {
  return practiceAreas.find((entry) => entry.slug === slug);
}
