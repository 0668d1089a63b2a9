import type { CaseType } from '../../../../contracts/case-record';

/**
 * Victim personas for the capture figure: each has a start-form description and answers
 * a question by its topic, in their own words, the way a person would (some vague, some
 * "I don't know"). They never see the agent's internal keys, only the question text.
 */
export interface Persona {
  name: string;
  caseType: CaseType;
  fullName: string;
  phoneNumber: string;
  description: string;
  /** [pattern on the question, answer]; the first match answers. */
  answers: [RegExp, string][];
}

/** How a persona recognises a question's topic from its wording (specific phrases, so "nobody" is not "body"). */
const topics = {
  er: /go to the ER or a hospital/i,
  caused: /who do you think caused/i,
  insurance: /other driver's insurance|which insurance company covers/i,
  treatment: /still getting treatment/i,
  bills: /how much are your medical bills/i,
  payer: /who has been paying your medical bills/i,
  missedWork: /missed work/i,
  police: /did the police come/i,
  vehicle: /vehicle damaged/i,
  ownFault: /did wrong/i,
  witnesses: /did anyone see it happen/i,
  photos: /photos or video/i,
  property: /whose property/i,
  report: /incident or accident report/i,
  employer: /who is your employer/i,
  thirdParty: /anyone besides your employer/i,
  claim: /workers' comp claim/i,
  whichDoctor: /which doctor, hospital or clinic/i,
  injuries: /what injuries did you have/i,
  harm: /what harm did the mistake cause/i,
  providerNames: /names of the doctor/i,
  discovery: /first find out|first notice/i,
  place: /city and state/i,
  whoMade: /who made or sold/i,
  product: /what was the product/i,
  preserved: /still have the product/i,
} as const;

const common = (
  overrides: Partial<Record<'lawyer' | 'prior' | 'age' | 'else', string>>,
): [RegExp, string][] => [
  [/hired or signed with a lawyer/i, overrides.lawyer ?? 'No, not yet.'],
  [/hurt the same part/i, overrides.prior ?? 'No, never.'],
  [/how old/i, overrides.age ?? "I'm 38."],
  [/anything else/i, overrides.else ?? 'No, I think that covers it.'],
];

export const personas: Persona[] = [
  {
    name: 'rear-ended commuter',
    caseType: 'auto',
    fullName: 'Maria Lopez',
    phoneNumber: '(512) 867-5309',
    description:
      'On March 3 I was stopped at a red light in Austin, Texas when a delivery truck rear-ended me. My neck and lower back have hurt ever since, the ER said whiplash.',
    answers: [
      [topics.er, 'I went to the ER by ambulance that night. No surgery, they just gave me a collar.'],
      [topics.caused, 'The truck driver, he was from a private delivery company.'],
      [topics.insurance, "The delivery company's insurance is Progressive. Mine is with State Farm."],
      [topics.treatment, 'Still going to physical therapy twice a week. I saw my doctor the next day.'],
      [topics.bills, 'About $7,800 so far, my health insurance has paid part of it.'],
      [topics.missedWork, 'I missed 3 weeks of work. I make about $1,100 a week.'],
      [topics.police, 'Yes, the police came and wrote a report.'],
      [topics.vehicle, 'The body shop estimate was $5,400.'],
      [topics.ownFault, 'No, I was stopped at the light with my seat belt on.'],
      [topics.witnesses, 'Two people at the bus stop saw it, and I took photos of both cars.'],
      ...common({ age: "I'm 34 years old." }),
    ],
  },
  {
    name: 'motorcyclist, hit-and-run',
    caseType: 'auto',
    fullName: 'Derek Owens',
    phoneNumber: '(404) 555-0134',
    description:
      'A car turned left in front of my motorcycle at an intersection in Atlanta two months ago and drove off. I broke my right wrist and collarbone.',
    answers: [
      [topics.er, 'Ambulance to Grady, I stayed two nights and had surgery with plates in my wrist.'],
      [topics.caused, 'The driver who turned left, they fled. Nothing to do with the government.'],
      [topics.insurance, "It was a hit and run so I don't know theirs. I have Geico."],
      [topics.treatment, 'Still in therapy for the wrist. Saw doctors right away.'],
      [topics.bills, 'Around $42,000. Some is covered by my med pay, the rest nobody has paid yet.'],
      [
        topics.missedWork,
        "I haven't been able to work for 8 weeks. I'm self-employed, I do roofing, about $1,300 a week.",
      ],
      [topics.police, 'Yes, the police report number is 23-77801.'],
      [topics.vehicle, 'The bike was totaled.'],
      [topics.ownFault, 'I was going the speed limit and wearing my helmet.'],
      [topics.witnesses, "A witness stopped to help. I don't have photos."],
      ...common({ age: '45' }),
    ],
  },
  {
    name: 'grocery spill',
    caseType: 'slip_fall',
    fullName: 'Linda Park',
    phoneNumber: '(312) 555-0161',
    description:
      'I slipped on spilled liquid in the produce aisle of a grocery store in Chicago, Illinois on January 14. There was no wet floor sign. I fell on my hip and hurt my knee.',
    answers: [
      [
        topics.er,
        'My son drove me to the ER. They said my hip was bruised and my knee has a torn meniscus, surgery is recommended.',
      ],
      [topics.property, 'It was a business, the grocery store.'],
      [topics.report, 'Yes, the manager filled out an incident report.'],
      [topics.ownFault, 'No, I was just walking normally looking at the shelves.'],
      [topics.treatment, 'Still seeing an orthopedic doctor, I went to the ER the same day.'],
      [topics.bills, 'About $12,500 and Medicare paid most of it.'],
      [topics.missedWork, "I'm retired, so no lost wages."],
      [topics.witnesses, 'Another shopper saw me fall. I took pictures of the puddle.'],
      ...common({ age: '67', prior: 'I had knee pain years ago, but no injury.' }),
    ],
  },
  {
    name: 'apartment stairs',
    caseType: 'slip_fall',
    fullName: 'Jamal Reed',
    phoneNumber: '(901) 555-0177',
    description:
      'Last month I tripped on a broken step on the stairs of my apartment building in Memphis. The landlord knew about it for weeks. I sprained my ankle and hit my head.',
    answers: [
      [topics.er, 'I went to urgent care. No surgery.'],
      [topics.property, 'My landlord, a private property company.'],
      [topics.report, 'No, I just texted the landlord, no report.'],
      [topics.ownFault, 'Maybe they will say I was carrying laundry, but the step was broken.'],
      [topics.treatment, "I've been released, I'm done with treatment."],
      [topics.bills, "I'm not sure, maybe $1,500? I have Medicaid."],
      [topics.missedWork, 'I missed 4 days of work, I make $18 an hour.'],
      [topics.witnesses, 'No one saw it. I have photos of the broken step.'],
      ...common({ age: "I'm 29" }),
    ],
  },
  {
    name: 'warehouse forklift',
    caseType: 'workplace',
    fullName: 'Carlos Mendez',
    phoneNumber: '(713) 555-0110',
    description:
      'On August 20 at work in our warehouse in Houston, Texas a forklift driven by a temp from a staffing agency backed into me. My leg is broken.',
    answers: [
      [topics.er, 'Ambulance to the ER, I was admitted and had surgery with a rod in my leg.'],
      [topics.caused, 'The forklift driver from the staffing agency.'],
      [topics.employer, 'I work for Gulf Coast Logistics as an employee.'],
      [topics.thirdParty, 'Yes, the staffing agency that sent the driver is a different company.'],
      [topics.claim, "Yes, I reported it that day and workers' comp is paying my bills."],
      [topics.treatment, 'Still treating, physical therapy three times a week.'],
      [topics.bills, 'Over $60,000, workers comp has paid them.'],
      [topics.missedWork, 'I have been off work for 3 months. I made $950 a week.'],
      [topics.report, 'Yes, my supervisor wrote an incident report.'],
      [topics.witnesses, 'Yes, two coworkers saw it.'],
      ...common({ age: "I'm 41" }),
    ],
  },
  {
    name: 'scaffold fall',
    caseType: 'workplace',
    fullName: 'Tom Becker',
    phoneNumber: '(412) 555-0188',
    description:
      'I fell from a scaffold on a construction site in Pittsburgh on May 2. The general contractor had not put up guard rails. I hurt my back and shoulder.',
    answers: [
      [topics.er, 'ER yes. They found a herniated disc. No surgery so far.'],
      [topics.caused, 'The general contractor, they run the site.'],
      [topics.employer, "I work for Becker Drywall, it's my cousin's company, I'm an employee."],
      [topics.thirdParty, 'Yes, the general contractor is a separate company.'],
      [topics.claim, "I told my boss but I haven't filed a workers comp claim."],
      [topics.treatment, 'Still in treatment, waited a week before seeing a doctor though.'],
      [topics.bills, "I don't know the total yet."],
      [topics.missedWork, 'Missed six weeks so far.'],
      [topics.report, "I don't think there was a report."],
      [topics.witnesses, 'The other guys on my crew saw it.'],
      ...common({ age: '52', prior: 'Yes, I hurt my back before, about 10 years ago.' }),
    ],
  },
  {
    name: 'missed cancer diagnosis',
    caseType: 'medical_malpractice',
    fullName: 'Susan Hall',
    phoneNumber: '(206) 555-0102',
    description:
      'My doctor misdiagnosed a lump as a cyst in February 2024 at a clinic in Seattle, Washington. In October 2024 another doctor diagnosed it as breast cancer that had spread.',
    answers: [
      [topics.whichDoctor, 'Dr. Evans at Northside Clinic.'],
      [topics.injuries, 'The cancer spread to my lymph nodes because of the delay.'],
      [
        topics.harm,
        'I needed a mastectomy and chemotherapy that might have been avoided, and a long hospital stay.',
      ],
      [topics.providerNames, 'Dr. Evans at Northside Clinic.'],
      [topics.discovery, 'October 10, 2024 when the second doctor told me.'],
      [topics.treatment, 'Still in treatment, chemo every three weeks.'],
      [topics.bills, 'About $180,000, mostly paid by my health insurance.'],
      [topics.missedWork, "I haven't been able to work for 6 months, I earned $1,600 a week."],
      ...common({ age: "I'm 49", prior: 'No.' }),
    ],
  },
  {
    name: 'wrong medication',
    caseType: 'medical_malpractice',
    fullName: 'Robert King',
    phoneNumber: '(615) 555-0145',
    description:
      'A nurse at a hospital in Nashville gave my father the wrong medication after his knee surgery on June 9, and he had a stroke.',
    answers: [
      [topics.whichDoctor, 'Saint Thomas Hospital, the nurse on the night shift.'],
      [topics.harm, 'He was in intensive care for a week and now has permanent weakness on his left side.'],
      [topics.injuries, 'A stroke, weakness on his left side and his speech.'],
      [topics.providerNames, 'Saint Thomas Hospital.'],
      [topics.discovery, 'The next day, June 10, the doctor told us about the error.'],
      [topics.treatment, 'He is still in rehab.'],
      [topics.bills, 'Over $90,000, Medicare has paid some.'],
      [topics.missedWork, 'He is retired.'],
      [topics.place, 'Nashville, Tennessee.'],
      ...common({ age: 'He is 76 years old.', prior: 'No stroke before.' }),
    ],
  },
  {
    name: 'pressure cooker burn',
    caseType: 'product_liability',
    fullName: 'Angela Cruz',
    phoneNumber: '(602) 555-0123',
    description:
      'My pressure cooker exploded when I opened the lid in my kitchen in Phoenix, Arizona on September 12. I have second degree burns on my arms and chest.',
    answers: [
      [topics.er, 'I went to the emergency room and then a burn unit. I might need skin grafts.'],
      [topics.whoMade, 'It was bought at Target, made by QuickPot.'],
      [topics.product, 'A QuickPot 6 quart pressure cooker.'],
      [topics.preserved, 'Yes, I kept it in my garage.'],
      [topics.discovery, 'Right away, the same day.'],
      [topics.treatment, 'Still getting wound care twice a week.'],
      [topics.bills, 'About $23,000, my health insurance paid most of it.'],
      [topics.missedWork, 'I missed 5 weeks, I make $700 a week.'],
      [topics.photos, 'Yes, I took photos of the cooker and my burns.'],
      ...common({ age: '33' }),
    ],
  },
  {
    name: 'e-bike battery fire',
    caseType: 'product_liability',
    fullName: 'Kevin Nguyen',
    phoneNumber: '(415) 555-0199',
    description:
      'The battery of my e-bike caught fire while charging in my apartment in San Francisco last week. I burned my hands putting it out and the apartment has smoke damage.',
    answers: [
      [topics.er, 'I went to urgent care, no surgery.'],
      [topics.injuries, 'Burns on both hands.'],
      [topics.whoMade, 'A company called VoltRide, I bought it online.'],
      [topics.product, 'A VoltRide e-bike, the model is Urban 500.'],
      [topics.preserved, 'The fire department took it, so I do not have it anymore.'],
      [topics.discovery, 'The day of the fire.'],
      [topics.treatment, 'I was released after two visits.'],
      [topics.bills, 'About $2,400. I paid myself.'],
      [topics.missedWork, "I didn't miss any work."],
      [topics.photos, 'Yes, I have video of the fire.'],
      ...common({ age: "I'm 27", lawyer: 'No lawyer.' }),
    ],
  },
];

export function answerFor(persona: Persona, question: string): string {
  return persona.answers.find(([pattern]) => pattern.test(question))?.[1] ?? "I'm not sure.";
}
