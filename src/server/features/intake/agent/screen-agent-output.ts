import { type CaseRecord, type FactKey, factKeys } from '../../../../contracts/case-record';
import { factLabel } from '../../../../contracts/fact-catalogue';
import { packFor } from '../language/packs';

import type { AgentState, IntakeAgent, NextQuestion, QuestionKey, ReadInput, ReadResult } from './agent';
import type { FactModule } from './facts/fact-module';
import { factRegistry } from './facts/registry';
import {
  absorbDamagesUpdate,
  guidedWording,
  readAnswer,
  readDescription,
  type WordingMode,
} from './guided-agent';
import { buildContext, factsOfQuestion } from './read-message';
import { normalize, sentencesOf } from './reading/text';

/**
 * What any agent says is untrusted (issue 15, decision 0062). Every reading and every
 * question the intake uses passes through this module (`withScreenedOutput`, wrapped around
 * whichever agent the app runs), before the referee or start-chat sees it:
 *
 * - a question is shown only when it is one plain question of a sane length, with nothing
 *   to follow (no link, address, handle, phone number or markup), about the fact it claims
 *   to ask; otherwise the registry's own wording of that question is used;
 * - a fact is recorded only when the registry's readers find it in the visitor's words:
 *   either it is what the guided reading of this message gives, or the fact's own reader,
 *   reading the message (or the words the agent quoted from it) the way it reads a story the
 *   visitor told unprompted, finds the same value. Otherwise the fact is what the guided
 *   reading made it (usually what it was: unknown) and is asked in its turn. An agent cannot
 *   mark a fact "unknown" that the visitor did not say they do not know either.
 */

export type QuestionRefusal = 'link' | 'too_long' | 'not_one_question' | 'off_topic';

export const MAX_QUESTION_CHARS = 300;

/** Anything a visitor could follow or act on outside the chat. */
const followable = [
  /https?:|hxxp|www\.|mailto:|tel:|ftp:/i,
  /[\p{L}\p{N}-]+\.(?:[a-z]{2,24})(?:\/|\b)/iu,
  /\bdot\s+(?:com|org|net|io|co|us|info|biz)\b/i,
  /@/,
  /\+?\d[\d\s().-]{8,}\d/,
  /[<>[\]`{}|\\]/,
];

/** Things our intake never asks for, whatever fact a question names. */
const neverAsked = [
  /\b(social security|ssn|bank account|account number|routing number|credit card|debit card|card number|password|passcode|pin (code|number)|wire transfer|gift card|bitcoin|crypto|venmo|zelle|cash ?app|paypal|pay (us|a fee|the fee)|fee up front|upfront fee|passport|license number|date of birth)\b/,
  /\b(seguro social|cuenta bancaria|numero de cuenta|tarjeta de (credito|debito)|numero de tarjeta|contrasena|pago por adelantado|transferencia bancaria|pasaporte|fecha de nacimiento)\b/,
];

/** Words that say nothing about the topic of a question. */
const fillerWords = new Set(
  `about above after again all also and any anyone anything are aren ask been before being both but can could did does doing done else even ever every for from get got had has have having her here him his how into its just know let like made make many may more most much must not now one only other our out over please really right said same see she should since some still such sure tell than that the their them then there these they thing things this those through too until very want was were what when where which while who why will with would yet you your yours
  ahi algo alguien algun alguna algunas algunos ante antes aqui asi bien cada como con cual cuales cuando del desde donde durante era esa ese eso esta estaba estas este esto estos fue hace hasta hay las los mas mucho muy nada para pero poco por porque puede pueda que quien sido sin sobre solo sus tambien tiene tener todo todos una uno usted ustedes`.split(
    /\s+/,
  ),
);

/** The content words of a text, cut to their first five letters ("injuries" and "injured" meet). */
function topicStems(text: string): Set<string> {
  return new Set(
    normalize(text)
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 3 && !fillerWords.has(word))
      .map((word) => word.slice(0, 5)),
  );
}

/** What a question about `key` may be about: the registry's wordings of it and the labels of the facts it asks. */
function vocabularyOf(key: QuestionKey, record: CaseRecord, state: AgentState): Set<string> {
  const language = state.language;
  const texts = [
    guidedWording(key, record, state, 'new'),
    guidedWording(key, record, state, 'quietRephrase'),
  ];
  for (const fact of factsOfQuestion(key)) texts.push(factLabel(fact, language));
  return topicStems(texts.join(' '));
}

/** Why a question an agent wrote may not be shown, or null when it may. */
export function checkQuestionText(
  text: string,
  about: { key: QuestionKey; record: CaseRecord; state: AgentState },
): QuestionRefusal | null {
  const trimmed = text.trim();
  if (followable.some((pattern) => pattern.test(trimmed))) return 'link';
  if (trimmed.length > MAX_QUESTION_CHARS) return 'too_long';
  if (trimmed.length < 10 || !trimmed.endsWith('?') || sentencesOf(trimmed).length !== 1)
    return 'not_one_question';
  const plain = normalize(trimmed);
  if (neverAsked.some((pattern) => pattern.test(plain))) return 'off_topic';
  const vocabulary = vocabularyOf(about.key, about.record, about.state);
  if (![...topicStems(trimmed)].some((stem) => vocabulary.has(stem))) return 'off_topic';
  return null;
}

/**
 * The question to show: the agent's, when it passes, else the registry's own wording of the
 * same question in the same `mode` (new, said again, or put another way).
 */
export function screenQuestion(
  next: NextQuestion | null,
  context: { record: CaseRecord; state: AgentState; mode: WordingMode },
): { next: NextQuestion | null; refusal: QuestionRefusal | null } {
  if (!next) return { next, refusal: null };
  const registryText = guidedWording(next.key, context.record, context.state, context.mode);
  if (next.text === registryText) return { next, refusal: null };
  const refusal = checkQuestionText(next.text, {
    key: next.key,
    record: context.record,
    state: context.state,
  });
  return refusal ? { next: { ...next, text: registryText }, refusal } : { next, refusal: null };
}

export type ReadingKind = 'description' | 'answer' | 'update';

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Whether a value an agent set is the one a reader found: equal, or every part of it found (text: the visitor's own words). */
function agrees(proposed: unknown, read: unknown, message: string): boolean {
  if (same(proposed, read)) return true;
  if (typeof proposed === 'string' && typeof read === 'string') {
    const words = normalize(proposed);
    const found = normalize(read);
    return (
      words.length > 0 &&
      normalize(message).includes(words) &&
      (found.includes(words) || words.includes(found))
    );
  }
  if (Array.isArray(proposed) && Array.isArray(read))
    return (
      proposed.length > 0 && proposed.every((item) => read.some((other) => agrees(item, other, message)))
    );
  if (
    proposed &&
    read &&
    typeof proposed === 'object' &&
    typeof read === 'object' &&
    !Array.isArray(proposed)
  ) {
    const found = read as Record<string, unknown>;
    return Object.entries(proposed).every(([field, value]) => agrees(value, found[field], message));
  }
  return false;
}

/** The fact's own reader, reading `text` as a story told unprompted: no question to lean a bare yes or number on. */
function readUnprompted(key: FactKey, text: string, record: CaseRecord, input: ReadInput): unknown {
  const language = record.language ?? input.state.language;
  const context = buildContext({
    text,
    record,
    language,
    pack: packFor(language),
    pending: null,
    origin: 'description',
    today: input.referenceDate,
    isForSomeoneElse: Boolean(record.callerRelationship),
  });
  const reading = (factRegistry[key] as FactModule).read(context);
  return reading && !('isUnknown' in reading) ? reading.value : undefined;
}

/**
 * The reading to keep: every fact the agent set or changed is checked against what the
 * registry's readers find in the visitor's words; one they do not find keeps its value from
 * before the message, and an "unknown" the visitor never said is taken back.
 */
export function screenReading(
  kind: ReadingKind,
  input: ReadInput,
  result: ReadResult,
): { result: ReadResult; refused: FactKey[] } {
  const registry =
    kind === 'description'
      ? readDescription(input)
      : kind === 'answer'
        ? readAnswer(input)
        : absorbDamagesUpdate(input);
  const before = input.record;
  let record: CaseRecord = result.record;
  /** What the readers see: the registry's reading plus the agent's facts confirmed so far. */
  let confirmed: CaseRecord = registry.record;
  const refused: FactKey[] = [];
  for (const key of factKeys) {
    const value = result.record[key];
    if (same(value, before[key]) || same(value, registry.record[key])) continue;
    const quote = result.record.sources[key]?.quote;
    const quoted = quote && normalize(input.text).includes(normalize(quote)) ? [quote] : [];
    const isFound =
      value !== undefined &&
      [input.text, ...quoted].some((text) =>
        agrees(value, readUnprompted(key, text, confirmed, input), input.text),
      );
    if (isFound) {
      confirmed = { ...confirmed, [key]: value };
      continue;
    }
    // Not found: the fact is what the registry read from this message, usually what it was.
    refused.push(key);
    const sources = { ...record.sources };
    const registrySource = registry.record.sources[key];
    if (registrySource) sources[key] = registrySource;
    else delete sources[key];
    record = { ...record, [key]: registry.record[key], sources };
  }
  const allowedUnknowns = new Set([...before.unknowns, ...registry.record.unknowns]);
  const unknowns = record.unknowns.filter((key) => allowedUnknowns.has(key) && record[key] === undefined);
  for (const key of record.unknowns) if (!unknowns.includes(key) && !refused.includes(key)) refused.push(key);
  record = { ...record, unknowns };
  if (refused.length === 0) return { result, refused };
  const asked = factsOfQuestion(input.state.pending);
  return {
    result: {
      ...result,
      record,
      learned: result.learned.filter((key) => !refused.includes(key) || registry.learned.includes(key)),
      outcome: refused.some((key) => asked.includes(key)) ? registry.outcome : result.outcome,
    },
    refused,
  };
}

export type OutputRefusal =
  | { kind: 'facts'; reading: ReadingKind; facts: FactKey[] }
  | { kind: 'question'; key: QuestionKey; reason: QuestionRefusal };

/**
 * The agent the use cases call: `agent`, with every reading and question screened. Wired
 * once, around whichever agent the app runs (intake.routes.ts); `onRefused` hears what was
 * set aside (fact keys and reasons only, never the visitor's words).
 */
export function withScreenedOutput(
  agent: IntakeAgent,
  onRefused?: (refusal: OutputRefusal) => void,
): IntakeAgent {
  const screened = (reading: ReadingKind, input: ReadInput, result: ReadResult): ReadResult => {
    const { result: kept, refused } = screenReading(reading, input, result);
    if (refused.length > 0) onRefused?.({ kind: 'facts', reading, facts: refused });
    return kept;
  };
  const beginTurn = agent.beginTurn?.bind(agent);
  return {
    name: agent.name,
    readDescription: async (input) => screened('description', input, await agent.readDescription(input)),
    readAnswer: async (input) => screened('answer', input, await agent.readAnswer(input)),
    absorbDamagesUpdate: async (input) => screened('update', input, await agent.absorbDamagesUpdate(input)),
    chooseNext: async (input) => {
      const chosen = await agent.chooseNext(input);
      const mode: WordingMode =
        !chosen.next || chosen.next.isNew
          ? 'new'
          : input.repeatPending
            ? input.isPlainer
              ? 'quietRephrase'
              : 'repeat'
            : input.isQuietRephrase
              ? 'quietRephrase'
              : 'rephrase';
      const { next, refusal } = screenQuestion(chosen.next, {
        record: input.record,
        state: chosen.state,
        mode,
      });
      if (refusal && next) onRefused?.({ kind: 'question', key: next.key, reason: refusal });
      return { ...chosen, next };
    },
    // A turn's view of the agent is screened the same way (decision 0077).
    ...(beginTurn ? { beginTurn: () => withScreenedOutput(beginTurn(), onRefused) } : {}),
  };
}
