import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0164: a time said from the event ("the same day", "the next morning", "a week after
 * the surgery", "the following Monday", "el mismo día", "al día siguiente") is counted from the
 * known incident date, never from today, for the finding of the harm and the first care.
 * The incident here is Friday 7 March 2025, long before the chat's day (26 November 2026).
 * Sentences written for this test.
 */
const incidentDate = '2025-03-07';

describe('when the harm was found, counted from the incident', () => {
  it.each([
    ['the same day', 'en', '2025-03-07', '2025-03-07'],
    ['they told me that same evening', 'en', '2025-03-07', '2025-03-07'],
    ['I noticed it the next morning', 'en', '2025-03-08', '2025-03-08'],
    ['the day after, when the bandage came off', 'en', '2025-03-08', '2025-03-08'],
    ['about three days later', 'en', '2025-03-10', '2025-03-10'],
    ['I realized a week after the surgery', 'en', '2025-03-11', '2025-03-17'],
    ['the following Tuesday', 'en', '2025-03-11', '2025-03-11'],
    ['el mismo día', 'es', '2025-03-07', '2025-03-07'],
    ['me di cuenta al día siguiente', 'es', '2025-03-08', '2025-03-08'],
    ['a la mañana siguiente me dijeron', 'es', '2025-03-08', '2025-03-08'],
    ['una semana después de la operación', 'es', '2025-03-11', '2025-03-17'],
    ['el martes siguiente', 'es', '2025-03-11', '2025-03-11'],
  ] as const)('%s', async (text, language, from, to) => {
    const read = await readTurn('discoveryDate', text, {
      context: { caseType: 'medical_malpractice', incidentDate },
      language: language as Language,
    });
    expect(read.record.discoveryDate).toMatchObject({ from, to });
  });

  it.each([
    ['I had my gallbladder out on March 7, 2025 and the next day I found out they nicked my bowel.', 'en'],
    ['Me operaron el 7 de marzo de 2025 y al día siguiente me di cuenta de que algo salió mal.', 'es'],
  ] as const)('in a first message: %s', async (text, language) => {
    const read = await readTurn(null, text, {
      context: { caseType: 'medical_malpractice' },
      language,
    });
    expect(read.record.incidentDate?.from).toBe('2025-03-07');
    expect(read.record.discoveryDate?.from).toBe('2025-03-08');
  });

  it.each([
    [
      'The pharmacy filled the wrong pills on March 7, 2025. That night I passed out, and weeks later a doctor told me why.',
      'en',
    ],
    [
      'El 7 de marzo de 2025 me dieron la medicina equivocada. Esa misma noche me desmayé, y semanas después un médico me dijo la causa.',
      'es',
    ],
    [
      'On March 7, 2025 the hospital gave me the wrong dose. A nurse told me they were short of staff that night.',
      'en',
    ],
  ] as const)(
    'a time that belongs to another part of the sentence dates no finding: %s',
    async (text, language) => {
      const read = await readTurn(null, text, { context: { caseType: 'medical_malpractice' }, language });
      expect(read.record.discoveryDate?.from).not.toBe('2025-03-07');
    },
  );

  it('said beside another answer', async () => {
    const read = await readTurn('provider', 'Dr. Okafor. I found out the next day.', {
      context: { caseType: 'medical_malpractice', incidentDate },
    });
    expect(read.record.discoveryDate?.from).toBe('2025-03-08');
  });

  it('a calendar date still counts as said', async () => {
    const read = await readTurn('discoveryDate', 'I found out on April 2, 2025', {
      context: { caseType: 'medical_malpractice', incidentDate },
    });
    expect(read.record.discoveryDate?.from).toBe('2025-04-02');
  });

  it('without a known incident date, a time from it dates nothing', async () => {
    const read = await readTurn('discoveryDate', 'the next morning', {
      context: { caseType: 'medical_malpractice' },
    });
    expect(read.record.discoveryDate).toBeUndefined();
  });
});

describe('the first care, counted from the incident', () => {
  it.each([
    ['I saw my doctor the following Monday', 'en', '2025-03-10'],
    ['went to urgent care the Monday after', 'en', '2025-03-10'],
    ['fui al médico el lunes siguiente', 'es', '2025-03-10'],
    ['fui a urgencias a la mañana siguiente', 'es', '2025-03-08'],
  ] as const)('%s', async (text, language, from) => {
    const read = await readTurn('treatment', text, {
      context: { caseType: 'auto', incidentDate },
      language,
    });
    expect(read.record.firstTreatmentDate?.from).toBe(from);
  });

  it.each([
    ['the following Monday', 'en'],
    ['el lunes siguiente', 'es'],
  ] as const)('a weekday after the event is never the incident date: %s', async (text, language) => {
    const read = await readTurn('incidentDate', text, { context: { caseType: 'auto' }, language });
    expect(read.record.incidentDate).toBeUndefined();
  });
});
