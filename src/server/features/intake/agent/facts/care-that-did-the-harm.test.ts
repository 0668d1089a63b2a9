import { describe, expect, it } from 'vitest';

import type { CaseType, Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0405: a word of care followed by the harm it did ("the chiropractor cracked my neck",
 * "an ambulance ran the light") names who did it, not care the visitor got. Sentences written
 * for this test.
 */
const levelsOf = async (text: string, language: Language, caseType: CaseType) =>
  (await readTurn(null, text, { context: { caseType }, language })).record.treatment?.levels ?? [];

describe('care that did the harm is no care received', () => {
  it.each([
    [
      'the chiropractor cracked my neck so hard I felt a pop and my arm went numb',
      'en',
      'medical_malpractice',
      'chiropractic',
    ],
    ['an ambulance ran the light on Grand and hit my car, my ribs are cracked', 'en', 'auto', 'ambulance'],
    [
      'the physical therapist just yanked my shoulder and tore the repair',
      'en',
      'medical_malpractice',
      'physical_therapy',
    ],
    [
      'the dentist accidentally nicked a nerve and my lip is still numb',
      'en',
      'medical_malpractice',
      'dental',
    ],
    [
      'el quiropráctico me tronó la espalda y ahora no siento la pierna',
      'es',
      'medical_malpractice',
      'chiropractic',
    ],
    ['una ambulancia se pasó el alto y me chocó, me rompí el brazo', 'es', 'auto', 'ambulance'],
  ] as const)('"%s" keeps %s out', async (text, language, caseType, level) => {
    expect(await levelsOf(text, language, caseType)).not.toContain(level);
  });
});

describe('care received still counts (negatives)', () => {
  it.each([
    [
      'my chiropractor adjusted my back twice a week after the crash and it helped',
      'en',
      'auto',
      'chiropractic',
    ],
    ['the ambulance took me to the ER and they did x-rays', 'en', 'auto', 'ambulance'],
    ['the dentist fixed the tooth the bouncer broke', 'en', 'other', 'dental'],
    ['el quiropráctico me atendió tres semanas después del choque', 'es', 'auto', 'chiropractic'],
  ] as const)('"%s" keeps %s', async (text, language, caseType, level) => {
    expect(await levelsOf(text, language, caseType)).toContain(level);
  });
});
