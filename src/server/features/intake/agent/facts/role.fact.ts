import type { CaseRecord, Role } from '../../../../../contracts/case-record';
import { roleNames } from '../../../../../contracts/fact-catalogue';
import { type Clause, findCue, isPrecededBy } from '../reading/text';

import { phrasePattern, roleWords } from './fact-lexicons';
import { callerRelationshipFact } from './person.facts';
import { withoutTimeOff } from './work-words';
import { anyCase, type FactModule, type ReadContext } from './fact-module';

/**
 * The visitor's part in what happened, read from how they tell it (never asked on its
 * own): "my driver's side" → driver, "I was crossing" → pedestrian, a hotel pool → guest.
 * The words are data (lexicons/roles.json), read in both languages (Spanglish); decision 0103.
 */
type Words = { en: string[]; es: string[] };
const either = (words: Words) => phrasePattern([...words.en, ...words.es]);

const travel = roleWords.travel.map((entry) => ({
  role: entry.role,
  said: either(entry.said),
  story: either(entry.story),
  theirs: either(entry.theirs ?? { en: [], es: [] }),
  notIn: new Set<CaseRecord['caseType']>(entry.notIn ?? []),
}));
const places = roleWords.places.map((place) => ({ role: place.role, words: either(place) }));
const outside = either(roleWords.outside);
const vehicleProducts = either(roleWords.vehicleProducts);
const ridingProducts = either(roleWords.ridingProducts);
const atWork = either(roleWords.employee);

/** Where a pattern is said, and not denied ("I wasn't in a car", "no my landlord has nothing to do with it"). */
function saidAt(
  clauses: Clause[],
  pattern: RegExp,
  negation: RegExp,
): { clause: Clause; index: number } | null {
  for (const clause of clauses) {
    const cue = findCue(clause, pattern, negation);
    if (cue && !cue.isNegated) return { clause, index: cue.index };
  }
  return null;
}

function read(context: ReadContext) {
  if (context.origin === 'answer' && context.record.role) return undefined;
  const type = context.record.caseType;
  const negation = context.pack.reading.negation;
  const says = (pattern: RegExp) => saidAt(context.clauses, pattern, negation) !== null;
  // "my car was totaled" in an answer about damage says whose car, not who drove; the story
  // (a first message, the answer to what happened) is where such words tell the visitor's part.
  const isStory = context.origin === 'description' || context.pending === 'caseType';
  const quote = context.original.slice(0, 120);
  // Writing for the one hurt, "hit my son's car" tells that they drove it (decision 0404).
  const theirs =
    isStory &&
    (context.isForSomeoneElse ||
      context.record.callerRelationship !== undefined ||
      callerRelationshipFact.read(context) !== undefined);
  const travelRole = (withStory: boolean): Role | undefined =>
    travel.find(
      (entry) =>
        !entry.notIn.has(type) &&
        (says(entry.said) || (withStory && (says(entry.story) || (theirs && says(entry.theirs))))),
    )?.role;
  const found = (role: Role) => ({ value: role, quote });

  // What the case type alone gives (hurt by medical care: a patient) says where it came from, so it
  // gives way to a part the visitor tells and goes with a corrected case type (decision 0283).
  const fromCaseType = (role: Role, quote: string) => ({
    value: role,
    quote,
    derivedFrom: 'caseType' as const,
  });
  if (type === 'medical_malpractice') return fromCaseType('patient', 'hurt by medical care');
  // A crash on the job is told by its travel role ("I was driving for DoorDash"); only in the
  // story and only words that say it outright, since a worker's story names trucks and vans as
  // tools, and an answer about work names the trip to work.
  if (type === 'workplace') {
    const role = isStory ? travelRole(false) : undefined;
    return role ? found(role) : fromCaseType('employee', 'injured at work');
  }
  // A car's own part that failed (an airbag, a tire, the steering) is a crash: its driver, or
  // the passenger a car seat carries.
  if (type === 'product_liability') {
    if (isStory && says(ridingProducts)) return found('passenger');
    if (isStory && says(vehicleProducts)) return found(travelRole(true) ?? 'driver');
    // A tool or machine that failed on the job hurt a worker (decision 0404).
    if (isStory && saidAt(withoutTimeOff(context.clauses, context.language), atWork, negation))
      return found('employee');
    return fromCaseType('product_user', 'hurt by a product');
  }
  const role = travelRole(isStory);
  if (role) return found(role);
  // Whoever a car seat carried in a crash rode in the car, whichever side the case leads with.
  if (type === 'auto' && isStory && says(ridingProducts)) return found('passenger');
  // A store or a landlord named in an answer to another question says where or who, not the
  // visitor's part in it.
  if (!isStory || type === 'auto') return undefined;
  // "en el trabajo me dieron permiso": the job missed, not where it happened (decision 0273).
  if (saidAt(withoutTimeOff(context.clauses, context.language), atWork, negation)) return found('employee');
  for (const place of places) {
    const at = saidAt(context.clauses, place.words, negation);
    // "outside a bar", "enfrente de la tienda": where it happened, not whose customer.
    if (at && !(place.role === 'customer' && isPrecededBy(at.clause.plain, at.index, outside, 3)))
      return found(place.role);
  }
  // A fall at a named business: its customer. A fall anywhere else says nothing of the visitor's
  // part (a tenant, a worker, a resident are not visitors), so nothing is stored.
  if (
    type === 'slip_fall' &&
    context.record.propertyOwner &&
    !/\b(my|mi)\b/i.test(context.record.propertyOwner)
  )
    return { value: 'customer' as const, quote: context.record.propertyOwner };
  return undefined;
}

export const roleFact: FactModule<'role'> = {
  key: 'role',
  appliesTo: anyCase,
  read,
  describe: (value, language) => roleNames[value][language],
};
