import { z } from 'zod';

import type { CaseRecord, FactKey, FactSource, Language } from '../../../../contracts/case-record';
import { caseRecordSchema } from '../../../../contracts/case-record';
import type { LanguagePack } from '../language/language-pack';

import type { PendingOutcome, QuestionKey } from './agent';
import { settleContradictions } from './facts/contradictions';
import type { FactModule, PlacedAmount, ReadContext } from './facts/fact-module';
import deniedThingsFile from './facts/lexicons/denied-things.json' with { type: 'json' };
import { factRegistry } from './facts/registry';
import { findDates } from './reading/dates';
import { withoutBackReference } from './reading/back-reference';
import { withSelfCorrectionsApplied } from './reading/self-corrections';
import { leadingAnswer, opensWithATurn, opensWithNotKnowing, withoutFillers } from './reading/leading-answer';
import { opensAHypothesis } from './reading/modality';
import { findAmounts } from './reading/numbers';
import { clausesOfText, normalize, sentencesOf } from './reading/text';
import { describesAPart } from './reading/detail-words';
import { partyInEnglish } from './reading/parties';
import { checkFactValue, factValueTypes, isDeferredTo } from './reading/validators';
import { factCatalogue } from '../../../../contracts/fact-catalogue';

export interface MessageReading {
  record: CaseRecord;
  learned: FactKey[];
  markedUnknown: FactKey[];
  /** Facts whose reading failed its value type's check (decision 0095): not stored. */
  rejected: FactKey[];
  outcome: PendingOutcome;
}

/** Which facts a pending question covers: its own, and those its module says it also asks. */
export function factsOfQuestion(key: QuestionKey | null): FactKey[] {
  if (!key || !(key in factRegistry)) return key === 'datePrecision' ? ['incidentDate'] : [];
  const module = factRegistry[key as FactKey] as FactModule;
  return [key as FactKey, ...(module.alsoAsks ?? [])];
}

/**
 * The facts a whole clause tells as a yes of its own ("my neighbor saw it", "the cops came", "I
 * took pics"). A fact named as a modifier ("I signed with one for the comp claim") is not among
 * them: its clause still answers the question asked.
 */
const claimsAnOpeningYes: readonly FactKey[] = [
  'witnesses',
  'photos',
  'policeReport',
  'incidentReport',
  'priorAttorney',
  // "no, nothing before", "nope, never hurt before this": earlier injuries denied in a clause
  // of their own take the opening no (decision 0199).
  'priorInjuries',
];

/**
 * Whether a fact other than the one asked was told, as a yes or no, by the reply's first
 * clause: the clause that holds the opening yes or no.
 */
function isYesClaimedByAnotherFact(
  base: ReadContext,
  record: CaseRecord,
  key: FactKey,
  learned: readonly FactKey[],
  asked: readonly FactKey[],
): boolean {
  const [first, second] = base.clauses;
  if (!first) return false;
  // "yeah, the cashier saw it": a yes alone in its clause opens the statement after it.
  const isYesAlone = first.plain.split(/\s+/).filter(Boolean).length <= 2;
  // "no, but my coworker saw it": a yes or no turned by "but" answers the question asked.
  if (opensWithATurn(base.plain)) return false;
  const statements = [first.text, ...(isYesAlone && second ? [second.text] : [])];
  return learned.some(
    (other) =>
      other !== key &&
      !asked.includes(other) &&
      claimsAnOpeningYes.includes(other) &&
      typeof record[other] === 'boolean' &&
      statements.some((text) => {
        const quote = record.sources[other]?.quote?.trim();
        return quote !== undefined && quote.length > 0 && (quote.includes(text) || text.includes(quote));
      }),
  );
}

/**
 * Whether a fact's quote lies wholly in a sentence that supposes a case ("what if I was driving
 * my own car for work?", "¿y si fue en el estacionamiento?"): a supposition tells nothing
 * (decision 0199). A question back that takes a fact as given ("is it too late if it was back
 * in 2024?") still tells it: the corpus writers label it, and the reader keeps it.
 */
function isToldOnlyInAHypothesis(base: ReadContext, quote: string | undefined): boolean {
  const said = normalize(quote ?? '').replace(/[.!?;,…\s]+$/, '');
  if (said.length === 0) return false;
  const sentences = sentencesOf(base.original).map((sentence) => normalize(sentence));
  const supposing = sentences.filter((sentence) =>
    opensAHypothesis(withoutFillers(sentence, base.pack.reading.answers)),
  );
  return (
    supposing.some((sentence) => sentence.includes(said)) &&
    !sentences.some((sentence) => !supposing.includes(sentence) && sentence.includes(said))
  );
}

/** Builds what every fact reader sees: clauses, amounts with their clause, dates, the leading answer. */
export function buildContext(input: {
  text: string;
  record: CaseRecord;
  language: Language;
  pack: LanguagePack;
  pending: QuestionKey | null;
  origin: ReadContext['origin'];
  today: Date;
  isForSomeoneElse: boolean;
}): ReadContext {
  const clauses = clausesOfText(input.text, input.language);
  const amounts: PlacedAmount[] = clauses.flatMap((clause, index) =>
    findAmounts(clause.plain, input.language, input.pack.reading.numbers).map((amount) => ({
      ...amount,
      clause: index,
    })),
  );
  const pendingFact =
    input.pending && input.pending in factRegistry
      ? (input.pending as FactKey)
      : input.pending === 'datePrecision'
        ? 'incidentDate'
        : null;
  const plain = normalize(input.text);
  // A bare number under 1,000 next to split limits is in thousands ("they want to pay the 50").
  const split = amounts.find((amount) => amount.split);
  if (split) {
    for (const amount of amounts) {
      if (
        !amount.split &&
        !amount.isMoneyShaped &&
        amount.value < 1000 &&
        amount.value * 1000 === split.split!.perPerson
      ) {
        amount.value *= 1000;
        amount.isMoneyShaped = true;
      }
    }
  }
  return {
    original: input.text,
    plain,
    clauses,
    language: input.language,
    pack: input.pack,
    record: input.record,
    pending: pendingFact,
    origin: input.origin,
    today: input.today,
    amounts,
    dates: findDates(
      input.text,
      input.language,
      input.today,
      input.pack.reading.dates,
      input.record.incidentDate,
    ),
    leading: leadingAnswer(plain, input.pack.reading.answers, input.text),
    isForSomeoneElse: input.isForSomeoneElse,
  };
}

/**
 * Reads one message into the record through every fact module, in registry order (each
 * reader sees what the earlier ones set). A value fills an empty fact; it replaces a known
 * one only when it answers that fact's question, corrects it, or says the reader's reading
 * supersedes it (a negation: "I did NOT go to the ER"). "I don't know" marks only the
 * question asked as unknown. Nothing is invented: a reader that finds nothing returns nothing.
 */
export function readMessage(input: {
  text: string;
  record: CaseRecord;
  language: Language;
  pack: LanguagePack;
  pending: QuestionKey | null;
  origin: ReadContext['origin'];
  today: Date;
  isForSomeoneElse: boolean;
}): MessageReading {
  let record: CaseRecord = structuredClone(input.record);
  const learned: FactKey[] = [];
  const markedUnknown: FactKey[] = [];
  const rejected: FactKey[] = [];
  const asked = factsOfQuestion(input.pending);
  const source: FactSource =
    input.origin === 'description' ? 'description' : input.origin === 'update' ? 'correction' : 'answer';
  if (!input.text.trim())
    return { record, learned, markedUnknown, rejected: [], outcome: input.pending ? 'unclear' : 'none' };

  // Clauses, amounts and dates are read once; each fact reader sees the record as it grows. An
  // answer is read without its back-references, leading ("like I said, Target": decision 0291)
  // or anywhere else ("Target like I told you", "sí, ya le dije": decision 0305).
  // A name taken back inside the message ("<A>, I mean <B>") is read without the old one (decision 0386).
  const text = withSelfCorrectionsApplied(input.text);
  const base = buildContext({
    ...input,
    text: input.origin === 'answer' ? withoutBackReference(text) : text,
  });
  const fromOpening: FactKey[] = [];
  const retold: FactKey[] = [];
  for (const key of Object.keys(factRegistry) as FactKey[]) {
    const module = factRegistry[key] as FactModule;
    const context: ReadContext = { ...base, record };
    const isAsked = asked.includes(key);
    if (
      !isAsked &&
      !module.appliesTo(record) &&
      !(module.isReadBeyond?.(record) ?? false) &&
      record.caseType !== undefined &&
      key !== 'caseType'
    )
      continue;
    const reading = module.read(context);
    if (!reading) continue;
    if ('isUnknown' in reading) {
      if (
        (isAsked || reading.isSaidOutright) &&
        record[key] === undefined &&
        !record.unknowns.includes(key)
      ) {
        record = { ...record, unknowns: [...record.unknowns, key] };
        markedUnknown.push(key);
      }
      continue;
    }
    const isKnown = record[key] !== undefined;
    // A value worked out from another fact gives way to one the visitor says.
    const isSaidOverDerived = record.sources[key]?.derivedFrom !== undefined && !reading.derivedFrom;
    // "no" to the witness question, then "oh, my sister saw it all" later: a held no that a clause
    // of its own now tells as a yes is what the visitor remembered (decision 0316).
    const isNoRemembered =
      input.origin === 'answer' &&
      factCatalogue[key].valueType === 'yes-no' &&
      record[key] === false &&
      reading.value === true &&
      !reading.isBareAnswer;
    if (isKnown && !reading.replaces && !isAsked && !isSaidOverDerived && !isNoRemembered) continue;
    // A value that is not what its fact is (a clause for a party, a date after today) is never
    // stored, in whole or in part: the fact stays as it was.
    const checked = checkFactValue(key, reading.value, {
      language: input.language,
      today: input.today,
      record,
    });
    // "hold on my wife knows the name": who knows the answer is not the answer (decision 0199).
    const isSentElsewhere =
      checked.isValid &&
      (factValueTypes[key] === 'party' || factValueTypes[key] === 'policy') &&
      typeof checked.value === 'string' &&
      (isDeferredTo(checked.value, reading.quote, input.language) ||
        // "the passenger side", "el lado del conductor": a word of the part, not who (decision 0332).
        // A maker is named before what it made ("Goodyear tires"): that is no part's side.
        (key !== 'manufacturer' &&
          key !== 'product' &&
          describesAPart(checked.value, reading.quote, input.language, partyInEnglish)));
    if (!checked.isValid || isSentElsewhere) {
      rejected.push(key);
      continue;
    }
    // The same value again changes nothing, unless it now is said where it was worked out.
    if (isKnown && !isSaidOverDerived && JSON.stringify(record[key]) === JSON.stringify(checked.value)) {
      // Told again as the answer to its own question: answered with what we held, never put
      // again in other words (issue 23, decision 0408).
      if (isAsked) retold.push(key);
      continue;
    }
    const parsed = caseRecordSchema.shape[key].safeParse(checked.value);
    if (!parsed.success) continue;
    record = {
      ...record,
      [key]: parsed.data,
      unknowns: record.unknowns.filter((unknown) => unknown !== key),
      sources: {
        ...record.sources,
        [key]: {
          from: source,
          ...(reading.quote ? { quote: reading.quote.slice(0, 300) } : {}),
          ...(reading.derivedFrom ? { derivedFrom: reading.derivedFrom } : {}),
          // Read from the answer to another fact's question (decision 0127): staff check it.
          ...(source === 'answer' && !isAsked && !reading.derivedFrom && asked[0]
            ? { answerTo: asked[0] }
            : {}),
        },
      },
    };
    learned.push(key);
    // The answer asked for, read from the opening yes or no only.
    if (reading.isBareAnswer && isAsked) fromOpening.push(key);
  }
  // "yes my neighbor saw it", to the lawyer question: the opening yes belongs to the yes-or-no
  // fact its own clause tells, not to the question asked, which is then put again in other words.
  const putBack = (key: FactKey) => {
    const before = input.record;
    record = { ...record, [key]: before[key], sources: { ...record.sources, [key]: before.sources[key] } };
    if (record[key] === undefined) delete record[key];
    if (record.sources[key] === undefined) delete record.sources[key];
    learned.splice(learned.indexOf(key), 1);
  };
  for (const key of fromOpening)
    if (isYesClaimedByAnotherFact(base, record, key, learned, asked)) putBack(key);
  // A fact told only inside a supposition ("what if I was…") is not said: it is not stored.
  for (const key of [...learned]) if (isToldOnlyInAHypothesis(base, record.sources[key]?.quote)) putBack(key);
  // "nobody was hurt" beside a hospital stay or injuries: the stronger fact wins (decision 0272).
  record = settleContradictions(record, input.record, learned);

  const isSettled = (key: FactKey) =>
    (factRegistry[key] as FactModule).isSettled?.(record) ??
    (record[key] !== undefined || record.unknowns.includes(key));
  let outcome: PendingOutcome = 'none';
  if (input.pending) {
    const pendingFact = asked[0];
    // The answer to the question asked was read but is not its kind of value ("ok I'm back" for
    // an employer): unclear, so the question is put once more in other words.
    if (pendingFact && rejected.includes(pendingFact) && !learned.includes(pendingFact)) outcome = 'unclear';
    else if (asked.some((key) => learned.includes(key))) outcome = 'answered';
    else if (asked.some((key) => markedUnknown.includes(key))) outcome = 'unknown';
    else if (asked.some((key) => retold.includes(key))) outcome = 'answered';
    else if (asked.length > 0 && asked.every(isSettled)) outcome = 'answered';
    else if (
      pendingFact &&
      (factRegistry[pendingFact] as FactModule).isAnsweredByNo &&
      (base.leading === 'no' || deniesAskedThing(base.plain, pendingFact, input.language, input.pack))
    )
      outcome = 'answered';
    else if (
      (base.leading === 'unknown' || opensWithNotKnowing(base.plain, input.pack.reading.answers)) &&
      asked.length > 0
    ) {
      // "I'm not sure" answers the question asked: its first open fact is unknown, nothing else.
      const open = asked.find((key) => !isSettled(key))!;
      record = { ...record, unknowns: [...record.unknowns, open] };
      markedUnknown.push(open);
      outcome = 'unknown';
    } else outcome = 'unclear';
  }
  return { record, learned, markedUnknown, rejected, outcome };
}

const perLanguage = z.object({ en: z.array(z.string().min(1)), es: z.array(z.string().min(1)) });
const deniedThingsLexicon = z
  .object({ $comment: z.string(), denials: perLanguage, things: z.record(z.string(), perLanguage) })
  .parse(deniedThingsFile);
const deniedThings = deniedThingsLexicon.things as Partial<Record<FactKey, z.infer<typeof perLanguage>>>;
/** Words that deny besides the language's negations ("zero offers"). */
const deniedThingWords = deniedThingsLexicon.denials;

/**
 * "No money offered", "nothing offered yet, the adjuster never called", "ninguna oferta": the
 * first sentence denies the very thing the question asks about, which answers it as a no does.
 */
function deniesAskedThing(plain: string, key: FactKey, language: Language, pack: LanguagePack): boolean {
  const things = deniedThings[key];
  const first = sentencesOf(plain)[0] ?? '';
  // An amount beside the denial ("no real offer, just a lowball of $2,500") is left to the question.
  if (!things || /\d/.test(first)) return false;
  const words = first.split(/[^\p{L}']+/u);
  const denies =
    pack.reading.negation.test(first) || deniedThingWords[language].some((word) => words.includes(word));
  if (!denies) return false;
  return [...things[language], ...(language === 'es' ? things.en : [])].some((thing) =>
    words.includes(thing),
  );
}
