import {
  type CaseRecord,
  emptyCaseRecord,
  type FactKey,
  type Language,
} from '../../../contracts/case-record';

import type { AgentState } from './agent/agent';

import { isOneValue } from './agent/corrections';
import type { FactModule } from './agent/facts/fact-module';
import { factRegistry } from './agent/facts/registry';
import { readAnswer as readRegistered } from './agent/guided-agent';
import { packFor } from './language/packs';
import { factsNamedByNoun, hasTypedValue, withoutNoun } from './questions/check-question';
import { contentWords } from './questions/find-visitor-questions';
import { stemOf } from './safety/safety-text';

/**
 * The answer to "did you write down my left knee?" (decision 0159): what the record holds for
 * the facts the check names, after any correction it carries ("did you get that she's 9, not
 * 8?"). A check names a fact two ways: its words, read alone against a record that holds
 * nothing, give that fact ("she's 9"); or they share a word with what the record holds for it
 * ("the knee" and "torn left knee", "October" and "October 2, 2026"). A fact of one value is
 * then read from the check as the answer to its own question, on the record as it is, and
 * changes when the check says another value ("October 3, not October 2"). A list (injuries)
 * grows only by what the check names that the list does not hold yet. The registry's own
 * reading, as the "already told you" look-up reads earlier messages: no model call.
 */
export interface CheckAnswer {
  record: CaseRecord;
  /** What the reply says. */
  said: string;
  /** The facts the check named, as the record now holds them. */
  named: FactKey[];
  /** The facts the check changed. */
  changed: FactKey[];
}

const module = (key: FactKey): FactModule => factRegistry[key] as FactModule;
const isFact = (key: string): key is FactKey => key in factRegistry;

/** The record as if the fact were not held yet, so that a value out of turn may be read for it. */
function withoutFact(record: CaseRecord, key: FactKey): CaseRecord {
  const { [key]: _dropped, ...rest } = record;
  const { [key]: _source, ...sources } = record.sources;
  return { ...rest, sources } as CaseRecord;
}

/** Stems of the words that carry meaning, in both languages (visitors mix them). */
function stemsOf(text: string): Set<string> {
  return new Set(
    contentWords(text.toLowerCase()).flatMap((word) => [stemOf(word, 'en'), stemOf(word, 'es')]),
  );
}

export function answerCheckQuestion(input: {
  checked: string;
  record: CaseRecord;
  state: AgentState;
  language: Language;
  referenceDate: Date;
}): CheckAnswer {
  const { saying } = packFor(input.language);
  const nothing = { record: input.record, said: saying.checkSaved, named: [], changed: [] };
  if (!/[\p{L}\p{N}]/u.test(input.checked)) return nothing;
  const read = (record: CaseRecord, pending: FactKey | null, text = input.checked) =>
    readRegistered({
      record,
      state: { ...input.state, pending, isRephrased: false },
      text,
      referenceDate: input.referenceDate,
      tokenBudget: 0,
    });
  // Who the words are about ("he", "my son") is read as the record tells it.
  const blank: CaseRecord = {
    ...emptyCaseRecord(),
    language: input.record.language,
    ...(input.record.caseType ? { caseType: input.record.caseType } : {}),
    ...(input.record.callerRelationship ? { callerRelationship: input.record.callerRelationship } : {}),
  };
  const alone = read(blank, null);
  // Only what the words themselves tell: a fact derived from the case type ("employee" at work) is no fact named.
  const toldAlone = alone.learned.filter(
    (key): key is FactKey =>
      isFact(key) &&
      key !== 'caseType' &&
      alone.record[key] !== undefined &&
      !alone.record.sources[key]?.derivedFrom,
  );
  const checkedStems = stemsOf(input.checked);
  const sharesWords = (key: FactKey) => {
    const value = input.record[key];
    if (value === undefined) return false;
    const held = stemsOf(module(key).describe(value as never, input.language));
    return [...checkedStems].some((stem) => held.has(stem));
  };
  const held = (Object.keys(input.record) as string[]).filter(
    (key): key is FactKey => isFact(key) && key !== 'caseType' && sharesWords(key),
  );
  // Words that give a fact of their own are about that fact; only words that give none are
  // looked for in what the record holds ("the knee"), where a story's long text would match anything.
  // A fact named by its noun ("the date, it's the 14th") is the one checked, whatever else the words give.
  const byNoun = factsNamedByNoun(input.checked);
  const named = byNoun.length > 0 ? byNoun : toldAlone.length > 0 ? toldAlone : held;
  if (named.length === 0) return nothing;

  let record = input.record;
  const changed: FactKey[] = [];
  const corrected: FactKey[] = [];
  for (const key of named) {
    const isOne = record[key] !== undefined && isOneValue(key, record);
    // A list the check only names again ("the knee" of "torn left knee") is not added to.
    if (!isOne && record[key] !== undefined && sharesWords(key)) continue;
    // Read as the answer to its own question only where that reading wants a typed value (a
    // date, an age, an amount): a free text's reader would take the whole check as its answer.
    const isTyped = hasTypedValue(key);
    const asItsAnswer = (byNoun.includes(key) || isOne) && isTyped;
    // Otherwise the noun itself is no value ("the city right? it was Kettering" holds no city named "city").
    const reading = asItsAnswer
      ? read(record, key)
      : byNoun.includes(key)
        ? read(withoutFact(record, key), null, withoutNoun(input.checked, key))
        : read(record, null);
    const value = reading.record[key];
    if (!reading.learned.includes(key) || value === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(record[key])) continue;
    const source = reading.record.sources[key];
    const isCorrection = isOne;
    record = {
      ...record,
      [key]: value,
      unknowns: record.unknowns.filter((unknown) => unknown !== key),
      sources: {
        ...record.sources,
        ...(source ? { [key]: { ...source, from: isCorrection ? 'correction' : source.from } } : {}),
      },
    };
    changed.push(key);
    if (isCorrection) corrected.push(key);
  }
  // A city is said before its state ("Austin; Texas"), as a place is written.
  const holds = named
    .filter((key) => record[key] !== undefined)
    .sort((a, b) => Number(b === 'city') - Number(a === 'city'));
  if (holds.length === 0) return nothing;
  // After a change, what changed is said back; the same words said of two facts, once.
  const facts = (changed.length > 0 ? holds.filter((key) => changed.includes(key)) : holds)
    .map((key) => module(key).describe(record[key] as never, input.language))
    .filter((said, index, all) => all.indexOf(said) === index)
    .join('; ');
  return {
    record,
    said:
      corrected.length > 0
        ? saying.checkUpdated(facts)
        : changed.length > 0
          ? saying.checkAdded(facts)
          : saying.checkHeld(facts),
    named: holds,
    changed,
  };
}
