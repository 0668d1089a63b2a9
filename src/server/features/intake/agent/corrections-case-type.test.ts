import { describe, expect, it } from 'vitest';

import { readTurn } from '../testing/read-turn';

const after = async (
  question: Parameters<typeof readTurn>[0],
  caseType: 'slip_fall' | 'medical_malpractice' | 'auto',
  text: string,
  language: 'en' | 'es' = 'en',
) => readTurn(question, text, { context: { caseType }, language });

describe('a correction of the kind of case (decision 0165)', () => {
  it('replaces a fall by the crash the visitor tells instead, in any answer', async () => {
    for (const text of [
      'last friday, and to be clear I did not slip, a pickup backed over my foot',
      'it was the 3rd. i didnt trip on anything, the car hit me in the crosswalk',
      'Nov 2. I never fell on my own, a minivan reversed into me',
    ]) {
      const read = await after('incidentDate', 'slip_fall', text);
      expect(read.record.caseType, text).toBe('auto');
      expect(read.record.sources.caseType?.from, text).toBe('correction');
      expect(read.acknowledgement, text).toContain('vehicle crash');
      expect(read.record.incidentDate, text).toBeDefined();
    }
  });

  it('works in Spanish and at the read-back', async () => {
    const spanish = await after(
      'incidentDate',
      'slip_fall',
      'el viernes pasado. no me caí sola, una camioneta me atropelló',
      'es',
    );
    expect(spanish.record.caseType).toBe('auto');
    expect(spanish.acknowledgement).toContain('choque');
    const readBack = await after(
      'readBack',
      'medical_malpractice',
      "no, it wasn't a medical mistake, the pill bottle cap shattered and cut my hand",
    );
    expect(readBack.record.caseType).toBe('product_liability');
  });

  it('changes nothing when the denial tells no other kind, or denies only part of it', async () => {
    for (const text of [
      'the 3rd, I tripped but I did not fall all the way down',
      'I did not fall, I was pushed, on the 3rd',
      'I never slipped before this, it was the 3rd',
    ])
      expect((await after('incidentDate', 'slip_fall', text)).record.caseType, text).toBe('slip_fall');
    expect(
      (await after('incidentDate', 'auto', 'the 3rd, it was not a fall, the truck ran the light')).record
        .caseType,
    ).toBe('auto');
  });
});
