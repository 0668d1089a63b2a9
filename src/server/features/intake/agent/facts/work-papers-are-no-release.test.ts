import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A paper about going back to work (a return-to-work form, a doctor's work note, a work-status
 * slip) is never an insurer's release (decision 0365). Sentences written for these tests.
 */

const released = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('releaseSigned', text, { language })).record.releaseSigned;

describe('a work paper answered to the release question', () => {
  it.each([
    ['yeah, I signed the return to work form at the clinic', 'en'],
    ['i signed something from urgent care so i could go back to work on light duty', 'en'],
    ['the doctor wrote me a work note and I signed it', 'en'],
    ['sí, firmé un papel para regresar al trabajo', 'es'],
    ['firmé la nota del médico para volver a trabajar', 'es'],
    ['sí, firmé la incapacidad que me dio la clínica', 'es'],
  ] as const)('"%s" leaves releaseSigned unset', async (text, language) => {
    expect(await released(text, language)).toBeUndefined();
  });

  it.each([
    ['no, only the return to work form', 'en'],
    ['no, nomás la nota del doctor para el trabajo', 'es'],
  ] as const)('"%s" is still a no', async (text, language) => {
    expect(await released(text, language)).toBe(false);
  });
});

describe('an insurer paper is still a release', () => {
  it.each([
    ['yes, I signed a release the adjuster mailed me', 'en'],
    ['yes I signed their settlement papers before going back to work', 'en'],
    ['sí, firmé un finiquito de la aseguradora', 'es'],
    ['sí, firmé los papeles del seguro', 'es'],
  ] as const)('"%s" is a yes', async (text, language) => {
    expect(await released(text, language)).toBe(true);
  });
});
