import { z } from 'zod';

import { caseTypes, type Language, roles } from '../../../../../contracts/case-record';

import productKeptFile from './lexicons/product-kept.json' with { type: 'json' };
import productKindsFile from './lexicons/product-kinds.json' with { type: 'json' };
import relativesFile from './lexicons/relatives.json' with { type: 'json' };
import rolesFile from './lexicons/roles.json' with { type: 'json' };
import employerWordsFile from './lexicons/employer-words.json' with { type: 'json' };
import workTimeFile from './lexicons/work-time.json' with { type: 'json' };
import earlierMatterFile from './lexicons/earlier-matter.json' with { type: 'json' };
import earlierTimesFile from './lexicons/earlier-times.json' with { type: 'json' };
import priorDeniedFile from './lexicons/prior-denied.json' with { type: 'json' };
import careAheadFile from './lexicons/care-ahead.json' with { type: 'json' };
import careAtWorkFile from './lexicons/care-at-work.json' with { type: 'json' };
import careDidHarmFile from './lexicons/care-did-harm.json' with { type: 'json' };
import ownShareFile from './lexicons/own-share.json' with { type: 'json' };
import moneyRolesFile from './lexicons/money-roles.json' with { type: 'json' };
import workplaceKindsFile from './lexicons/workplace-kinds.json' with { type: 'json' };
import secondSidesFile from './lexicons/second-sides.json' with { type: 'json' };
import planNameTailsFile from './lexicons/plan-name-tails.json' with { type: 'json' };
import planOfARelativeFile from './lexicons/plan-of-a-relative.json' with { type: 'json' };
import statementAskedFile from './lexicons/statement-asked.json' with { type: 'json' };
import timeOffNotWorkFile from './lexicons/time-off-not-work.json' with { type: 'json' };
import witnessWordsFile from './lexicons/witness-words.json' with { type: 'json' };
import workPapersFile from './lexicons/work-papers.json' with { type: 'json' };
import pharmacyChainsFile from './lexicons/pharmacy-chains.json' with { type: 'json' };
import publicOwnersFile from './lexicons/public-owners.json' with { type: 'json' };
import noBillsFile from './lexicons/no-bills.json' with { type: 'json' };
import noCarFile from './lexicons/no-car.json' with { type: 'json' };
import notWorkingFile from './lexicons/not-working.json' with { type: 'json' };
import careCostFile from './lexicons/care-cost.json' with { type: 'json' };
import workConsequencesFile from './lexicons/work-consequences.json' with { type: 'json' };
import animalsFile from './lexicons/animals.json' with { type: 'json' };
import earlierInjuryCuesFile from './lexicons/earlier-injury-cues.json' with { type: 'json' };
import otherDatedEventsFile from './lexicons/other-dated-events.json' with { type: 'json' };
import plannedEventsFile from './lexicons/planned-events.json' with { type: 'json' };
import moneyToldWithItsKindFile from './lexicons/money-told-with-its-kind.json' with { type: 'json' };
import eventsADateBelongsToFile from './lexicons/events-a-date-belongs-to.json' with { type: 'json' };
import noneSoFarFile from './lexicons/none-so-far.json' with { type: 'json' };
import notArrivedYetFile from './lexicons/not-arrived-yet.json' with { type: 'json' };
import careGoingOnFile from './lexicons/care-going-on.json' with { type: 'json' };
import reportMakersFile from './lexicons/report-makers.json' with { type: 'json' };
import businessInsurersFile from './lexicons/business-insurers.json' with { type: 'json' };
import compCarriersFile from './lexicons/comp-carriers.json' with { type: 'json' };
import staffingAgenciesFile from './lexicons/staffing-agencies.json' with { type: 'json' };
import publicBodyNoSideFile from './lexicons/public-body-no-side.json' with { type: 'json' };
import belongingsFile from './lexicons/belongings.json' with { type: 'json' };

/**
 * The word lists some fact readers read by (data, in ./lexicons), checked against their
 * schema once at start-up. Phrases are normalized text; '*' stands for any one word.
 */

const phrases = z.array(z.string().min(1));

const productKeptSchema = z.object({
  gone: phrases.min(1),
  kept: phrases.min(1),
  keptWhenAsked: phrases,
  keptWhenProductAsked: phrases,
  goneWhenAsked: phrases,
  keepingQuestions: phrases,
  takers: phrases,
  takeVerbs: phrases,
  /** The product named by its kind where it is kept ("I have the treadmill", "the saw is in my garage"). */
  productHeld: z.object({
    holders: phrases.min(1),
    holderObjects: phrases.min(1),
    restsIn: phrases.min(1),
    storage: phrases.min(1),
    notTheSame: phrases.min(1),
  }),
});

const relativeSchema = z.object({
  /** The relative as the visitor names them ("husband", "my 10yo", "mi esposa"). */
  words: phrases.min(1),
  /** Who the writer is to them, in English, as the record keeps it ("wife", "parent"). */
  writerIs: z.string().min(1),
});

const relativesSchema = z.object({
  /** Relatives named as the injured person; the writer is the other side of the tie. */
  injured: z.array(relativeSchema).min(1),
  /** The writer naming themself ("I'm her mom", "soy su hermana"): the record's word for it. */
  selfWords: z.record(z.string(), z.string()),
  /** What an age or a relative can run into that is not a person ("my 12 year old lab"). */
  notPeople: phrases,
  /** "I'm not the one hurt", "no soy yo la lastimada": a relative named with it is the injured person. */
  notTheInjured: phrases,
  /** The injured person named to the writer in a question, by who the writer is ("your child"). */
  theInjured: z.record(z.string(), z.string()),
  /** What a relative does for the injured person ("drove him", "la llevó"): a carer, not the one hurt. */
  carers: phrases.min(1),
  /** "I'm the one who got hurt", "yo soy la que", "fui yo": said as a correction, the writer is the injured person. */
  theWriterIsHurt: phrases.min(1),
  /**
   * A relative only there with the writer ("fui con mi sobrino de nueve", "my 8 year old was in the
   * back seat"), unless the sentence says they were hurt: no injured person, no injured person's
   * age (decision 0278). Written phrases (reading/written-phrases.ts).
   */
  companions: z.object({
    with: phrases.min(1),
    present: phrases.min(1),
    hurt: phrases.min(1),
    /** "she", "ella", "le": the companion again, before the injury that says they were hurt. */
    them: phrases.min(1),
  }),
});

const perLanguage = <T extends z.ZodTypeAny>(schema: T) =>
  z.object({ $comment: z.string(), en: schema, es: schema });

const productKindsSchema = z.object({
  $comment: z.string(),
  /** A kind of product: the record's name for it, and the words people use for it. */
  kinds: z
    .array(
      z.object({
        name: z.string().min(1),
        en: phrases,
        es: phrases,
        /** A part of something else (brakes, a tire): the product only when no whole one is named. */
        part: z.boolean().optional(),
      }),
    )
    .min(1),
  /** What a product did to hurt someone ("exploded", "se rompió"). */
  failures: z.object({ en: phrases, es: phrases }),
  /** Phrases a kind's word sits in without naming a product ("ice cream", "on my phone"). */
  notProducts: z.object({ en: phrases, es: phrases }),
});

export const productKeptWords = perLanguage(productKeptSchema).parse(productKeptFile);
export const productKinds = productKindsSchema.parse(productKindsFile);
export const relativeWords = perLanguage(relativesSchema)
  .extend({ spanishNames: z.record(z.string(), z.string()) })
  .parse(relativesFile);

const bothLanguages = z.object({ en: phrases, es: phrases });

const rolesSchema = z.object({
  $comment: z.string(),
  /** Travel roles, tried in order: 'said' anywhere, 'story' only where what happened is told. */
  travel: z
    .array(
      z.object({
        role: z.enum(roles),
        said: bothLanguages,
        story: bothLanguages,
        /** Only in the story of someone writing for the one hurt: that person's own vehicle (decision 0404). */
        theirs: bothLanguages.optional(),
        notIn: z.array(z.enum(caseTypes)).optional(),
      }),
    )
    .min(1),
  /** The place the visitor was at, tried in order after the case type's own role. */
  places: z.array(z.object({ role: z.enum(roles), en: phrases, es: phrases })).min(1),
  /** Words before a place that make it only where ("outside a bar"). */
  outside: bothLanguages,
  vehicleProducts: bothLanguages,
  ridingProducts: bothLanguages,
  employee: bothLanguages,
});

export const roleWords = rolesSchema.parse(rolesFile);

const workTimeSchema = z.object({
  /** Doing the job's tasks or paid for the time ("on my route", "in a company van"). */
  onTheJob: phrases.min(1),
  /** The time was the visitor's own ("on a Saturday off", "unrelated to my job"). */
  offTheJob: phrases.min(1),
  /** With a comp noun after it, the employer carries no comp ("doesn't carry", "no tiene"). */
  compLacking: phrases.min(1),
  /** Workers' comp as people name it ("workers comp", "seguro de trabajadores"). */
  compNouns: phrases.min(1),
  /** No comp, said in one phrase ("non-subscriber"). */
  compNotCarried: phrases.min(1),
  /** The visitor's own employer follows ("I work for", "trabajo para"). */
  workFor: phrases.min(1),
  /** Not knowing whether, before a comp noun ("not sure if", "no sé si"; decision 0232). */
  compDoubt: phrases.min(1),
  /** Short names of comp a doubt may name besides the comp nouns ("comp"). */
  compDoubtNouns: phrases.min(1),
  /** The body just named is the visitor's employer ("the county, I work there"). */
  workThere: phrases.min(1),
  /** A public body named bare, with nothing of its own that hurt ("the county", "la ciudad"). */
  publicBodyNames: phrases.min(1),
  /** Comp nouns that alone name any compensation or insurance ("compensacion"; decision 0273). */
  genericCompWords: phrases,
  /** A clause naming work with one of these tells time off or leave, not the injury at work. */
  timeOffWords: phrases,
  /** Words that name work or a job ("trabajo", "chamba"). */
  workWords: phrases.min(1),
});

export const workTimeWords = perLanguage(workTimeSchema).parse(workTimeFile);

const employerWordsSchema = z.object({
  /** Open an answer that says what the visitor does ("I do", "soy", "trabajo de"). */
  tradeLeads: phrases.min(1),
  /** Trades and lines of work as people name them. */
  trades: phrases.min(1),
  /** The small words a trade-only answer holds besides its trades. */
  fillers: phrases,
  /** Lead an employer's name ("for", "at", "para", "en"). */
  links: phrases.min(1),
  /** Mark an organisation ("company", "inc", "empresa"). */
  companyWords: phrases.min(1),
  /** Say that the name after them is the employer, in any answer ("my employer is"). */
  namedAs: phrases.min(1),
  /** The same, only in a work injury ("the company is"). */
  companyNamedAs: phrases.min(1),
  /** Before "the company": someone else's ("the other company"). */
  otherSide: phrases.min(1),
  /** Say the visitor works for themself, anywhere ("self-employed", "trabajo por mi cuenta"). */
  selfEmployed: phrases.min(1),
  /** The same, only as the answer to the employer question ("freelance", "on my own"). */
  selfEmployedAsAnswer: phrases,
  /** How "self-employed" is said back. */
  selfEmployedSaid: z.string().min(1),
  /** Time off work at a place: a name after it is the employer ("missed 6 days at"; decision 0234). */
  missedAt: phrases.min(1),
  /** The visitor's own work just before a workplace's name ("my shift at"; decision 0334). */
  ownWorkplaceLeads: phrases.min(1),
  /** The same, just after it ("where I work", "donde trabajo"). */
  ownWorkplaceTails: phrases.min(1),
  /** Kinds of workplace said beside its name ("plant", "bodega"). */
  workplaceHeads: phrases.min(1),
  /** Say that the name right before them is the employer ("… is my employer"; decision 0402). */
  namedBefore: phrases.min(1),
  /** Open the time spent with an employer ("been with … for six years"; decision 0402). */
  tenureLeads: phrases.min(1),
  /** Lead whoever hired the visitor, a staffing agency above all ("a temp through"; decision 0402). */
  hiredLeads: phrases.min(1),
  /** Lead the job said after the employer's name ("de", "como"): no part of the name. */
  jobTails: phrases,
});

export const employerWords = perLanguage(employerWordsSchema).parse(employerWordsFile);

/** A Spanish workplace told by its kind, in English words (decision 0211). */
const wordMap = z.record(z.string(), z.string());
export const workplaceKinds = z
  .object({ determiners: wordMap, heads: wordMap, adjectives: wordMap, modifiers: wordMap })
  .parse(workplaceKindsFile);

/** Times long before the incident ("years ago", "de niño"): an injury told with one is an earlier one (decision 0197). */
export const earlierTimeWords = perLanguage(z.object({ longAgo: phrases.min(1) })).parse(earlierTimesFile);

/** Earlier injuries denied in passing ("never hurt my knee before this"; decision 0213). */
export const priorDeniedWords = perLanguage(
  z.object({
    denials: phrases.min(1),
    hurtWords: phrases.min(1),
    before: phrases.min(1),
    notDenials: phrases,
  }),
).parse(priorDeniedFile);

/** Care still to come, said in passing ("I still have to see a specialist"; decision 0213). */
export const careAheadWords = perLanguage(
  z.object({
    ahead: phrases.min(1),
    care: phrases.min(1),
    aheadWhenAsked: phrases.min(1),
    over: phrases.min(1),
    releaseDenied: phrases.min(1),
  }),
).parse(careAheadFile);

/** A place of care where the visitor works, not care they got (decision 0335). */
export const careAtWorkWords = perLanguage(z.object({ leads: phrases.min(1), tails: phrases.min(1) })).parse(
  careAtWorkFile,
);

/** A word of care followed by the harm it did ("the chiropractor cracked my neck"; decision 0405). */
export const careDidHarmWords = perLanguage(
  z.object({ doerVerbs: phrases.min(1), between: phrases.min(1) }),
).parse(careDidHarmFile);

/** A recorded statement asked for, not given ("they want me to do a recorded call"; decision 0233). */
export const statementAskedWords = perLanguage(
  z.object({
    requests: phrases.min(1),
    recordings: phrases.min(1),
    given: phrases.min(1),
    recordingsWhenAsked: phrases.min(1),
    askedAlone: phrases.min(1),
  }),
).parse(statementAskedFile);

/** Papers about going back to work, never an insurer's release (decision 0365). */
export const workPapersWords = perLanguage(
  z.object({ papers: phrases.min(1), insurerPapers: phrases.min(1) }),
).parse(workPapersFile);

/** Time off that is no work missed: a child's school, a carer's days (decision 0234). */
export const timeOffNotWorkWords = perLanguage(
  z.object({ school: phrases.min(1), caring: phrases.min(1), work: phrases.min(1) }),
).parse(timeOffNotWorkFile);

/** When a no is not about witnesses: no one minding the place, another fact denied (decision 0234). */
export const witnessWords = perLanguage(
  z.object({ absent: phrases.min(1), staffing: phrases.min(1), otherTopics: phrases.min(1) }),
).parse(witnessWordsFile);
const notWorkingStateSchema = z.object({
  self: phrases.min(1),
  person: phrases.min(1),
  school: phrases.optional(),
});

/**
 * Why the injured person earned no pay before the injury (decision 0229): retired, on
 * disability, a student or a school child, out of work or at home with the children (decision
 * 0333), with the words that make it the injury's doing.
 */
export const notWorkingWords = perLanguage(
  z.object({
    retired: notWorkingStateSchema,
    disabled: notWorkingStateSchema,
    student: notWorkingStateSchema,
    unemployed: notWorkingStateSchema,
    homemaker: notWorkingStateSchema,
    whenAsked: z.object({
      retired: phrases.min(1),
      disabled: phrases.min(1),
      student: phrases.min(1),
      unemployed: phrases.min(1),
      homemaker: phrases.min(1),
    }),
    bareTails: phrases.min(1),
    unless: phrases.min(1),
  }),
).parse(notWorkingFile);

/** The visitor's own share of the bills: "my part", a copay paid (decision 0214). */
export const ownShareWords = perLanguage(
  z.object({ share: phrases.min(1), copays: phrases.min(1), perVisit: phrases.min(1) }),
).parse(ownShareFile);

/**
 * Words beside an amount that give it its role or keep it from one (decision 0302): the price of
 * one occasion, a fare, a balance still owed, pay earned.
 */
export const moneyRoleWords = perLanguage(
  z.object({
    perOccasion: phrases.min(1),
    perOccasionBefore: phrases.min(1),
    fares: phrases.min(1),
    driving: phrases.min(1),
    notFares: phrases.min(1),
    owedBefore: phrases.min(1),
    owesBefore: phrases.min(1),
    owedAfter: phrases.min(1),
    earned: phrases.min(1),
    /** Money received instead of pay, the generic payers of it, and the verbs of receiving (decision 0350). */
    benefits: phrases.min(1),
    benefitPayers: phrases.min(1),
    received: phrases.min(1),
  }),
).parse(moneyRolesFile);

/** An earlier matter told as over, and the words that turn to the present one (decision 0208). */
export const earlierMatterWords = perLanguage(
  z.object({ closed: phrases.min(1), turn: phrases.min(1) }),
).parse(earlierMatterFile);

export type ProductKeptWords = z.infer<typeof productKeptSchema>;
export type RelativeWords = z.infer<typeof relativesSchema>;

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A word-bounded pattern matching any of the phrases, longest first; '*' is any one word. */
/** Precise cues of a case's second side (decision 0212). */
export const secondSideWords = perLanguage(
  z.object({
    vehicleParts: phrases.min(1),
    vehicles: phrases.min(1),
    notVehicles: phrases.min(1),
  }),
).parse(secondSidesFile);

/** Words that end a health plan's name in an answer (decision 0211). */
export const planNameTails = perLanguage(phrases.min(1)).parse(planNameTailsFile);

/** A health plan held through a relative: its leads and what may stand before its name (decision 0336). */
export const planOfARelativeWords = perLanguage(
  z.object({ relatives: phrases.min(1), leads: phrases.min(1), connectors: phrases.min(1) }),
).parse(planOfARelativeFile);

/** Pharmacy chains by name, and words of a pharmacy story (decision 0212). */
export const pharmacyChains = z
  .object({
    chains: z.array(z.object({ name: z.string().min(1), variants: phrases.min(1) })).min(1),
    pharmacyWords: phrases.min(1),
  })
  .parse(pharmacyChainsFile);

/** A public body said to answer for the place of a fall, and what it is said to have known or not fixed (decision 0400). */
export const publicOwnerWords = perLanguage(
  z.object({ bodies: z.record(z.string().min(1), z.string().min(1)), says: phrases.min(1) }),
).parse(publicOwnersFile);

/** Answers that say there are no medical bills so far (decision 0239). */
export const noBillsWords = perLanguage(z.object({ whole: phrases.min(1), said: phrases.min(1) })).parse(
  noBillsFile,
);

/** Answers that say nothing so far: a none, a word of "yet", and words with no answer in them (decision 0276). */
export const noneSoFarWords = perLanguage(
  z.object({ nones: phrases.min(1), yets: phrases.min(1), fillers: phrases.min(1) }),
).parse(noneSoFarFile);

/** A thing asked about that has not come yet: not arrived with a "yet", or waited on (decision 0328). */
export const notArrivedYetWords = perLanguage(
  z.object({ notArrived: phrases.min(1), waiting: phrases.min(1), yets: phrases.min(1) }),
).parse(notArrivedYetFile);

const notArrivedYetPatterns = {
  en: {
    notArrived: phrasePattern(notArrivedYetWords.en.notArrived),
    waiting: phrasePattern(notArrivedYetWords.en.waiting),
    yets: phrasePattern(notArrivedYetWords.en.yets),
  },
  es: {
    notArrived: phrasePattern(notArrivedYetWords.es.notArrived),
    waiting: phrasePattern(notArrivedYetWords.es.waiting),
    yets: phrasePattern(notArrivedYetWords.es.yets),
  },
};

/**
 * "the bill hasn't come yet", "todavía no me llega la cuenta", "still waiting on the bills": a
 * clause (normalized) that says the thing has not come yet, with no figure in it (decision 0328).
 */
export function saysNotArrivedYet(plain: string, language: Language): boolean {
  if (/\d/.test(plain)) return false;
  const words = notArrivedYetPatterns[language];
  return words.waiting.test(plain) || (words.notArrived.test(plain) && words.yets.test(plain));
}

/** Care said to go on by how often it comes or by a word of now (decision 0338). */
export const careGoingOnWords = perLanguage(
  z.object({
    frequencies: phrases.min(1),
    nows: phrases.min(1),
    attending: phrases.min(1),
    notNow: phrases.min(1),
  }),
).parse(careGoingOnFile);

/** A figure said as what care cost ("the ambulance was like 700"), and the words that keep a year a year (decision 0268). */
export const careCostWords = perLanguage(
  z.object({
    subjects: phrases.min(1),
    links: phrases.min(1),
    hedges: phrases.min(1),
    yearLeads: phrases.min(1),
  }),
).parse(careCostFile);

/** A visitor who has no car of their own (decision 0240). */
export const noCarWords = perLanguage(
  z.object({ said: phrases.min(1), others: phrases.min(1), notAfter: phrases.min(1) }),
).parse(noCarFile);

/** What the injury does to the visitor's work, as a worry or a loss in a story (decision 0286). */
export const workConsequenceWords = perLanguage(phrases.min(1)).parse(workConsequencesFile);

/** Events a story dates besides the incident: care after it, a thing bought or installed (decision 0284). */
export const otherDatedEventWords = perLanguage(
  z.object({ care: phrases.min(1), acquired: phrases.min(1), diagnosis: phrases.min(1) }),
).parse(otherDatedEventsFile);

/** What kind of money an amount is: own medical coverage, pay beside a wage, a product said out loud, paid help (decisions 0422, 0423). */
export const moneyToldWithItsKindWords = perLanguage(
  z.object({
    coverages: phrases.min(1),
    coverageLimits: phrases.min(1),
    payAdditions: phrases.min(1),
    times: phrases.min(1),
    equals: phrases.min(1),
    paidHelp: phrases.min(1),
  }),
).parse(moneyToldWithItsKindFile);

/** Care, work and insurer events a later answer dates, and words of the incident itself (decision 0421). */
export const eventsADateBelongsToWords = perLanguage(
  z.object({ events: phrases.min(1), incident: phrases.min(1) }),
).parse(eventsADateBelongsToFile);

/** Words that date something still to come: an appointment, a surgery booked (decision 0358). */
export const plannedEventWords = perLanguage(z.object({ planned: phrases.min(1) })).parse(plannedEventsFile);

/** Words of the body's health that make a "prior", "before this" in a story an earlier injury (decision 0285). */
export const earlierInjuryCueWords = perLanguage(z.object({ health: phrases.min(1) })).parse(
  earlierInjuryCuesFile,
);

/** Animals that attack people and how they do it, for the case-type reading (decision 0307). */
export const animalWords = perLanguage(
  z.object({
    animals: phrases.min(1),
    ambiguous: phrases.min(1),
    attacks: phrases.min(1),
    otherSenses: phrases.min(1),
  }),
).parse(animalsFile);

/**
 * Who makes a report that is not the police's (decision 0345): an employer, a store, a landlord,
 * a school; and the report's own kinds ("incident report").
 */
export const reportMakerWords = perLanguage(
  z.object({ makers: phrases.min(1), kinds: phrases.min(1) }),
).parse(reportMakersFile);

/**
 * Whose insurer is the other side's in a fall or a work injury (decision 0346): the business or
 * the property owner, the words that make a clause about an insurer, and the visitor's own side.
 */
export const businessInsurerWords = perLanguage(
  z.object({ owners: phrases.min(1), insurerWords: phrases.min(1), notOthers: phrases.min(1) }),
).parse(businessInsurersFile);

/** Words that make an insurer a workers' comp carrier, the employer's, never the other side's (decision 0440). */
export const compCarrierWords = perLanguage(z.object({ compWords: phrases.min(1) })).parse(compCarriersFile);

/** A public body named as the place or as the responders who came, no side (decision 0441). */
export const publicBodyNoSideWords = perLanguage(
  z.object({
    responders: phrases.min(1),
    bodies: phrases.min(1),
    arrivals: phrases.min(1),
    places: phrases.min(1),
    namings: phrases.min(1),
    notNames: phrases.min(1),
  }),
).parse(publicBodyNoSideFile);

/** A worker from another company, an agency above all, who did the harm at work (decision 0439). */
export const staffingAgencyWords = perLanguage(
  z.object({ people: phrases.min(1), links: phrases.min(1), agencyWords: phrases.min(1) }),
).parse(staffingAgenciesFile);

/** The visitor's things an accident damages besides a vehicle, and the words of their damage (decision 0347). */
export const belongingWords = perLanguage(
  z.object({ items: phrases.min(1), damaged: phrases.min(1), fine: phrases.min(1) }),
).parse(belongingsFile);

/** The phrases of a list as the alternatives of a pattern, longest first ('*' any one word). */
export function phraseAlternation(list: readonly string[]): string {
  return [...list]
    .sort((a, b) => b.length - a.length)
    .map((phrase) =>
      escape(phrase)
        .split(' ')
        .map((word) => (word === '*' ? "[\\p{L}\\d'-]+" : word))
        .join('\\s+'),
    )
    .join('|');
}

export function phrasePattern(list: readonly string[], flags = ''): RegExp {
  if (list.length === 0) return /(?!)/;
  return new RegExp(`(?<![\\p{L}\\d'])(?:${phraseAlternation(list)})(?![\\p{L}\\d'])`, `${flags}u`);
}

export const forLanguage = <T>(words: { en: T; es: T }, language: Language): T => words[language];
