import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0227: the incident's year corrected alone ("YYYY, not YYYY"): the year the visitor
 * takes back names the date we hold, and the date moves to the year said, its month and day
 * kept (the helper's crash is on October 14, 2026). Sentences written for this test.
 */
describe('the year of the incident corrected', () => {
  it.each([
    ['2025, not 2026', 'en', '2025-10-14', 'Thanks — October 14, 2025.'],
    ['oh it was 2024 not 2026', 'en', '2024-10-14', 'Thanks — October 14, 2024.'],
    ['the wreck was in 2025, not in 2026', 'en', '2025-10-14', 'Thanks — October 14, 2025.'],
    ['I said 2026 but it was really 2025', 'en', '2025-10-14', 'Thanks — October 14, 2025.'],
    ['fue en 2025, no en 2026', 'es', '2025-10-14', 'Gracias — 14 de octubre de 2025.'],
    ['2024, no 2026', 'es', '2024-10-14', 'Gracias — 14 de octubre de 2024.'],
  ] as const)('%s', async (text, language: Language, day, thanks) => {
    const read = await readCorrection(text, language);
    expect(read.record.incidentDate, text).toEqual({ from: day, to: day, precision: 'day' });
    expect(read.corrected).toContain('incidentDate');
    expect(read.acknowledgement).toBe(thanks);
  });

  it.each([
    ['2027, not 2026', 'en'],
    ['I bought the car in 2019, not 2020', 'en'],
    ['the bill was $2,025 not $2,026', 'en'],
    ['my old address was 2025 Elm, not 2026', 'en'],
    ['compré el carro en 2019, no en 2020', 'es'],
  ] as const)('the date stays: %s', async (text, language: Language) => {
    const read = await readCorrection(text, language);
    expect(read.record.incidentDate, text).toEqual({
      from: '2026-10-14',
      to: '2026-10-14',
      precision: 'day',
    });
  });
});
