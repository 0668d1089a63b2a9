import * as chrono from 'chrono-node';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

import type { CaseRecord, FactKey, Language } from '../../../../contracts/case-record';
import { detectLanguage } from '../language/detect-language';
import type { AcknowledgementMoment } from '../language/language-pack';
import { packFor } from '../language/packs';

import type {
  AgentState,
  ChooseInput,
  ChooseResult,
  IntakeAgent,
  NextQuestion,
  QuestionKey,
  ReadInput,
  ReadResult,
} from './agent';
import { confirmationQuestion } from '../confirm-turn-away';

import { readCaseType } from './facts/case-type.fact';
import type { FactModule } from './facts/fact-module';
import { factRegistry } from './facts/registry';
import { deriveFacts } from './derive-facts';
import {
  apologyOpensADate,
  correctsADetail,
  isCorrectionLike,
  isOneValue,
  noOpensACorrection,
  readCorrection,
} from './corrections';
import { deeperPlanFor, isPremiseDenied, lookUpFacts, onlyOthersCanTell, planFor } from './plans';
import { readBack } from '../summarize-case';
import { buildContext, factsOfQuestion, readMessage } from './read-message';
import { readFirstTreatmentDate } from './facts/first-treatment-date.fact';
import { isListQuestion, saysNothingMore } from './reading/nothing-more';
import { isFragmentValue } from './reading/fragments';
import { factCatalogue } from '../../../../contracts/fact-catalogue';
import { normalize, sentencesOf } from './reading/text';
import { leadingAnswer } from './reading/leading-answer';
import { holdsChain, holdsName, isPartyWord, isTown } from './reading/parties';
import type { AnswerWords } from '../language/answer-words';

/**
 * The default agent: offline, no key (DESIGN.md §3). Reads every message through the fact
 * registry, then asks the most valuable fact the record does not hold, one question per
 * turn, never one it asked before (beyond the one rephrase an unclear answer earns).
 */
/** Questions about the injured person, whoever that is. */
const injuredPersonQuestions = new Set<QuestionKey>(['age', 'injuries', 'treatment', 'caseType']);

export function createGuidedAgent(): IntakeAgent {
  return {
    name: 'guided',
    readDescription: async (input) => readDescription(input),
    readAnswer: async (input) => readAnswer(input),
    chooseNext: async (input) => chooseNext(input),
    absorbDamagesUpdate: async (input) => absorbDamagesUpdate(input),
  };
}

const module = (key: FactKey): FactModule => factRegistry[key] as FactModule;

interface RememberedReading {
  kind: 'description' | 'answer' | 'update';
  text: string;
  record: CaseRecord;
  state: AgentState;
  time: number;
  result: ReadResult;
}

/** The last guided reading of each input object, while that object lives (see rememberedPerInput). */
const readings = new WeakMap<ReadInput, RememberedReading>();

/**
 * Every agent's reading is screened against this agent's reading of the same input
 * (screen-agent-output.ts), and the LLM agent starts from it: without a memory, the guided
 * reading of a turn ran twice, the costliest part of a turn (decision 0101). The readers are
 * pure functions of the text, record, state and reference date, so a second call with the same
 * input object gets the first call's result, as long as none of those four has changed.
 * Results are never changed in place (every reader and caller spreads a new object).
 */
function rememberedPerInput(
  kind: RememberedReading['kind'],
  read: (input: ReadInput) => ReadResult,
): (input: ReadInput) => ReadResult {
  return (input) => {
    const last = readings.get(input);
    if (
      last?.kind === kind &&
      last.text === input.text &&
      last.record === input.record &&
      last.state === input.state &&
      last.time === input.referenceDate.getTime()
    )
      return last.result;
    const result = read(input);
    readings.set(input, {
      kind,
      text: input.text,
      record: input.record,
      state: input.state,
      time: input.referenceDate.getTime(),
      result,
    });
    return result;
  };
}

/**
 * The sentences of a message besides the one whose no opens a correction ("no wait, it was the
 * 15th not the 14th. the police came though"), or null when there are none. When the no opens
 * an answer of its own and the correction follows ("no police came. it was the 16th not the
 * 14th"), the correcting sentence is the last one worded as a correction.
 */
function answerBesidesCorrection(text: string, language: Language): string | null {
  const sentences = sentencesOf(text);
  const opened = sentences.findIndex((sentence) => noOpensACorrection(sentence, language));
  const correcting =
    opened >= 0 ? opened : sentences.findLastIndex((sentence) => isCorrectionLike(sentence, language));
  if (correcting < 0 || sentences.length < 2) return null;
  const rest = sentences
    .filter((_sentence, index) => index !== correcting)
    .join(' ')
    .trim();
  return rest || null;
}

/** "for my husband Dale": the injured person's first name, for the questions that follow. */
function injuredNameOf(text: string): string | null {
  const match =
    /\b(?:for|de parte de|por) (?:my|mi) (?:husband|wife|son|daughter|father|dad|mother|mom|brother|sister|partner|esposo|esposa|hijo|hija|padre|madre|hermano|hermana),? ([A-Z][a-z]{1,20})\b/.exec(
      text,
    );
  return match?.[1] ?? null;
}

function withLanguage(
  record: CaseRecord,
  state: AgentState,
  text: string,
): { record: CaseRecord; state: AgentState; language: Language } {
  const language = detectLanguage(text, record.language);
  return { record: { ...record, language }, state: { ...state, language }, language };
}

export const readDescription = rememberedPerInput('description', readDescriptionAfresh);
export const readAnswer = rememberedPerInput('answer', readAnswerAfresh);
export const absorbDamagesUpdate = rememberedPerInput('update', absorbDamagesUpdateAfresh);

function readDescriptionAfresh(input: ReadInput): ReadResult {
  const {
    record: start,
    state: languageState,
    language,
  } = withLanguage(input.record, input.state, input.text);
  const pack = packFor(language);
  const read = readMessage({
    text: input.text,
    record: start,
    language,
    pack,
    pending: null,
    origin: 'description',
    today: input.referenceDate,
    isForSomeoneElse: false,
  });
  const { record, derived } = deriveFacts(read.record, language);
  const guess = readCaseType(input.text, normalize(input.text), language);
  const state: AgentState = {
    ...languageState,
    candidates: guess?.candidates ? [...guess.candidates] : [],
    injuredName: injuredNameOf(input.text),
  };
  return {
    record,
    state,
    learned: [...read.learned, ...derived],
    outcome: 'none',
    // "im so scared i cant work": the fear is answered before the first question.
    acknowledgement:
      [
        understanding(record, language),
        worryWords[language].test(normalize(input.text))
          ? packFor(language).saying.acknowledgements.worry[0]
          : null,
      ]
        .filter(Boolean)
        .join(' ') || null,
    tokensUsed: 0,
    answeredBy: 'guided',
  };
}

/** "this was a vehicle crash on September 3, 2026 in Rockville, Maryland": what the description told us. */
function understanding(record: CaseRecord, language: Language): string | null {
  const parts: string[] = [];
  const { saying } = packFor(language);
  if (record.caseType && record.caseType !== 'other') parts.push(saying.caseTypeNames[record.caseType]!);
  if (record.incidentDate?.precision === 'day' || record.incidentDate?.precision === 'month')
    parts.push(
      `${language === 'es' ? 'el' : 'on'} ${module('incidentDate').describe(record.incidentDate as never, language)}`,
    );
  const place = [
    record.city,
    record.state ? module('state').describe(record.state as never, language) : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  if (place) parts.push(`${language === 'es' ? 'en' : 'in'} ${place}`);
  if (parts.length === 0) return null;
  return saying.understood(language === 'es' ? `fue ${parts.join(' ')}` : `this was ${parts.join(' ')}`);
}

function findPhone(text: string): string | null {
  const candidate = /\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/.exec(text)?.[0];
  if (!candidate) return null;
  const parsed = parsePhoneNumberFromString(candidate, 'US');
  return parsed?.isPossible() ? candidate.trim() : null;
}

function findName(text: string): string | null {
  const cleaned = text
    .trim()
    .replace(/^(hi|hello|hey|hola)[,!.\s]+/i, '')
    .replace(/^(my name is|my name's|i am|i'm|it's|it is|this is|name:|me llamo|mi nombre es|soy)\s+/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  const words = cleaned.split(/\s+/);
  if (words.length < 2 || words.length > 5 || !/^[\p{L}' .-]+$/u.test(cleaned)) return null;
  return cleaned.slice(0, 200);
}

const worryWords: Record<Language, RegExp> = {
  en: /\b(scared|afraid|worried|worry|anxious|stressed|overwhelmed|terrified|freaking out|don'?t know what to do|can'?t afford|losing my (job|house|apartment)|behind on (rent|bills)|how (will|am|do) i (going to |gonna )?pay)\b/,
  es: /\b(asustad[oa]|miedo|preocupad[oa]|estresad[oa]|no se que hacer|no puedo pagar|como voy a pagar)\b/,
};

function acknowledgementFor(
  learned: FactKey[],
  record: CaseRecord,
  text: string,
  language: Language,
  turn: number,
): string | null {
  const plain = normalize(text);
  const { saying } = packFor(language);
  let moment: AcknowledgementMoment | null = null;
  const levels = record.treatment?.levels ?? [];
  if (worryWords[language].test(plain)) moment = 'worry';
  else if (learned.includes('treatment') && levels.includes('surgery')) moment = 'surgery';
  else if (learned.includes('injuries') && /burn|quemad/.test(plain)) moment = 'burn';
  else if (learned.includes('treatment') && (levels.includes('hospital') || levels.includes('icu')))
    moment = 'hospital';
  else if (learned.includes('injuries')) moment = 'injury';
  else if (
    learned.includes('lostWages') &&
    ((record.lostWages?.total ?? 0) > 0 || record.lostWages?.rate || record.lostWages?.expectedDaysOff)
  )
    moment = 'lostPay';
  else if (learned.includes('medicalBills') && (record.medicalBills?.total ?? 0) > 0) moment = 'bills';
  else if (learned.includes('priorAttorney') && record.priorAttorney === true) moment = 'represented';
  else if (learned.includes('releaseSigned') && record.releaseSigned === true) moment = 'papersSigned';
  else if (learned.includes('settlementOffer')) moment = 'offerPressure';
  else if (learned.includes('callerRelationship')) moment = 'caller';
  else if (learned.length > 0 && turn % 2 === 0) moment = 'neutral';
  if (!moment) return null;
  const choices = saying.acknowledgements[moment];
  return choices[turn % choices.length] ?? null;
}

/**
 * The corrected values in plain words: "Los Angeles, California", "52". A fact the correction
 * says back in its own words (the injuries it added, not the whole list) is said so.
 */
function describeCorrected(
  keys: FactKey[],
  record: CaseRecord,
  language: Language,
  said: Partial<Record<FactKey, string>> = {},
): string {
  // A city is said before its state.
  const ordered = [...keys].sort((a, b) => Number(b === 'city') - Number(a === 'city'));
  return (
    ordered
      .map((key) => {
        const value = record[key];
        if (said[key] !== undefined) return said[key];
        return value === undefined ? '' : module(key).describe(value as never, language);
      })
      // The party at fault and the owner corrected to the same one are said once.
      .filter((said, index, all) => Boolean(said) && all.indexOf(said) === index)
      .join(', ')
  );
}

/**
 * "the ER that night", "PT the next day": a first-care date told against the incident date moves
 * with it when the incident date is corrected (decision 0269). Its own words are read again
 * against the new date; a care date told by the calendar reads the same as before.
 */
function withCareDateMoved(
  record: CaseRecord,
  before: CaseRecord,
  options: { language: Language; pack: ReturnType<typeof packFor>; today: Date },
): CaseRecord {
  const quote = record.sources.firstTreatmentDate?.quote;
  const incident = record.incidentDate;
  if (!quote || !incident || !record.firstTreatmentDate || !before.incidentDate) return record;
  if (JSON.stringify(before.incidentDate) === JSON.stringify(incident)) return record;
  const { firstTreatmentDate: _old, ...withoutCare } = record;
  const context = buildContext({
    text: quote,
    record: withoutCare as CaseRecord,
    language: options.language,
    pack: options.pack,
    pending: null,
    origin: 'answer',
    today: options.today,
    isForSomeoneElse: false,
  });
  const read = readFirstTreatmentDate(context);
  if (!read || !('value' in read)) return record;
  if (JSON.stringify(read.value) === JSON.stringify(record.firstTreatmentDate)) return record;
  return { ...record, firstTreatmentDate: read.value };
}

function readAnswerAfresh(input: ReadInput): ReadResult {
  const {
    record: start,
    state: languageState,
    language,
  } = withLanguage(input.record, input.state, input.text);
  const pack = packFor(language);
  let state: AgentState = { ...languageState, turn: languageState.turn + 1 };
  const pending = state.pending;
  const contactUpdate: ReadResult['contactUpdate'] = {};

  if (pending === 'name') {
    const name = findName(input.text);
    if (name) contactUpdate.fullName = name;
    state = { ...state, needsName: false };
  }
  if (state.needsPhone) {
    const phone = findPhone(input.text);
    if (phone) {
      contactUpdate.phone = phone;
      state = { ...state, needsPhone: false };
    } else if (pending === 'phone') state = { ...state, needsPhone: false };
  }

  const readingPending: QuestionKey | null =
    pending === 'confirmCaseType' ? 'caseType' : pending === 'datePrecision' ? 'incidentDate' : pending;
  const factPending =
    readingPending === 'name' || readingPending === 'phone' || isFreeAnswer(readingPending)
      ? null
      : readingPending;
  // One message read as the answer to a question of our choosing (the read-back names no fact).
  const readAsPending = (text: string, against: CaseRecord, key: QuestionKey | null) =>
    readMessage({
      text,
      record: against,
      language,
      pack,
      pending: key,
      origin: 'answer',
      today: input.referenceDate,
      isForSomeoneElse: Boolean(start.callerRelationship),
    });
  // One reading of an answer: the message, or a part of it read again against the record so far.
  const readAsAnswer = (text: string, against: CaseRecord) => readAsPending(text, against, factPending);
  const read = readAsAnswer(input.text, start);
  let record = read.record;
  let outcome = read.outcome;
  // A correction of what was said before (decision 0110): the fact it names is read again.
  const correction = readCorrection({
    text: input.text,
    record,
    language,
    pack,
    today: input.referenceDate,
    isForSomeoneElse: Boolean(start.callerRelationship),
    isReadBackReply: pending === 'readBack',
    pending,
    before: start,
  });
  if (correction) record = correction.record;
  // "yes, but it was the Kroger on Main", "the store was Safeway": in reply to the read-back, a
  // name for a party we hold only as a kind ("a grocery store") makes it precise (decision 0314).
  const named =
    pending === 'readBack'
      ? namedAtReadBack(
          language,
          record,
          start,
          afterOpeningAnswer(input.text, pack.reading.answers),
          (key, against, text) => readAsPending(text, against, key),
        )
      : null;
  if (named) record = named.record;
  // Values the reading itself replaced count as corrected only in a message worded as one.
  const isWordedAsCorrection =
    pending === 'readBack' || isCorrectionLike(input.text, language, { pack, today: input.referenceDate });
  const correctedRead = [
    ...read.learned.filter(
      (key) =>
        isWordedAsCorrection &&
        key !== 'caseType' &&
        isOneValue(key, start) &&
        start[key] !== undefined &&
        read.record.sources[key]?.from !== 'description' &&
        JSON.stringify(start[key]) !== JSON.stringify(read.record[key]),
    ),
    ...(correction?.corrected ?? []),
    ...(named?.corrected ?? []),
  ].filter((key, index, all) => all.indexOf(key) === index);
  // "gracias, la empresa porque": a correction needs a value of the fact's type; words that end
  // mid-sentence or thank are no value, and the one held before stays (decision 0274).
  // Only words typed as a value are checked: a code ("OR", "IN") or a choice is no sentence.
  const fragments = correctedRead.filter((key) => {
    const value = record[key];
    return (
      typeof value === 'string' &&
      ['party', 'text'].includes(factCatalogue[key].valueType) &&
      key !== 'state' &&
      isFragmentValue(value)
    );
  });
  for (const key of fragments) {
    const { [key]: _fragment, ...rest } = record;
    const sources = { ...record.sources };
    if (start.sources[key]) sources[key] = start.sources[key];
    else delete sources[key];
    record = { ...(start[key] === undefined ? rest : { ...rest, [key]: start[key] }), sources } as CaseRecord;
  }
  const corrected = correctedRead.filter((key) => !fragments.includes(key));
  for (const key of corrected) {
    const source = record.sources[key];
    if (source && source.from !== 'correction')
      record = { ...record, sources: { ...record.sources, [key]: { ...source, from: 'correction' } } };
  }
  // "the light was red, not green", "no, it was his left side": a detail of how it happened
  // corrected. No fact holds it: what the message gave the pending question is undone, the
  // question is put again, and the correction is said to be noted (decision 0332).
  const otherFacts = read.learned.filter(
    (key) =>
      !(pending ? factsOfQuestion(pending) : []).includes(key) &&
      read.record.sources[key]?.derivedFrom === undefined &&
      key !== 'governmentDefendant',
  );
  // To the injuries question, "no, the back" names a part: the injuries' reading keeps it.
  const isDetailNoted =
    corrected.length === 0 &&
    otherFacts.length === 0 &&
    pending !== 'injuries' &&
    correctsADetail(input.text, language);
  if (isDetailNoted && pending && !isFreeAnswer(pending)) {
    for (const key of factsOfQuestion(pending))
      if (JSON.stringify(record[key]) !== JSON.stringify(start[key])) {
        const { [key]: _undone, ...rest } = record;
        const sources = { ...record.sources };
        if (start.sources[key]) sources[key] = start.sources[key];
        else delete sources[key];
        record = {
          ...(start[key] === undefined ? rest : { ...rest, [key]: start[key] }),
          sources,
        } as CaseRecord;
      }
    outcome = 'unclear';
  }
  // "wait no it was Aug 12 not Aug 2" to another question: the no belongs to the correction, so
  // what it gave the pending question is undone and the question is put again (decisions 0227, 0249).
  // "perdón, fue el 30 de octubre" is all correction too: the date is the message (decision 0256).
  if (
    corrected.length > 0 &&
    pending &&
    (noOpensACorrection(input.text, language) ||
      // "no, yo soy la que se cayó" to the witnesses question: the no is the correction's (decision
      // 0257); to a question about the injured person, the answer is now the writer's own.
      (correction?.isWriterHurt === true && !injuredPersonQuestions.has(pending)) ||
      // "there was never any whiplash", "no, nothing was fractured" to the witness question: the
      // message is the denial, and its words ("a concussion", its no) answer nothing else (decision 0274).
      (correction?.isOnlyDenial === true && pending !== 'injuries') ||
      (corrected.includes('incidentDate') &&
        apologyOpensADate(input.text, { language, pack, today: input.referenceDate })))
  ) {
    const pendingKeys = [
      ...factsOfQuestion(pending),
      ...(pending === 'injuries' ? (['uninjured'] as const) : []),
    ].filter((key) => !corrected.includes(key));
    for (const key of pendingKeys)
      if (JSON.stringify(record[key]) !== JSON.stringify(start[key])) {
        const { [key]: _undone, ...rest } = record;
        record = (start[key] === undefined ? rest : { ...rest, [key]: start[key] }) as CaseRecord;
      }
    outcome = 'unclear';
    // "no, it was in Canton not Akron. the police did come": a sentence besides the correcting
    // one may still answer the question pending; its answer is kept (decision 0264).
    const besides = answerBesidesCorrection(input.text, language);
    if (besides) {
      const again = readAsAnswer(besides, record);
      const answered = pendingKeys.filter(
        (key) => JSON.stringify(again.record[key]) !== JSON.stringify(record[key]),
      );
      const notKnown = pendingKeys.filter((key) => again.record.unknowns.includes(key));
      if (again.outcome === 'answered' || again.outcome === 'unknown') {
        for (const key of answered)
          record = {
            ...record,
            [key]: again.record[key],
            sources: { ...record.sources, [key]: again.record.sources[key] },
          } as CaseRecord;
        const unknowns = [...new Set([...record.unknowns, ...notKnown])];
        if (notKnown.length > 0) record = { ...record, unknowns };
        if (answered.length > 0 || notKnown.length > 0) outcome = again.outcome;
      }
    }
  }
  // "nope, thats everything", "no, nadie más" to a question that gathers a list: nothing (more) is an answer,
  // a no to its yes/no question when nothing was known; never put again (decision 0276).
  const saidNothingMore: FactKey[] = [];
  if (
    pending &&
    outcome === 'unclear' &&
    corrected.length === 0 &&
    isListQuestion(pending) &&
    saysNothingMore(input.text, language)
  ) {
    const key = pending as FactKey;
    if (key in factRegistry && factCatalogue[key].valueType === 'yes-no' && record[key] === undefined) {
      record = {
        ...record,
        [key]: false,
        sources: { ...record.sources, [key]: { from: 'answer', quote: input.text.slice(0, 300) } },
      } as CaseRecord;
      saidNothingMore.push(key);
    }
    outcome = 'answered';
  }
  if (pending === 'name' || pending === 'phone' || isFreeAnswer(pending)) outcome = 'answered';
  // "retired teacher" to "where do you work?": the answer shows the question does not fit the
  // person, which answers it (decision 0229); it is neither put again nor noted as unclear.
  const pendingFact = pending ? (factRegistry[pending as FactKey] as FactModule | undefined) : undefined;
  if (outcome === 'unclear' && pendingFact && !pendingFact.appliesTo(record) && pendingFact.appliesTo(start))
    outcome = 'answered';
  if (pending === 'confirmCaseType') {
    state = { ...state, candidates: [] };
    outcome = 'answered';
  }
  if (pending === 'datePrecision') outcome = 'answered';
  if (isOpenQuestion(pending)) state = { ...state, isPlanDone: true };

  // Answered, but with none of the question's facts (decision 0143): the extension may ask it
  // once more in other words. Not a question a plain "no" answers ("has anyone offered money?").
  if (pending && outcome === 'answered') {
    const facts = factsOfQuestion(pending);
    const gaveNone =
      facts.length > 0 &&
      facts.every((key) => record[key] === undefined && !record.unknowns.includes(key)) &&
      !module(facts[0]!).isAnsweredByNo;
    if (gaveNone && !state.unanswered.includes(pending))
      state = { ...state, unanswered: [...state.unanswered, pending] };
  }

  // "no idea" to a question that asks several facts, giving none: the not sure covers them all,
  // each counted as asked (decision 0341); read-message notes only the first one as unknown.
  if (pending && outcome === 'unknown' && read.learned.length === 0) {
    const beside = factsOfQuestion(pending)
      .slice(1)
      .filter((key) => record[key] === undefined && !state.notSureBeside.includes(key));
    if (beside.length > 0) state = { ...state, notSureBeside: [...state.notSureBeside, ...beside] };
  }

  // The one rephrase was not enough: move on, note the fact as unknown, and say so kindly. A
  // message that only corrected an earlier answer did not try ours: it stays open, and is put
  // again (decision 0227).
  // Put again once (decision 0264): a question already said twice is not said a third time for a
  // correction; it is noted as unknown like any question left open.
  const isOnlyCorrection =
    (corrected.length > 0 || isDetailNoted) &&
    outcome === 'unclear' &&
    pending !== null &&
    !state.askedAgain.includes(pending);
  if (isOnlyCorrection) state = { ...state, isRephrased: false };
  // "yes" to "about how much have your bills come to?": the bills exist, the figure was not said
  // (decision 0366). Kept, so the extension can ask for the figure once more.
  if (
    outcome === 'unclear' &&
    pending !== null &&
    isFigureOrName(pending) &&
    record[pending as FactKey] === undefined &&
    !state.saidYes.includes(pending) &&
    leadingAnswer(normalize(input.text), pack.reading.answers, input.text) === 'yes'
  )
    state = { ...state, saidYes: [...state.saidYes, pending] };
  const isLeftOpen = outcome === 'unclear' && state.isRephrased && pending !== null;
  if (isLeftOpen) {
    const facts = factsOfQuestion(pending).filter(
      (key) => record[key] === undefined && !record.unknowns.includes(key),
    );
    record = { ...record, unknowns: [...record.unknowns, ...facts.slice(0, 1)] };
    state = { ...state, skipped: [...state.skipped, pending] };
  }
  if (record.callerRelationship && !state.injuredName)
    state = { ...state, injuredName: injuredNameOf(input.text) };

  record = withCareDateMoved(record, start, { language, pack, today: input.referenceDate });
  const derived = deriveFacts(record, language);
  record = derived.record;
  const learned = [
    // A detail noted undid what it gave the pending question: that is not learned (decision 0332).
    ...read.learned.filter(
      (key) => !isDetailNoted || JSON.stringify(record[key]) !== JSON.stringify(start[key]),
    ),
    ...saidNothingMore,
    ...(correction?.corrected ?? []),
    ...derived.derived,
  ].filter((key, index, all) => all.indexOf(key) === index);
  // A withdrawn fact is said back as what it is not ("not at work", "not the manager"), never as a value.
  const withdrawnSaid = correction?.withdrawn ?? [];
  const saidAnew = corrected.filter(
    (key) =>
      !(withdrawnSaid.length > 0 && (key === 'caseType' || key === 'workersComp')) &&
      record[key] !== undefined,
  );
  const correctionWords = [describeCorrected(saidAnew, record, language, correction?.said), ...withdrawnSaid]
    .filter(Boolean)
    .join(', ');
  const acknowledgement =
    corrected.length > 0 && correctionWords
      ? pack.saying.correctionTaken(correctionWords)
      : isDetailNoted
        ? pack.saying.correctionNoted
        : isLeftOpen && learned.length === 0
          ? pack.saying.leftOpen
          : outcome === 'unknown'
            ? pack.saying.unknownNoted
            : acknowledgementFor(learned, record, input.text, language, state.turn);
  return {
    record,
    state,
    learned,
    outcome,
    acknowledgement,
    ...(corrected.length > 0 ? { corrected } : {}),
    ...(Object.keys(contactUpdate).length > 0 ? { contactUpdate } : {}),
    tokensUsed: 0,
    answeredBy: 'guided',
  };
}

/** The party facts the read-back says ("who caused it"). */
const partiesSaidBack: FactKey[] = ['atFaultParty'];

/** Words that turn an opening yes or no ("yes, but…", "sí, pero…"). */
const turnWords = /^[\s,;:.!-]*(?:but|though|although|pero|aunque|solo que)\b[\s,;:-]*/i;

/**
 * The reply to the read-back without its opening yes or no and the word that turns it ("yes but
 * it was the Kroger on Main" → "it was the Kroger on Main"): what follows is what the visitor
 * puts right, and a party's reader would take the yes or no as its answer.
 */
function afterOpeningAnswer(text: string, words: AnswerWords): string {
  const trimmed = text.trim();
  for (const start of [words.yesStart, words.noStart]) {
    const found = start.exec(trimmed.toLowerCase());
    if (found?.index !== 0) continue;
    const rest = trimmed
      .slice(found[0].length)
      .replace(turnWords, '')
      .replace(/^[\s,;:.!-]+/, '');
    if (rest) return rest;
  }
  return trimmed;
}

/**
 * A party held only as a kind ("a grocery store", "the driver") and named in the reply to the
 * read-back: the message read as the answer to the question the kind came from ("who owns the
 * place?"), or to the party's own, gives a value that holds a name or a chain, and it replaces
 * the kind (decision 0314). Another kind ("no, it was a gas station") is a correction's business,
 * and a name this message gave another fact (a town, a person with the visitor) is not the party.
 */
function namedAtReadBack(
  language: Language,
  record: CaseRecord,
  before: CaseRecord,
  said: string,
  readAs: (key: FactKey, against: CaseRecord, text: string) => { record: CaseRecord },
): { record: CaseRecord; corrected: FactKey[] } | null {
  let next = record;
  const corrected: FactKey[] = [];
  for (const key of partiesSaidBack) {
    const held = next[key];
    if (typeof held !== 'string' || holdsName(held) || holdsChain(held)) continue;
    const { [key]: _kind, ...open } = next;
    // Read as the answer to the question the kind came from ("who owns the store?"), then as its own.
    const from = next.sources[key]?.derivedFrom;
    const askedAs = [from, key].filter((fact): fact is FactKey => fact !== undefined && fact in factRegistry);
    const read = askedAs
      .map((fact) => {
        const { [fact]: _held, ...without } = open as CaseRecord;
        return readAs(fact, { ...without, sources: next.sources } as CaseRecord, said).record[fact];
      })
      .find((value) => typeof value === 'string' && (holdsName(value) || holdsChain(value)));
    if (typeof read !== 'string' || read === held || namesAnotherFact(read, next, before)) continue;
    if (!holdsChain(read) && !tellsTheSameKind(said, held) && !isTheWholeReply(said, read, language))
      continue;
    const quote = read.slice(0, 300);
    next = {
      ...next,
      [key]: read,
      sources: { ...next.sources, [key]: { from: 'correction', quote } },
    } as CaseRecord;
    corrected.push(key);
    if (from && from in factRegistry && next[from] === held) {
      next = {
        ...next,
        [from]: read,
        sources: { ...next.sources, [from]: { from: 'correction', quote } },
      } as CaseRecord;
      corrected.push(from);
    }
  }
  return corrected.length > 0 ? { record: next, corrected } : null;
}

/** A name that is a place or a day ("in Dayton", "it was Tuesday"), not the party. */
function namesAnotherFact(value: string, after: CaseRecord, before: CaseRecord): boolean {
  const plain = normalize(value);
  const places = [after.city, before.city].filter((place): place is string => typeof place === 'string');
  return (
    places.some((place) => plain.includes(normalize(place))) ||
    isTown(value) ||
    chrono.parse(value).length > 0 ||
    chrono.es.parse(value).length > 0
  );
}

/** "the store was Kroger", "the store is called Fresh Thyme": the reply names the kind we hold. */
function tellsTheSameKind(said: string, held: string): boolean {
  const head = normalize(held).split(/\s+/).at(-1);
  return head !== undefined && head.length > 2 && normalize(said).split(/\s+/).includes(head);
}

/**
 * "Kroger", "it was the Kroger on Main": the name is most of what the reply says, and it is no
 * person named by a role ("Officer Grant came", "my son Eli").
 */
function isTheWholeReply(said: string, name: string, language: Language): boolean {
  const first = normalize(name).split(/\s+/)[0] ?? '';
  if (isPartyWord(first, language)) return false;
  const words = normalize(said)
    .split(/\s+/)
    .filter((word) => !['it', 'was', 'its', 'is', 'that', 'fue', 'era', 'es'].includes(word));
  const named = normalize(name).split(/\s+/);
  return words.length > 0 && named.length / words.length >= 0.6;
}

function absorbDamagesUpdateAfresh(input: ReadInput): ReadResult {
  const language = input.record.language ?? input.state.language;
  const pack = packFor(language);
  const read = readMessage({
    text: input.text,
    record: input.record,
    language,
    pack,
    pending: 'medicalBills',
    origin: 'update',
    today: input.referenceDate,
    isForSomeoneElse: Boolean(input.record.callerRelationship),
  });
  const damageFacts: FactKey[] = [
    'medicalBills',
    'futureMedical',
    'lostWages',
    'propertyDamage',
    'outOfPocket',
  ];
  const learned = read.learned.filter((key) => damageFacts.includes(key));
  return {
    record: read.record,
    state: input.state,
    learned,
    outcome: learned.length > 0 ? 'answered' : 'unclear',
    acknowledgement: learned.length > 0 ? pack.saying.damagesUpdated : pack.saying.damagesNotFound,
    tokensUsed: 0,
    answeredBy: 'guided',
  };
}

/** A fact is settled when its module says so, by default when the record holds it or the visitor said they do not know it. */
const isSettled = (record: CaseRecord, key: FactKey) =>
  module(key).isSettled?.(record) ?? (record[key] !== undefined || record.unknowns.includes(key));

function questionText(key: QuestionKey, record: CaseRecord, state: AgentState, rephrase: boolean): string {
  const { saying } = packFor(state.language);
  switch (key) {
    case 'name':
      return saying.askName;
    case 'phone':
      return saying.askPhone;
    case 'readBack':
      return readBack(record, state.language) ?? saying.anythingElse;
    case 'anythingElse':
      // Said a second time (after a refusal), in other words.
      return rephrase ? saying.anythingMoreAgain : saying.anythingElse;
    case 'anythingMore':
      return rephrase ? saying.anythingMoreAgain : saying.anythingMore;
    case 'confirmCaseType': {
      const [first, second] = state.candidates;
      return saying.confirmCaseType(
        saying.caseTypeNames[first ?? 'other']!,
        saying.caseTypeNames[second ?? 'other']!,
      );
    }
    case 'confirmTurnAway':
      // Said again after a reload: the referee's "just to be sure", as it was asked.
      return state.confirming
        ? confirmationQuestion(record, state.confirming, state.language)
        : saying.anythingElse;
    case 'datePrecision':
      return saying.askDatePrecision(
        record.sources.incidentDate?.quote ??
          module('incidentDate').describe(record.incidentDate as never, state.language),
      );
    default: {
      const fact = module(key);
      const phrasing = (rephrase ? fact.rephrase : undefined) ?? fact.question;
      return phrasing![state.language](record);
    }
  }
}

/** How a question is said: new, said again as it was, or put another way (with or without saying so). */
export type WordingMode = 'new' | 'repeat' | 'rephrase' | 'quietRephrase';

/**
 * The registry's own wording of a question: what the guided agent says, and what the referee
 * falls back to when another agent's wording is refused (decision 0062).
 */
export function guidedWording(
  key: QuestionKey,
  record: CaseRecord,
  state: AgentState,
  mode: WordingMode,
): string {
  // The extension's second try (decision 0162): the missing part of a value held, a fact to look
  // up, or a question left without an answer, each in other words; said the same after a reload.
  if ((mode === 'new' || mode === 'repeat') && state.inExtension && state.askedAgain.includes(key)) {
    const fact = factRegistry[key as FactKey] as FactModule | undefined;
    // A yes without its figure or name in part one (decision 0366): the question as first said,
    // after a line that recalls the yes, so no line is said twice.
    if (fact && state.saidYes.includes(key) && record[key as FactKey] === undefined)
      return `${packFor(state.language).saying.saidYesLead} ${questionText(key, record, state, false)}`;
    if (fact?.followUp && record[key as FactKey] !== undefined && fact.followUp.lacks(record))
      return fact.followUp.question[state.language](record);
    return questionText(key, record, state, true);
  }
  if (mode === 'new' && state.askedAgain.includes(key) && state.unanswered.includes(key))
    return questionText(key, record, state, true);
  if (mode === 'new') return questionText(key, record, state, false);
  if (mode === 'repeat') return questionText(key, record, state, state.isRephrased);
  const rephrased = questionText(key, record, state, true);
  return mode === 'quietRephrase' ? rephrased : `${packFor(state.language).saying.rephraseLead} ${rephrased}`;
}

/**
 * How many questions asked so far asked for the fact: its own, and each other question that asks
 * it too ("Which insurance companies are involved: the other driver's, your own car insurance,
 * and your health insurance?" asks the three). A fact asked twice, in whatever words, is not
 * asked a third time (decision 0230).
 */
function timesAsked(key: QuestionKey, state: AgentState): number {
  return state.asked.filter((asked) => asked === key || factsOfQuestion(asked).includes(key as FactKey))
    .length;
}

/** The next question: contact details a direct visitor skipped, a close call on the case type, then the plan. */
function pickNext(record: CaseRecord, state: AgentState): QuestionKey | null {
  // In the extension, a fact another question only touched ("which insurance companies are
  // involved?" reads limits too) and never marked unknown was never asked in its own words: it
  // is asked now (decision 0341). Part one keeps decision 0230's count.
  const wasAsked = (key: QuestionKey) =>
    state.asked.includes(key) ||
    state.skipped.includes(key) ||
    (timesAsked(key, state) >= 2 && (!state.inExtension || record.unknowns.includes(key as FactKey)));
  if (state.needsName && !wasAsked('name')) return 'name';
  if (state.needsPhone && !wasAsked('phone')) return 'phone';
  if (state.candidates.length === 2 && !wasAsked('confirmCaseType')) return 'confirmCaseType';
  for (const key of planFor(record)) {
    if (wasAsked(key)) continue;
    const fact = module(key);
    if (!fact.question || !fact.appliesTo(record) || isPremiseDenied(key, record)) continue;
    if (!isSettled(record, key)) return key;
    // A known date given only as "last spring": one follow-up, when the deadline depends on it.
    if (
      key === 'incidentDate' &&
      record.incidentDate &&
      record.incidentDate.precision !== 'day' &&
      !wasAsked('datePrecision')
    )
      return 'datePrecision';
  }
  if (!state.isPlanDone && !wasAsked('anythingElse')) return 'anythingElse';
  // After the open question: what still moves the value, while questions remain (decision 0109).
  for (const key of deeperPlanFor(record)) {
    if (wasAsked(key)) continue;
    const fact = module(key);
    if (fact.question && fact.appliesTo(record) && !isSettled(record, key)) return key;
  }
  // The extension's second tries (decisions 0143, 0162), most valuable first: what is still
  // worth asking of a question asked once. Never a third time.
  if (state.inExtension) {
    const order = [...planFor(record), ...deeperPlanFor(record), ...state.unanswered];
    return order.find((key) => secondTryOf(key, record, state) !== null) ?? null;
  }
  return null;
}

/**
 * A fact whose question asks for a figure or a name (decisions 0366, 0412): a yes to it says the
 * thing exists (bills, pay lost, damage, an insurer, a job, an owner, a maker) without what it
 * comes to or who it is. By the catalogue's value type (money, policy, party), not by the fact;
 * not one only a doctor or the other side can tell.
 */
function isFigureOrName(key: QuestionKey): boolean {
  if (!(key in factRegistry)) return false;
  const fact = key as FactKey;
  return figureOrNameTypes.includes(factCatalogue[fact].valueType) && !onlyOthersCanTell.includes(fact);
}
const figureOrNameTypes: readonly string[] = ['money', 'policy', 'party'];

/** Why a question asked once is worth asking once more in the extension, if it is. */
type SecondTry = 'unanswered' | 'lookUp' | 'notSure' | 'followUp' | 'saidYes' | 'cutOff';

/**
 * A fact the visitor said yes to in part one without its figure or name, passed over after the
 * rephrase (decision 0366): the extension asks once for what it comes to, saying they said yes.
 * Not once its value is held, nor again once asked in the extension.
 */
function isSaidYesLeftOpen(key: QuestionKey, record: CaseRecord, state: AgentState): boolean {
  if (!state.saidYes.includes(key) || record[key as FactKey] !== undefined) return false;
  const from = state.extensionFrom ?? state.asked.length;
  const firstOwn = state.asked.indexOf(key);
  return firstOwn >= 0 && firstOwn < from && !state.asked.slice(from).includes(key);
}

/** How many times the fact's own question was said (not another question that also reads it). */
const ownAsks = (key: QuestionKey, state: AgentState) => state.asked.filter((asked) => asked === key).length;

/**
 * A question asked once is asked once more in the extension (decision 0162) when its answer gave
 * none of its facts (decision 0143), when the visitor could not say in part one a fact they can
 * look up (an insurer on a card, a total on a bill), or when the value held lacks the part the
 * case's value turns on (time off work without pay, damage without a figure). A fact passed over
 * after two tries, or already asked twice, is not; nor one whose premise the facts deny.
 */
function secondTryOf(key: QuestionKey, record: CaseRecord, state: AgentState): SecondTry | null {
  const fact = factRegistry[key as FactKey] as FactModule | undefined;
  const fits =
    Boolean(fact?.question && fact.rephrase && fact.appliesTo(record)) &&
    !isPremiseDenied(key as FactKey, record);
  if (fits && isSaidYesLeftOpen(key, record, state)) return 'saidYes';
  if (state.skipped.includes(key) || state.askedAgain.includes(key)) return null;
  if (!fact?.question || !fact.rephrase || !fact.appliesTo(record)) return null;
  if (isPremiseDenied(key as FactKey, record)) return null;
  const factKey = key as FactKey;
  // The missing part of a value held (decision 0186): also of a value the first message gave,
  // whose question part one never needed ("a grocery store" without its name).
  if (record[factKey] !== undefined && fact.followUp?.lacks(record)) return 'followUp';
  // Asked in its own words at most once (decision 0341): a question that only touched the fact
  // beside another ("…your own car insurance, and your health insurance?") and whose "not sure"
  // went to that other fact does not make this one asked twice.
  const firstAsked = state.asked.findIndex(
    (asked) => asked === key || factsOfQuestion(asked).includes(factKey),
  );
  if (firstAsked < 0 || ownAsks(key, state) + Number(state.notSureBeside.includes(key)) >= 2) return null;
  if (state.unanswered.includes(key) && !isSettled(record, factKey)) return 'unanswered';
  // Its own question first said in the extension: not asked again in it (decision 0162).
  const firstOwn = state.asked.indexOf(key);
  const askedInPartOne =
    (firstOwn >= 0 ? firstOwn : firstAsked) < (state.extensionFrom ?? state.asked.length);
  // Asked once in its own words in part one and closed by nothing: no value, never noted
  // unknown, never put again (decision 0413). The question part one's limit cut off: its answer
  // ("why do you need that?", "I'd rather not say", a word about something else) would have
  // earned the one rephrase had a question been left; the extension owes it that try. Not a
  // question a plain "no" answers without a value ("has anyone offered you money?" "no").
  if (
    askedInPartOne &&
    firstOwn >= 0 &&
    ownAsks(key, state) === 1 &&
    !state.notSureBeside.includes(key) &&
    !fact.isAnsweredByNo &&
    record[factKey] === undefined &&
    !record.unknowns.includes(factKey) &&
    !isSettled(record, factKey)
  )
    return 'cutOff';
  if (
    askedInPartOne &&
    !onlyOthersCanTell.includes(factKey) &&
    record[factKey] === undefined &&
    record.unknowns.includes(factKey)
  )
    return lookUpFacts.includes(factKey) ? 'lookUp' : 'notSure';
  return null;
}

/**
 * The questions the extension would still ask from here, most valuable first, if no answer
 * told anything new (decision 0162): what "the facts still worth asking" means when the
 * extension promises up to 15 more questions.
 */
export function questionsWorthAsking(record: CaseRecord, start: AgentState): QuestionKey[] {
  let state: AgentState = {
    ...start,
    inExtension: true,
    extensionFrom: start.extensionFrom ?? start.asked.length,
  };
  const keys: QuestionKey[] = [];
  for (let key = pickNext(record, state); key !== null && keys.length < 60; key = pickNext(record, state)) {
    keys.push(key);
    const isAgain = secondTryOf(key, record, state) !== null;
    state = {
      ...state,
      asked: [...state.asked, key],
      ...(isAgain ? { askedAgain: [...state.askedAgain, key] } : {}),
      ...(key === 'anythingElse' ? { isPlanDone: true } : {}),
    };
  }
  return keys;
}

/** Questions whose answer is free text for the case manager, not a fact to read. */
const isOpenQuestion = (key: QuestionKey | null) => key === 'anythingElse' || key === 'anythingMore';

/** The read-back is answered by whatever follows: a yes, or corrections read from it (not a fact of its own). */
const isFreeAnswer = (key: QuestionKey | null) => isOpenQuestion(key) || key === 'readBack';

export function chooseNext(input: ChooseInput): ChooseResult {
  let state: AgentState = { ...input.state };
  const pending = state.pending;
  if (input.repeatPending) {
    const next = pending
      ? {
          key: pending,
          text: guidedWording(pending, input.record, state, input.isPlainer ? 'quietRephrase' : 'repeat'),
          isNew: false,
        }
      : null;
    return { state, next, tokensUsed: 0 };
  }
  // An unclear answer earns the question once more, in other words (not a new question).
  // A question the answer showed does not fit the person ("retired" to the employer question)
  // is not asked again in other words (issue 23, point 5; decision 0173).
  const pendingFact = pending ? (factRegistry[pending as FactKey] as FactModule | undefined) : undefined;
  // Nor one whose premise the answer denied ("I was walking, I don't own a car"; decision 0240).
  const stillFits =
    !pendingFact ||
    (pendingFact.appliesTo(input.record) && !isPremiseDenied(pending as FactKey, input.record));
  if (input.outcome === 'unclear' && pending && stillFits && !state.isRephrased && !input.isExtensionStart) {
    // Asked twice now: never a third time, in this part or the extension.
    state = { ...state, isRephrased: true, askedAgain: [...new Set([...state.askedAgain, pending])] };
    const text = guidedWording(
      pending,
      input.record,
      state,
      input.isQuietRephrase ? 'quietRephrase' : 'rephrase',
    );
    return { state, next: { key: pending, text, isNew: false }, tokensUsed: 0 };
  }
  const key = pickNext(input.record, state);
  if (!key && input.isExtensionStart) {
    // The visitor chose to say more: the extension opens with one open question, never
    // with "we are out of questions".
    const text = packFor(state.language).saying.anythingMore;
    state = {
      ...state,
      pending: 'anythingMore',
      isPlanDone: false,
      isRephrased: false,
      asked: [...state.asked, 'anythingMore'],
    };
    return { state, next: { key: 'anythingMore', text, isNew: true }, tokensUsed: 0 };
  }
  if (!key)
    return {
      state: { ...state, pending: null, isRephrased: false, isPlanDone: true },
      next: null,
      tokensUsed: 0,
    };
  const facts = factsOfQuestion(key);
  // The extension's second try at a question asked once (decision 0162): pickNext returns a
  // question already asked only as such.
  const isAskedAgain = state.inExtension && secondTryOf(key, input.record, state) !== null;
  // The agent's own check on itself: asking about a fact the record already settled is a re-ask.
  const isReask =
    !isAskedAgain && key !== 'datePrecision' && facts.length > 0 && isSettled(input.record, facts[0]!);
  state = {
    ...state,
    pending: key,
    isRephrased: false,
    asked: [...state.asked, key],
    ...(isAskedAgain ? { askedAgain: [...state.askedAgain, key], isRephrased: true } : {}),
    ...(isReask ? { reasked: [...state.reasked, key] } : {}),
  };
  const next: NextQuestion = { key, text: guidedWording(key, input.record, state, 'new'), isNew: true };
  return { state, next, tokensUsed: 0 };
}
