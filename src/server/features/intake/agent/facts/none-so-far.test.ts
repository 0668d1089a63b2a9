import { describe, expect, it } from 'vitest';

import { chatTurns } from '../../testing/chat-turns';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0276, class 6: asked about care, "nothing so far honestly", "no doctor as of now",
 * "aún nada" say no care yet, definitely: the care question is not put again in other words, and
 * the bills it implies (none yet) are not asked. Sentences written for this test.
 */
describe('no care so far', () => {
  it.each([
    ['nothing so far honestly', 'en'],
    ['no doctor as of now, like i said', 'en'],
    ['not anything yet, i just got home', 'en'],
    ['aún nada, acabo de llegar a casa', 'es'],
    ['ningún médico todavía', 'es'],
    ['por ahora nada, ya le dije', 'es'],
  ] as const)('"%s" is none, and no bills so far', async (text, language) => {
    const read = await readTurn('treatment', text, { language, context: { caseType: 'auto' } });
    expect(read.outcome).toBe('answered');
    expect(read.record.treatment).toEqual({ levels: [], status: 'none' });
    expect(read.record.medicalBills?.total).toBe(0);
  });

  it('a whole chat: care is asked once, and bills never', async () => {
    const { asked, record } = await chatTurns(
      'A car backed into me in a parking lot in Tulsa, Oklahoma today and my hip is sore.',
      { treatment: 'NOTHING so far, i am still in the lot', '*': 'no' },
      { turns: 12 },
    );
    expect(asked.filter((key) => key === 'treatment')).toHaveLength(1);
    expect(asked).not.toContain('medicalBills');
    expect(asked).not.toContain('firstTreatmentDate');
    expect(record.treatment?.status).toBe('none');
  });

  it.each([
    // Negatives: care said, or care to come, is no "none so far".
    ['nothing yet but I have an appointment thursday', 'en'],
    ['only the ER so far', 'en'],
    ['todavía nada, pero mañana voy a la clínica', 'es'],
    ['yet another visit to urgent care', 'en'],
  ] as const)('"%s" is not none', async (text, language) => {
    const read = await readTurn('treatment', text, { language, context: { caseType: 'auto' } });
    expect(read.record.treatment?.status).not.toBe('none');
  });
});
