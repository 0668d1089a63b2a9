import {
  type CaseRecord,
  type DateValue,
  type FactKey,
  factKeys,
  type FactProvenance,
} from '../../contracts/case-record';
import { factCatalogue, type FactValueType, factLabel } from '../../contracts/fact-catalogue';
import { reviewFields } from '../../contracts/intake-review';
import type { FactFlag, FactSetter, FactState } from '../../contracts/staff-facts';
import type { StoredFactCheck } from '../ports/stored-fact-check';

import { factKeyOf } from './fact-lines';

/**
 * Doubtful facts (issue 25 point 3, decision 0127), worked out from the stored record alone:
 * a value the intake's value check refuses or only passes cut down, one read from the answer
 * to another fact's question, one the model set, one the visitor corrected in the chat, and
 * facts that do not fit together. A fact a case manager set or confirmed carries no flag: they
 * have checked it. The queue's "N facts to check" and the facts editor both come from here.
 */

const refusedWords: Partial<Record<FactValueType, string>> = {
  party:
    'It reads as a sentence, a filler or a pronoun, not as who it was: the intake’s value check refuses it.',
  policy: 'It reads as a sentence or a filler, not as an insurer: the intake’s value check refuses it.',
  relationship: 'It is not a way of saying who is writing: the intake’s value check refuses it.',
  date: 'The date cannot be right: it is after today, or before the person was born.',
  age: 'It is not a person’s age.',
};

const setterOf = (source: FactProvenance | undefined): FactSetter | null => {
  if (!source) return null;
  if (source.byModel) return 'model';
  if (source.from === 'correction') return 'correction';
  if (source.from === 'staff') return 'staff';
  return 'visitor';
};

const notEarning = {
  retired: 'retired',
  unemployed: 'not working',
  student: 'a student',
  homemaker: 'a homemaker',
  disabled: 'living on disability',
};
/** Under this age, lost pay is worth a second look (a child). */
const CHILD_AGE = 14;

const dayOf = (date: DateValue) => date.from;

/**
 * Values a reader finds by a cue wherever it is said ("I have photos", "my neck and back", a
 * state's name): told in passing they are as sure as told when asked, so the answer they came
 * in does not make them doubtful. Names, amounts, dates and free text are cut out of the words
 * around them, and those are the ones taken from the wrong sentence.
 */
const cueValueTypes = new Set<FactValueType>(['yes-no', 'choice', 'list', 'state', 'treatment']);
/**
 * Facts never asked, read only where the visitor tells them (decision 0145): every answer they
 * come in is another question's, so that says nothing about them. The first treatment's date is
 * read only after the words of a first visit to care, never cut out of any sentence.
 */
const toldInPassingOnly = new Set<FactKey>(['firstTreatmentDate']);

/** Facts that do not fit together: each conflicting fact with the reason, in plain words. */
function conflictsOf(record: CaseRecord): Map<FactKey, string[]> {
  const found = new Map<FactKey, string[]>();
  const add = (keys: FactKey[], text: string) => {
    for (const key of keys) found.set(key, [...(found.get(key) ?? []), text]);
  };
  const incident = record.incidentDate;
  const discovery = record.discoveryDate;
  if (incident && discovery && dayOf(incident) > discovery.to)
    add(
      ['incidentDate', 'discoveryDate'],
      'The date it happened is after the date the harm was found: one of the two dates is wrong.',
    );
  // Checked from the incident's earliest possible day to the first care's latest: two dates that
  // are unknown or loose enough to overlap never conflict (decision 0145).
  const firstTreatment = record.firstTreatmentDate;
  if (incident && firstTreatment && dayOf(incident) > firstTreatment.to)
    add(
      ['incidentDate', 'firstTreatmentDate'],
      'The date it happened is after the first treatment: one of the two dates is wrong.',
    );
  const wages = record.lostWages;
  const hasLostPay = wages !== undefined && (wages.total ?? 0) > 0;
  if (hasLostPay && wages.notWorking)
    add(
      ['lostWages'],
      `Lost pay is given, yet the visitor was ${notEarning[wages.notWorking]} before the injury.`,
    );
  if (hasLostPay && record.age !== undefined && record.age < CHILD_AGE)
    add(['lostWages', 'age'], `Lost pay is given for a child of ${record.age}: check the age or the pay.`);
  if (record.uninjured === true && (record.injuries?.length ?? 0) > 0)
    add(['uninjured', 'injuries'], 'The visitor says nobody was hurt, yet injuries are listed.');
  return found;
}

function flagsOf(
  key: FactKey,
  record: CaseRecord,
  conflicts: Map<FactKey, string[]>,
  check: StoredFactCheck,
  today: Date,
): FactFlag[] {
  const source = record.sources[key];
  if (source?.from === 'staff' || source?.confirmed) return [];
  const flags: FactFlag[] = [];
  const checked = check(key, record, today);
  if (checked === 'failed')
    flags.push({
      kind: 'failed_check',
      text: refusedWords[factCatalogue[key].valueType] ?? 'The intake’s value check refuses it.',
    });
  else if (checked === 'narrowed')
    flags.push({
      kind: 'nearly_failed_check',
      text: 'It passes the value check only when cut down to its first words: it reads like part of a sentence.',
    });
  else if (checked === 'near')
    flags.push({
      kind: 'nearly_failed_check',
      text: 'It nearly failed the value check: it is about as long as a name can be, and may be part of a sentence.',
    });
  if (source?.answerTo && !cueValueTypes.has(factCatalogue[key].valueType) && !toldInPassingOnly.has(key))
    flags.push({
      kind: 'other_question',
      text: `Read from the answer to another question (“${factLabel(source.answerTo, 'en')}”), not from its own.`,
    });
  if (source?.byModel)
    flags.push({ kind: 'set_by_model', text: 'Set by the AI model, not by the intake’s own reading.' });
  if (source?.from === 'correction')
    flags.push({
      kind: 'corrected_by_visitor',
      text: 'The visitor corrected it (in the chat or on their review): check that the right version was kept.',
    });
  for (const text of conflicts.get(key) ?? []) flags.push({ kind: 'conflict', text });
  return flags;
}

/** The editor lines of each fact, as the record stands (the report line is the police or incident report). */
function linesByFact(record: CaseRecord): Map<FactKey, FactState['lines']> {
  const lines = new Map<FactKey, FactState['lines']>();
  for (const field of reviewFields) {
    const fact = factKeyOf(field.key, record);
    lines.set(fact, [...(lines.get(fact) ?? []), field.key]);
  }
  return lines;
}

/** Every fact the record holds, with where it came from and its flags. */
export function factStates(
  record: CaseRecord,
  options: { today: Date; check: StoredFactCheck },
): FactState[] {
  const conflicts = conflictsOf(record);
  const lines = linesByFact(record);
  return factKeys
    .filter((key) => record[key] !== undefined)
    .map((key) => {
      const source = record.sources[key];
      return {
        key,
        lines: lines.get(key) ?? [],
        setBy: setterOf(source),
        quote: source?.quote ?? null,
        by: source?.by ?? null,
        at: source?.at ?? null,
        reason: source?.reason ?? null,
        confirmed: source?.confirmed ?? null,
        flags: flagsOf(key, record, conflicts, options.check, options.today),
      };
    });
}
