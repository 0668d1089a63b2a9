import * as chrono from 'chrono-node';

import type { CaseRecord, CaseType } from '../../../../contracts/case-record';

import { stateCodes, usCities, usStates } from './us-places';

/**
 * Reads facts out of plain text into the case record: the accident description and every
 * answer. Libraries where one exists (chrono-node for dates); word lists for the rest.
 * Extraction never overwrites a fact with nothing, and only the pending question's
 * answer may overwrite a fact already known (the visitor is correcting it).
 */

export type FactKey =
  | 'name'
  | 'phone'
  | 'caseType'
  | 'incidentDate'
  | 'state'
  | 'atFault'
  | 'injuries'
  | 'medicalCare'
  | 'treatment'
  | 'medicalBills'
  | 'payer'
  | 'lostWages'
  | 'propertyDamage'
  | 'insurance'
  | 'policeReport'
  | 'witnesses'
  | 'photos'
  | 'ownFault'
  | 'hasAttorney'
  | 'priorInjuries'
  | 'age'
  | 'employer'
  | 'thirdParty'
  | 'claimFiled'
  | 'provider'
  | 'discoveryDate'
  | 'productName'
  | 'preserved';

export interface ExtractOptions {
  /** The fact the agent last asked for: a bare "yes", a number or a date answers it. */
  pending?: FactKey | null;
  referenceDate: Date;
}

const NEGATION =
  /\b(no|not|never|didn'?t|did not|don'?t|do not|without|wasn'?t|weren'?t|haven'?t|hasn'?t|hadn'?t|none|nobody|nothing|neither|nor)\b/;

/** True when a negation word sits shortly before `index` in the same clause. */
export function isNegatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index).toLowerCase();
  const clause = before.split(/[.;!?]|\bbut\b|\bhowever\b|,\s*(?:and|so)\b/).pop() ?? '';
  return NEGATION.test(clause);
}

function findPositive(text: string, pattern: RegExp): boolean | undefined {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  let seen: boolean | undefined;
  for (const match of text.matchAll(global)) {
    const negated = isNegatedAt(text, match.index ?? 0);
    if (!negated) return true;
    seen = false;
  }
  return seen;
}

export function parseYesNo(text: string): boolean | undefined {
  const lower = text.trim().toLowerCase();
  if (
    /^(yes|yeah|yep|yup|ya|correct|right|sure|absolutely|definitely|i did|i do|i have|we did|there (were|was|is)|they did|it was|true)\b/.test(
      lower,
    )
  ) {
    return true;
  }
  if (
    /^(no|nope|nah|none|not|never|i didn'?t|i don'?t|i haven'?t|i have not|i did not|there (weren'?t|wasn'?t)|nobody|no one|nothing|false)\b/.test(
      lower,
    )
  ) {
    return false;
  }
  return undefined;
}

export function saysUnknown(text: string): boolean {
  return /\b(i )?(don'?t|do not|dont) know\b|\bnot sure\b|\bno idea\b|\bunsure\b|\b(don'?t|can'?t|do not|cannot) remember\b|\bnot certain\b|\bno clue\b|\bidk\b/i.test(
    text,
  );
}

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  couple: 2,
  few: 3,
  several: 4,
};

function toNumber(word: string): number | undefined {
  const cleaned = word.toLowerCase().replace(/,/g, '');
  if (/^\d+(\.\d+)?$/.test(cleaned)) return Number(cleaned);
  return numberWords[cleaned];
}

// ---------------------------------------------------------------- case type

const caseTypeCues: Record<Exclude<CaseType, 'other'>, [RegExp, number][]> = {
  auto: [
    [/\b(car|cars|vehicle|suv|truck|semi|motorcycle|motorbike|minivan|van|sedan)\b/i, 2],
    [
      /\b(rear[- ]?ended|t[- ]?boned|collision|crash(ed)?|hit me|ran a red|red light|stop sign|intersection|highway|freeway|lane|uber|lyft|rideshare|driver|driving|drove|airbag|head[- ]on|hit[- ]and[- ]run)\b/i,
      2,
    ],
    [/\b(pedestrian|crosswalk|bicycle|cyclist)\b/i, 1],
  ],
  slip_fall: [
    [
      /\b(slipped|slip|tripped|trip(ped)? over|wet floor|spill(ed)?|puddle|icy|ice|uneven|pothole|stairs|staircase|step|handrail|sidewalk)\b/i,
      2,
    ],
    [/\b(fell|fall|fallen|landed)\b/i, 1],
    [
      /\b(store|grocery|supermarket|restaurant|apartment|landlord|mall|parking lot|premises|walmart|target|costco)\b/i,
      1,
    ],
  ],
  workplace: [
    [
      /\b(at work|on the job|job site|jobsite|construction site|my (employer|boss|job|shift|supervisor|foreman)|coworker|co-worker|warehouse|forklift|scaffold(ing)?|workers'? ?comp(ensation)?|factory|plant floor|loading dock)\b/i,
      3,
    ],
    [/\b(employer|work|working|shift|site)\b/i, 1],
  ],
  medical_malpractice: [
    [
      /\b(misdiagnos\w*|malpractice|surgical error|wrong (medication|dose|site)|left .* inside|surgeon|botched|medication error|failed to diagnose|delayed diagnosis|birth injury|negligent doctor|anesthesia)\b/i,
      3,
    ],
    [
      /\b(doctor|dr\.|physician|nurse|hospital|clinic|er doctor|prescribed|diagnos\w*|surgery|operation)\b/i,
      1,
    ],
  ],
  product_liability: [
    [
      /\b(defective|defect|exploded|explosion|recall(ed)?|malfunction(ed)?|caught fire|manufacturer|faulty|product)\b/i,
      3,
    ],
    [
      /\b(pressure cooker|battery|charger|e-?bike|scooter|heater|ladder broke|device|appliance|blender|space heater|hoverboard|airbag failed|tire blew)\b/i,
      2,
    ],
  ],
};

export interface CaseTypeGuess {
  caseType: CaseType;
  /** True when two types score close (e.g. a crash while driving for work): confirm with the visitor. */
  isAmbiguous: boolean;
  runnerUp?: CaseType;
}

export function classifyCaseType(text: string): CaseTypeGuess | undefined {
  const scores = (Object.keys(caseTypeCues) as Exclude<CaseType, 'other'>[])
    .map((caseType) => ({
      caseType,
      score: caseTypeCues[caseType].reduce(
        (sum, [pattern, weight]) =>
          sum + (text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0) * weight,
        0,
      ),
    }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score === 0) return undefined;
  const isAmbiguous = second !== undefined && second.score >= 3 && best.score - second.score <= 1;
  return { caseType: best.caseType, isAmbiguous, ...(isAmbiguous ? { runnerUp: second.caseType } : {}) };
}

export const caseTypeAnswers: [RegExp, CaseType][] = [
  [/\b(car|auto|vehicle|truck|motorcycle|crash|driving|traffic)\b/i, 'auto'],
  [/\b(slip|trip|fall|fell)\b/i, 'slip_fall'],
  [/\b(work|job|employer|workplace)\b/i, 'workplace'],
  [/\b(medical|doctor|hospital|malpractice|surgery|misdiagnos\w*)\b/i, 'medical_malpractice'],
  [/\b(product|defect\w*|device|recall\w*)\b/i, 'product_liability'],
];

// ---------------------------------------------------------------- extraction helpers

function dates(text: string, referenceDate: Date): { iso: string; index: number }[] {
  return chrono
    .parse(text, referenceDate, { forwardDate: false })
    .filter((result) => {
      const start = result.start;
      // A bare clock time ("at 5") is not an accident date.
      return (
        start.isCertain('day') ||
        start.isCertain('month') ||
        start.isCertain('weekday') ||
        /ago|yesterday|today|last/i.test(result.text)
      );
    })
    .map((result) => {
      const date = result.start.date();
      // chrono may resolve "March 3" to the coming March; an accident lies in the past.
      if (date > referenceDate && !result.start.isCertain('year')) date.setFullYear(date.getFullYear() - 1);
      return { date, index: result.index };
    })
    .filter(({ date }) => date <= referenceDate && date.getFullYear() > 1900)
    .map(({ date, index }) => ({ iso: date.toISOString().slice(0, 10), index }));
}

interface MoneyMention {
  amount: number;
  index: number;
  context: string;
  /** The words right after the amount ("a week", "per hour"). */
  after: string;
}

const MONEY =
  /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(k|thousand|grand|million)?\b|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(k|thousand|grand|million)?\s*(dollars|bucks)\b|\b(\d+(?:\.\d+)?)\s*(k|thousand|grand)\b/gi;

function moneyMentions(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const match of text.matchAll(MONEY)) {
    const digits = match[1] ?? match[3] ?? match[6] ?? '0';
    const scale = (match[2] ?? match[4] ?? match[7] ?? '').toLowerCase();
    let amount = Number(digits.replace(/,/g, ''));
    if (scale === 'k' || scale === 'thousand' || scale === 'grand') amount *= 1000;
    if (scale === 'million') amount *= 1_000_000;
    const index = match.index ?? 0;
    const context = text.slice(Math.max(0, index - 60), index + match[0].length + 40).toLowerCase();
    const after = text.slice(index + match[0].length, index + match[0].length + 20).toLowerCase();
    if (amount > 0 && amount <= 1_000_000_000) found.push({ amount, index, context, after });
  }
  return found;
}

type MoneyKind = 'medical' | 'property' | 'wages' | 'policy' | 'future';

function moneyKind(context: string): MoneyKind | undefined {
  if (/\b(policy|limit|coverage of|covers up to)\b/.test(context)) return 'policy';
  if (/\b(future|will need|going to need|more surgery|estimate for (surgery|treatment))\b/.test(context))
    return 'future';
  if (
    /\b(a|an|per|each) (week|hour|year|month)\b|\bweekly\b|\bhourly\b|\bsalary\b|\bwage|\bpaycheck|\bincome|\bearn|\blost (pay|wages|income)/.test(
      context,
    )
  )
    return 'wages';
  if (
    /\b(repair|estimate|body shop|totaled|total loss|damage to (my|the) (car|truck|vehicle|bike)|car|vehicle|truck|bumper|bike)\b/.test(
      context,
    )
  )
    return 'property';
  if (
    /\b(bill|bills|medical|hospital|er\b|emergency|doctor|treatment|therapy|surgery|ambulance|mri|x-ray|chiropractor|physical therapy|health insurance|medicare|medicaid)/.test(
      context,
    )
  )
    return 'medical';
  return undefined;
}

const bodyPartWords = [
  'lower back',
  'upper back',
  'head',
  'neck',
  'back',
  'spine',
  'shoulder',
  'arm',
  'elbow',
  'wrist',
  'hand',
  'finger',
  'hip',
  'leg',
  'knee',
  'ankle',
  'foot',
  'feet',
  'toe',
  'chest',
  'rib',
  'ribs',
  'face',
  'jaw',
  'eye',
  'teeth',
  'tooth',
  'brain',
  'skull',
  'pelvis',
  'collarbone',
  'abdomen',
  'stomach',
  'tailbone',
  'hamstring',
  'achilles',
  'thumb',
  'nose',
  'bowel',
  'kidney',
  'liver',
  'lung',
  'skin',
  'hands',
  'arms',
  'legs',
  'knees',
  'shoulders',
];
const BODY_PART = new RegExp(`\\b(${bodyPartWords.join('|')})\\b`, 'gi');
const INJURY_WORDS =
  /\b(broke|broken|fracture[sd]?|torn|tear|herniated|bulging|concussion|whiplash|sprain(ed)?|strain(ed)?|bruis(e|ed|es|ing)|sore|pains?|hurt(s|ing)?|ach(e|es|ed|ing)|stiff(ness)?|swollen|swelling|numb(ness)?|injur(ed|y|ies)|cut|laceration|stitches|burn(s|ed)?|dislocated|paralyz(ed|is)|amputat\w*|infection|nerve damage|scar(ring)?)\b/i;

const insurers = [
  'state farm',
  'geico',
  'progressive',
  'allstate',
  'usaa',
  'liberty mutual',
  'farmers',
  'nationwide',
  'travelers',
  'american family',
  'erie',
  'the hartford',
  'hartford',
  'safeco',
  'esurance',
  'mercury',
  'kemper',
  'auto-owners',
  'root',
  'metlife',
  'chubb',
  'aig',
  'zurich',
  'cna',
  'amica',
  'infinity',
  'bristol west',
  'dairyland',
];
const INSURER = new RegExp(`\\b(${insurers.join('|')})\\b`, 'gi');

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

function sentenceAround(text: string, index: number, max = 500): string {
  const start = Math.max(text.lastIndexOf('.', index) + 1, 0);
  const endDot = text.indexOf('.', index);
  const end = endDot === -1 ? text.length : endDot + 1;
  return text.slice(start, end).trim().slice(0, max);
}

function mergeList(existing: string[] | undefined, additions: string[], max: number): string[] {
  const out = [...(existing ?? [])];
  for (const item of additions)
    if (!out.some((entry) => entry.toLowerCase() === item.toLowerCase())) out.push(item);
  return out.slice(0, max);
}

// ---------------------------------------------------------------- the extractor

/**
 * Returns a new record with every fact the text gives. `filled` names the facts this text
 * supplied, so the agent can tell an answer from a message that said nothing it could use.
 */
export function extractFacts(
  input: CaseRecord,
  text: string,
  options: ExtractOptions,
): { record: CaseRecord; filled: Set<FactKey> } {
  const record: CaseRecord = structuredClone(input);
  const filled = new Set<FactKey>();
  const pending = options.pending ?? null;
  const yesNo = parseYesNo(text);
  const mark = (key: FactKey) => filled.add(key);
  /** Whether a fact may be written: unknown so far, or the visitor is answering it now. */
  const may = (key: FactKey, current: unknown) => current === undefined || pending === key;

  // Case type: from the description, or an answer to "what happened / which kind".
  if (pending === 'caseType') {
    const answer = caseTypeAnswers.find(([pattern]) => pattern.test(text));
    const guess = classifyCaseType(text);
    const chosen = guess && !guess.isAmbiguous ? guess.caseType : answer?.[1];
    if (chosen) {
      record.caseType = chosen;
      mark('caseType');
    }
  } else if (record.caseType === undefined) {
    const guess = classifyCaseType(text);
    if (guess) {
      record.caseType = guess.caseType;
      mark('caseType');
    }
  }

  // Dates: the incident date, and for latent harm the discovery date.
  const found = dates(text, options.referenceDate);
  for (const { iso, index } of found) {
    const before = text.slice(Math.max(0, index - 50), index).toLowerCase();
    const isDiscovery =
      /\b(found out|discovered|noticed|diagnosed|learned|realized|told me|find out|symptoms started|started having)\b/.test(
        before,
      );
    if (pending === 'discoveryDate' || (isDiscovery && pending !== 'incidentDate')) {
      if (may('discoveryDate', record.discoveryDate)) {
        record.discoveryDate = iso;
        mark('discoveryDate');
      }
    } else if (may('incidentDate', record.incidentDate) && !filled.has('incidentDate')) {
      record.incidentDate = iso;
      mark('incidentDate');
    }
  }

  if (
    pending === 'discoveryDate' &&
    !filled.has('discoveryDate') &&
    record.incidentDate &&
    /\b(right away|same day|that day|immediately|at once|the day of)\b/i.test(text)
  ) {
    record.discoveryDate = record.incidentDate;
    mark('discoveryDate');
  }

  // Place: state name, "City, ST", or a known city.
  if (may('state', record.state)) {
    let state: string | undefined;
    let city: string | undefined;
    for (const [name, code] of Object.entries(usStates)) {
      if (
        new RegExp(`\\b${name}\\b`, 'i').test(text) &&
        !(name === 'washington' && /washington (street|st\b|ave|avenue|blvd|d\.?c)/i.test(text))
      ) {
        state = code;
        break;
      }
    }
    const cityState = /\b([A-Z][a-zA-Z.]+(?: [A-Z][a-zA-Z.]+)?),\s*([A-Z]{2})\b/.exec(text);
    if (cityState && stateCodes.has(cityState[2]!)) {
      state ??= cityState[2];
      city = cityState[1];
    }
    if (!state && pending === 'state') {
      const code = /\b([A-Z]{2})\b/.exec(text.trim())?.[1];
      if (code && stateCodes.has(code)) state = code;
    }
    for (const [name, code] of Object.entries(usCities)) {
      if (new RegExp(`\\b${name.replace('.', '\\.')}\\b`, 'i').test(text)) {
        city ??= titleCase(name);
        state ??= code;
        break;
      }
    }
    if (state) {
      record.state = state;
      mark('state');
    }
    if (city && !record.city) record.city = city.slice(0, 120);
  }

  // Parties: who is at fault; government or employer involvement.
  const parties = { ...record.parties };
  const governmentCue =
    /\b(city bus|city of|county|state (trooper|vehicle|property|road)|government|municipal|federal|public (school|sidewalk|park|property|road)|police (car|cruiser|officer)|post office|usps|va hospital|veterans affairs|school district|department of transportation|dot truck|city sidewalk|city-owned|county-owned)\b/i;
  if (governmentCue.test(text)) parties.isGovernment = true;
  else if (
    pending === 'atFault' &&
    yesNo === undefined &&
    parties.isGovernment === undefined &&
    /\b(private|a person|company|business)\b/i.test(text)
  ) {
    parties.isGovernment = false;
  }
  const atFaultCue =
    /\b(the other driver|other driver|a (drunk|distracted|truck|delivery|uber|lyft|bus|taxi) driver|(the|a|another) (driver|truck|semi|car|van|bus)|the (store|restaurant|landlord|property owner|owner|manager|hotel|city|county|company|manufacturer|maker|hospital|doctor|surgeon|nurse|clinic|contractor|subcontractor|general contractor)|my (employer|boss|landlord|doctor|surgeon)|(dr\.|doctor) [A-Z][a-z]+)\b/i;
  const faultMatch = atFaultCue.exec(text);
  if (faultMatch && (may('atFault', parties.atFault) || parties.atFault === undefined)) {
    parties.atFault = sentenceAround(text, faultMatch.index ?? 0, 500);
    mark('atFault');
  } else if (pending === 'atFault' && text.trim().length > 2 && !saysUnknown(text)) {
    parties.atFault = text.trim().slice(0, 500);
    mark('atFault');
  }
  const properNames = [
    ...text.matchAll(
      /\b(?:Dr\.?|Doctor)\s+[A-Z][a-z]+(?: [A-Z][a-z]+)?|\b[A-Z][a-z]+ (?:Hospital|Medical Center|Clinic|Construction|Logistics|Trucking|Foods|Market|Inc|LLC|Corp|Company)\b/g,
    ),
  ].map((match) => match[0]);
  if (properNames.length > 0) parties.names = mergeList(parties.names, properNames, 20);
  if (Object.keys(parties).length > 0) record.parties = parties;

  // Workplace specifics.
  if (record.caseType === 'workplace' || pending === 'employer' || pending === 'thirdParty') {
    const employerName =
      /\b(?:work(?:ed|ing)? (?:for|at)|employed by|my employer(?: is)?|job at)\s+([A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,3})/.exec(
        text,
      );
    if (employerName && may('employer', record.parties?.isEmployer)) {
      record.parties = {
        ...record.parties,
        isEmployer: true,
        names: mergeList(record.parties?.names, [employerName[1]!], 20),
      };
      mark('employer');
    } else if (pending === 'employer' && text.trim().length > 1 && !saysUnknown(text)) {
      const name = text
        .trim()
        .replace(/^(i work(ed)? (for|at)|it'?s|it is|the company is)\s+/i, '')
        .slice(0, 200);
      record.parties = {
        ...record.parties,
        isEmployer: true,
        names: mergeList(record.parties?.names, [name], 20),
      };
      mark('employer');
    }
    const thirdPartyCue =
      /\b(subcontractor|general contractor|another company|other company|different company|separate company|third[- ]party|manufacturer|equipment (maker|company)|property owner|another driver|delivery driver|a driver|the machine maker|staffing agency|temp agency|a temp)\b/i;
    const thirdParty = findPositive(text, thirdPartyCue);
    if (thirdParty !== undefined && may('thirdParty', record.parties?.hasThirdParty)) {
      record.parties = { ...record.parties, hasThirdParty: thirdParty };
      mark('thirdParty');
    } else if (pending === 'thirdParty' && yesNo !== undefined) {
      record.parties = { ...record.parties, hasThirdParty: yesNo };
      mark('thirdParty');
    } else if (pending === 'thirdParty' && /\b(just|only) (my|the) (employer|company)\b/i.test(text)) {
      record.parties = { ...record.parties, hasThirdParty: false };
      mark('thirdParty');
    }
    const claim = findPositive(
      text,
      /\b(filed|file|opened|reported|submitted|started) (a |an |my )?(workers'? ?comp(ensation)?|comp|claim)\b|\bworkers'? ?comp(ensation)? (claim|is paying|pays|approved|denied)\b|\bon workers'? ?comp\b/i,
    );
    if (claim !== undefined && may('claimFiled', record.insurance?.claimFiled)) {
      record.insurance = { ...record.insurance, claimFiled: claim };
      mark('claimFiled');
    } else if (pending === 'claimFiled' && yesNo !== undefined) {
      record.insurance = { ...record.insurance, claimFiled: yesNo };
      mark('claimFiled');
    }
  }

  // Injuries: body parts, words, severity ladder, care received.
  const injuries = { ...record.injuries };
  const parts = [...text.matchAll(BODY_PART)]
    .filter((match) => !isNegatedAt(text, match.index ?? 0))
    .map((match) => match[1]!.toLowerCase());
  const injuryMatch = INJURY_WORDS.exec(text);
  if (
    (parts.length > 0 && injuryMatch) ||
    (pending === 'injuries' && text.trim().length > 2 && !saysUnknown(text))
  ) {
    injuries.bodyParts = mergeList(injuries.bodyParts, parts, 30);
    const sentence = injuryMatch
      ? sentenceAround(text, injuryMatch.index ?? 0, 2000)
      : text.trim().slice(0, 2000);
    injuries.description =
      injuries.description && pending !== 'injuries'
        ? `${injuries.description} ${sentence}`.slice(0, 2000)
        : sentence;
    mark('injuries');
  }
  const flag = (pattern: RegExp) => findPositive(text, pattern);
  const er = flag(/\b(er|e\.r\.|emergency room|emergency department|ambulance|urgent care|hospital)\b/i);
  const admitted = flag(
    /\b(admitted|stayed (in|at) the hospital|overnight|nights? in the hospital|days? in the hospital|icu|intensive care|hospitali[sz]ed)\b/i,
  );
  const surgery = flag(
    /\b(surgery|surgeries|operation|operated|surgical|screws|plates|rod|fusion|acl reconstruction)\b/i,
  );
  const permanent = flag(
    /\b(permanent(ly)?|for life|never (fully )?recover|paralyz\w*|amputat\w*|lifelong|disabled|disability)\b/i,
  );
  if (er !== undefined && (injuries.emergencyRoom === undefined || pending === 'medicalCare'))
    injuries.emergencyRoom = er;
  if (admitted !== undefined) injuries.hospitalAdmitted = admitted;
  if (
    surgery !== undefined &&
    (injuries.surgery === undefined || surgery || pending === 'medicalCare') &&
    record.caseType !== 'medical_malpractice'
  )
    injuries.surgery = surgery;
  if (
    record.caseType === 'medical_malpractice' &&
    /\b(another|second|extra|corrective|more|additional) (surgery|operation)\b/i.test(text)
  )
    injuries.surgery = true;
  if (permanent !== undefined) injuries.permanent = permanent;
  if (pending === 'medicalCare' && yesNo !== undefined && er === undefined) injuries.emergencyRoom = yesNo;
  if (pending === 'medicalCare' && yesNo === false) {
    injuries.hospitalAdmitted ??= false;
    injuries.surgery ??= false;
  }
  if (
    er !== undefined ||
    admitted !== undefined ||
    surgery !== undefined ||
    (pending === 'medicalCare' && yesNo !== undefined)
  )
    mark('medicalCare');
  const severity = (() => {
    if (/\b(died|passed away|killed|death)\b/i.test(text)) return 'death' as const;
    if (/\b(paralyz\w*|amputat\w*|coma|traumatic brain injury|tbi|spinal cord injury)\b/i.test(text))
      return 'catastrophic' as const;
    if (injuries.surgery || injuries.permanent) return 'surgery_or_permanent' as const;
    if (
      /\b(broke|broken|fracture[sd]?|torn|tear|herniated|bulging disc|concussion|dislocated|stitches|burns?)\b/i.test(
        text,
      ) ||
      injuries.hospitalAdmitted
    )
      return 'objective' as const;
    if (/\b(whiplash|sprain(ed)?|strain(ed)?|bruis\w*|sore(ness)?|pain|stiff)\b/i.test(text))
      return 'soft_tissue' as const;
    if (/\b(wasn'?t hurt|not hurt|no injur\w*|unhurt)\b/i.test(text)) return 'none' as const;
    return undefined;
  })();
  const ladder = [
    'none',
    'soft_tissue',
    'objective',
    'surgery_or_permanent',
    'catastrophic',
    'death',
  ] as const;
  if (
    severity &&
    (injuries.severity === undefined || ladder.indexOf(severity) > ladder.indexOf(injuries.severity))
  ) {
    injuries.severity = severity;
  }
  if (Object.keys(injuries).length > 0) record.injuries = injuries;

  // Treatment: status, gaps, providers.
  const treatment = { ...record.treatment };
  if (
    /\b(still (in|going to|doing|getting|seeing|treating|having)|currently (in|seeing|treating|getting)|ongoing|in (physical )?therapy|going to (pt|physical therapy|a chiropractor)|twice a week|appointments)\b/i.test(
      text,
    )
  ) {
    treatment.status = 'treating';
  } else if (/\b(maximum medical improvement|mmi)\b/i.test(text)) {
    treatment.status = 'mmi';
  } else if (
    /\b(released|discharged from (care|therapy|treatment)|done with (treatment|therapy|pt)|finished (treatment|therapy|pt)|stopped (treatment|therapy)|cleared)\b/i.test(
      text,
    )
  ) {
    treatment.status = 'released';
  } else if (
    /\b(no treatment|didn'?t see (a|any) doctor|haven'?t seen (a|any) doctor|never went to (a )?doctor|no doctor)\b/i.test(
      text,
    )
  ) {
    treatment.status = 'none';
  }
  if (treatment.status !== undefined && treatment.status !== record.treatment?.status) mark('treatment');
  if (
    /\b(same day|next day|right away|immediately|that (day|night|evening)|the day after|within (a|two|2|three|3) days)\b/i.test(
      text,
    )
  )
    treatment.hasGap = false;
  if (/\b(waited|weeks later|a week later|didn'?t go (to the doctor )?until|put off|gap in)\b/i.test(text))
    treatment.hasGap = true;
  const providers = [
    ...text.matchAll(
      /\b(?:Dr\.?|Doctor)\s+[A-Z][a-z]+(?: [A-Z][a-z]+)?|\b[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:Hospital|Medical Center|Clinic|Health|Physical Therapy|Orthopedics)\b/g,
    ),
  ].map((match) => match[0]);
  if (providers.length > 0) treatment.providers = mergeList(treatment.providers, providers, 20);
  if (Object.keys(treatment).length > 0) record.treatment = treatment;
  if (
    record.caseType === 'medical_malpractice' &&
    (providers.length > 0 || (pending === 'provider' && text.trim().length > 2 && !saysUnknown(text)))
  ) {
    if (providers.length === 0)
      record.treatment = {
        ...record.treatment,
        providers: mergeList(record.treatment?.providers, [text.trim().slice(0, 200)], 20),
      };
    mark('provider');
  }

  // Money: bills, wages, property, policy limit, future care.
  const mentions = moneyMentions(text);
  const defaultKind: MoneyKind | undefined =
    pending === 'medicalBills'
      ? 'medical'
      : pending === 'propertyDamage'
        ? 'property'
        : pending === 'lostWages'
          ? 'wages'
          : undefined;
  for (const mention of mentions) {
    const kind = moneyKind(mention.context) ?? defaultKind;
    if (kind === 'medical' && (record.medicalBills?.amount === undefined || pending === 'medicalBills')) {
      record.medicalBills = { ...record.medicalBills, amount: mention.amount };
      mark('medicalBills');
    } else if (kind === 'property') {
      record.propertyDamage = { ...record.propertyDamage, amount: mention.amount };
      mark('propertyDamage');
    } else if (kind === 'policy') {
      record.insurance = { ...record.insurance, policyLimit: mention.amount };
    } else if (kind === 'future') {
      record.treatment = { ...record.treatment, futureCost: mention.amount };
    } else if (kind === 'wages') {
      const per =
        /^\s*(\b(a|an|per|each|every) (week|hour|year|month)\b|weekly|hourly|\/(wk|week|hr|hour|yr|year)|salary)/.exec(
          mention.after,
        )?.[0] ?? '';
      const weekly = /hour/.test(per)
        ? mention.amount * 40
        : /year|salary/.test(per)
          ? mention.amount / 52
          : /month/.test(per)
            ? (mention.amount * 12) / 52
            : /week/.test(per)
              ? mention.amount
              : undefined;
      record.lostWages =
        weekly !== undefined
          ? { ...record.lostWages, weeklyPay: Math.round(weekly) }
          : { ...record.lostWages, amount: mention.amount };
      mark('lostWages');
    }
  }
  if (pending === 'medicalBills' && mentions.length === 0 && /\b(nothing|none|zero|no bills)\b/i.test(text)) {
    record.medicalBills = { ...record.medicalBills, amount: 0 };
    mark('medicalBills');
  }

  // Who paid the medical bills.
  const payer = (() => {
    if (/\bmedicare\b/i.test(text)) return 'medicare' as const;
    if (/\bmedicaid|medi-cal\b/i.test(text)) return 'medicaid' as const;
    if (/\bworkers'? ?comp/i.test(text) && /\b(pa(y|id|ying)|cover(s|ed|ing)?)\b/i.test(text))
      return 'workers_comp' as const;
    if (/\b(pip|med ?pay|my (car|auto) insurance (paid|is paying|covered))\b/i.test(text))
      return 'pip_medpay' as const;
    if (
      /\b(health insurance|blue cross|bcbs|aetna|cigna|united ?healthcare|kaiser|humana|my insurance (paid|covered|is paying))\b/i.test(
        text,
      )
    )
      return 'health_insurance' as const;
    if (/\b(paid (it )?(myself|out of pocket)|out of my own pocket)\b/i.test(text))
      return 'self_paid' as const;
    if (
      /\b(unpaid|nobody ha(s|ve) paid|no one ha(s|ve) paid|not paid|haven'?t been paid|in collections|no insurance|uninsured|nobody yet|no one yet)\b/i.test(
        text,
      )
    )
      return 'unpaid' as const;
    return undefined;
  })();
  if (
    payer &&
    (record.medicalBills?.payer === undefined || pending === 'payer' || pending === 'medicalBills')
  ) {
    record.medicalBills = { ...record.medicalBills, payer };
    mark('payer');
  }

  // Lost time from work.
  const missed =
    /\b(?:missed|lost|took|taken|out of work for|off (?:work )?for|couldn'?t work for|haven'?t worked (?:in|for))\s+(?:about |around |almost |over )?(?<count>\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple(?: of)?|a few|several)\s*(?<unit>days?|weeks?|months?)/i.exec(
      text,
    );
  if (missed?.groups) {
    const count =
      toNumber((missed.groups.count ?? '1').replace(/ of$/, '').replace(/^a (couple|few)$/, '$1')) ?? 1;
    const unit = (missed.groups.unit ?? 'days').toLowerCase();
    const days = unit.startsWith('week') ? count * 5 : unit.startsWith('month') ? count * 21 : count;
    record.lostWages = { ...record.lostWages, daysMissed: Math.min(36500, Math.round(days)) };
    mark('lostWages');
  }
  if (
    /\b(didn'?t miss (any )?work|no time off|haven'?t missed|did not miss|retired|not working|unemployed|i'?m a student|didn'?t lose any (pay|wages|time))\b/i.test(
      text,
    )
  ) {
    record.lostWages = { ...record.lostWages, daysMissed: record.lostWages?.daysMissed ?? 0 };
    mark('lostWages');
  }
  if (
    /\b(self[- ]employed|own (my own )?business|freelanc\w*|independent contractor|gig work|1099)\b/i.test(
      text,
    )
  ) {
    record.lostWages = { ...record.lostWages, selfEmployed: true };
  }
  if (/\b(back (at|to) work|returned to work|went back to work|working again)\b/i.test(text))
    record.lostWages = { ...record.lostWages, canReturn: true };
  if (
    /\b(can'?t (go back to )?work|unable to work|haven'?t been able to work|can'?t return|still out of work|off work indefinitely)\b/i.test(
      text,
    )
  )
    record.lostWages = { ...record.lostWages, canReturn: false };
  if (pending === 'lostWages' && yesNo === false && !record.lostWages?.daysMissed) {
    record.lostWages = { ...record.lostWages, daysMissed: 0 };
    mark('lostWages');
  }

  // Property damage (vehicles).
  if (/\b(totaled|total loss|written off)\b/i.test(text)) {
    record.propertyDamage = {
      ...record.propertyDamage,
      totalLoss: findPositive(text, /\b(totaled|total loss|written off)\b/i) ?? true,
    };
    mark('propertyDamage');
  } else if (pending === 'propertyDamage' && yesNo === false) {
    record.propertyDamage = { ...record.propertyDamage, amount: 0 };
    mark('propertyDamage');
  }

  // Insurance: the at-fault party's insurer, the visitor's own cover.
  const insurance = { ...record.insurance };
  for (const match of text.matchAll(INSURER)) {
    const name = titleCase(match[1]!);
    const before = text.slice(Math.max(0, match.index - 40), match.index).toLowerCase();
    const after = text.slice(match.index, match.index + 40).toLowerCase();
    const isOwn = /\b(my|mine|i have|we have|i'?m with|own)\b/.test(before) || /\bis mine\b/.test(after);
    if (isOwn) insurance.ownCoverage ??= name;
    else if (!insurance.atFaultInsurer || pending === 'insurance') insurance.atFaultInsurer ??= name;
    else insurance.ownCoverage ??= name;
    mark('insurance');
  }
  if (
    /\b(uninsured|no insurance|didn'?t have insurance|hit[- ]and[- ]run|fled the scene)\b/i.test(text) &&
    record.caseType !== 'medical_malpractice'
  ) {
    insurance.atFaultInsurer ??= 'none known (uninsured or hit-and-run)';
    mark('insurance');
  }
  const claimWithInsurer = findPositive(
    text,
    /\b(filed|opened|made|started) (a |an )?(claim|insurance claim)\b|\bclaim number\b|\badjuster\b/i,
  );
  if (claimWithInsurer !== undefined && record.caseType !== 'workplace')
    insurance.claimFiled = claimWithInsurer;
  if (pending === 'insurance' && !filled.has('insurance') && yesNo === false) {
    insurance.atFaultInsurer ??= 'none known';
    mark('insurance');
  }
  if (Object.keys(insurance).length > 0) record.insurance = insurance;

  // Police or incident report.
  const reportCue =
    /\b(police report|accident report|incident report|crash report|police (came|arrived|showed up|were called|responded)|called the police|officer|cop|cops|trooper|ticket(ed)?|cited|citation|report(ed)? it to|filled out a report|wrote (up )?a report)\b/i;
  const report = findPositive(text, reportCue);
  if (report !== undefined && may('policeReport', record.policeReport?.exists)) {
    record.policeReport = { ...record.policeReport, exists: report };
    mark('policeReport');
  } else if (pending === 'policeReport' && yesNo !== undefined) {
    record.policeReport = { ...record.policeReport, exists: yesNo };
    mark('policeReport');
  }
  const reportNumber =
    /\b(?:report|case|incident) (?:number|no\.?|#)\s*(?:is\s*)?#?\s*([A-Z0-9-]{3,30})\b/i.exec(text);
  if (reportNumber) record.policeReport = { ...record.policeReport, exists: true, number: reportNumber[1]! };

  // Witnesses and photos.
  const witnessCue =
    /\b(witness(es)?|saw (it|the|what|me)|bystander|people (saw|watched)|someone saw|(coworker|co-worker|friend|wife|husband|passenger|daughter|son)s? (saw|was with me|was there)|was with me)\b/i;
  const witnesses = findPositive(text, witnessCue);
  if (witnesses !== undefined && may('witnesses', record.witnesses?.exist)) {
    const count =
      /\b(\d+|one|two|three|four|five|a couple|several)\s+(?:\w+\s+)?(witness(es)?|people|bystanders|coworkers|co-workers)\b/i.exec(
        text,
      );
    const countValue = count ? toNumber(count[1]!.replace(/^a /, '')) : undefined;
    record.witnesses = {
      ...record.witnesses,
      exist: witnesses,
      ...(countValue !== undefined && witnesses ? { count: countValue } : {}),
    };
    mark('witnesses');
  }
  const photos = findPositive(
    text,
    /\b(photos?|pictures?|pics?|video|footage|camera|cameras|dashcam|dash cam|surveillance)\b/i,
  );
  if (photos !== undefined && may('photos', record.photos)) {
    record.photos = photos;
    mark('photos');
  }
  if (pending === 'witnesses' && yesNo !== undefined && !filled.has('witnesses') && !filled.has('photos')) {
    record.witnesses = { ...record.witnesses, exist: yesNo };
    mark('witnesses');
    if (
      yesNo === false &&
      record.photos === undefined &&
      /^(no|nope|none)\W*(to )?(both|neither)?\W*$/i.test(text.trim())
    ) {
      record.photos = false;
      mark('photos');
    }
  } else if (pending === 'photos' && yesNo !== undefined && !filled.has('photos')) {
    record.photos = yesNo;
    mark('photos');
  }

  // Own fault.
  const ownFaultCue =
    /\b(my fault|i was (speeding|texting|on my phone|looking at|distracted|drinking|not wearing)|i wasn'?t wearing (a |my )?(seat ?belt|helmet)|i ran|i didn'?t see|not paying attention|i was in a hurry|i was carrying|partly my fault|i admit)\b/i;
  const notMyFault =
    /\b(not my fault|wasn'?t my fault|i did nothing wrong|i was (stopped|stopped at|parked|waiting|following|obeying|wearing my seat ?belt|careful|walking normally)|did nothing wrong|completely their fault|100% (their|his|her) fault)\b/i;
  if (notMyFault.test(text) && may('ownFault', record.ownFault?.notes ?? record.ownFault?.percent)) {
    record.ownFault = {
      ...record.ownFault,
      percent: 0,
      notes: sentenceAround(text, notMyFault.exec(text)?.index ?? 0, 1000),
    };
    mark('ownFault');
  } else if (ownFaultCue.test(text) && !isNegatedAt(text, ownFaultCue.exec(text)?.index ?? 0)) {
    record.ownFault = {
      ...record.ownFault,
      notes: sentenceAround(text, ownFaultCue.exec(text)?.index ?? 0, 1000),
    };
    mark('ownFault');
  } else if (pending === 'ownFault' && text.trim().length > 1 && !saysUnknown(text)) {
    record.ownFault = {
      ...record.ownFault,
      notes: text.trim().slice(0, 1000),
      ...(yesNo === false ? { percent: 0 } : {}),
    };
    mark('ownFault');
  }

  // Attorney, prior injuries, age.
  const attorney = findPositive(text, /\b(lawyer|attorney|law firm|counsel|represented)\b/i);
  if (pending === 'hasAttorney' && yesNo !== undefined) {
    record.hasAttorney = yesNo;
    mark('hasAttorney');
  } else if (attorney !== undefined && may('hasAttorney', record.hasAttorney)) {
    // "I don't have a lawyer" / "I already hired an attorney"; a mere question about lawyers says nothing.
    if (
      /\b(have|hired|signed|retained|talked to|spoke (to|with)|got|represented|with)\b/i.test(text) &&
      !/\?\s*$/.test(text.trim())
    ) {
      record.hasAttorney =
        attorney && /\b(hired|signed|retained|already have|represented|i have an?)\b/i.test(text);
      mark('hasAttorney');
    }
  }
  if (pending === 'priorInjuries' && yesNo !== undefined) {
    record.priorInjuries = yesNo;
    mark('priorInjuries');
  } else {
    const prior = findPositive(
      text,
      /\b(hurt|injured|injury to) (it|my \w+|that \w+|the same \w+) (before|previously)|\bprior (injury|injuries|accident|claim)|\bold injury\b|\bpreviously injured\b|\bpre-existing\b/i,
    );
    if (prior !== undefined && may('priorInjuries', record.priorInjuries)) {
      record.priorInjuries = prior;
      mark('priorInjuries');
    }
  }
  const age =
    /\b(?:i'?m|i am|aged?|age is|age:?)\s*(\d{1,3})\b(?!\s*(?:%|percent|dollars|days|weeks|months|minutes|hours|mph))|\b(\d{1,3})\s*(?:years?|yrs?)[- ]old\b/i.exec(
      text,
    );
  const ageValue = age
    ? Number(age[1] ?? age[2])
    : pending === 'age'
      ? Number(/^\D*(\d{1,3})\D*$/.exec(text.trim())?.[1])
      : NaN;
  if (Number.isInteger(ageValue) && ageValue > 0 && ageValue <= 120 && may('age', record.age)) {
    record.age = ageValue;
    mark('age');
  }

  // Product specifics.
  if (record.caseType === 'product_liability' || pending === 'productName' || pending === 'preserved') {
    const product = { ...record.product };
    const brandModel =
      /\b(?:a|an|my|the)\s+((?:[A-Z][\w-]*\s+){1,3}(?:pressure cooker|heater|space heater|e-?bike|scooter|hoverboard|charger|battery|blender|ladder|phone|laptop|dryer|washer|stove|oven|tire|airbag|car seat|crib|drill|saw|mower|lawn mower|vape|curling iron|hair dryer|grill|treadmill|helmet)|(?:pressure cooker|space heater|e-?bike|electric scooter|hoverboard|phone charger|lithium battery|blender|ladder|tire|airbag|car seat|vape pen|lawn mower|treadmill))\b/.exec(
        text,
      );
    if (brandModel && may('productName', product.name)) {
      product.name = brandModel[1]!.trim().slice(0, 200);
      mark('productName');
    } else if (pending === 'productName' && text.trim().length > 1 && !saysUnknown(text)) {
      product.name = text.trim().slice(0, 200);
      mark('productName');
    }
    const kept =
      /\b(still have (it|the)|kept (it|the)|i have it|saved (it|the)|in my (garage|closet|house)|have the (product|pieces|remains))\b/i;
    const discarded =
      /\b(threw (it )?(away|out)|thrown (away|out)|returned it|got rid of|don'?t have it|trashed|discarded|gave it back)\b/i;
    if (kept.test(text) && !isNegatedAt(text, kept.exec(text)?.index ?? 0)) {
      product.preserved = true;
      mark('preserved');
    } else if (discarded.test(text)) {
      product.preserved = false;
      mark('preserved');
    } else if (pending === 'preserved' && yesNo !== undefined) {
      product.preserved = yesNo;
      mark('preserved');
    }
    const recalled = findPositive(text, /\b(recall(ed)?)\b/i);
    if (recalled !== undefined) product.recalled = recalled;
    if (Object.keys(product).length > 0) record.product = product;
  }

  return { record, filled };
}

export function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
