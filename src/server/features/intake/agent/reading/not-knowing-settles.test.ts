import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import type { QuestionKey } from '../agent';
import { chatTurns } from '../../testing/chat-turns';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0241. Sentences written for this test. "I don't know" in its many forms, to a
 * question, settles the fact as not known: it is listed in `unknowns`, no value is stored, and
 * the question is not put again in other words.
 */
describe('not knowing settles the fact as unknown', () => {
  it.each([
    ["can't say yet", 'en'],
    ["the doctor hasn't said", 'en'],
    ["it's unclear right now", 'en'],
    ['hard to tell, my back still hurts every day', 'en'],
    ['no sabría decir', 'es'],
    ['el doctor no ha dicho nada', 'es'],
    ['aún no lo sabemos', 'es'],
    ['no sé, el médico dijo que vamos a ver cómo sana en los próximos meses', 'es'],
  ] as const)('lasting harm: "%s"', async (text, language) => {
    const { record, outcome } = await readTurn('permanentInjury', text, {
      context: { caseType: 'auto' },
      language,
    });
    expect(outcome).toBe('unknown');
    expect(record.permanentInjury).toBeUndefined();
    expect(record.unknowns).toContain('permanentInjury');
  });

  it.each([
    ['ownFaultPercent', "couldn't say, it all happened so fast", 'en'],
    ['witnesses', 'no idea, I was knocked out for a bit and then the paramedics were there', 'en'],
    ['priorInjuries', 'no lo sabemos', 'es'],
    ['lostWages', 'no sabría decir todavía', 'es'],
  ] as const)('%s: "%s"', async (key, text, language) => {
    const { record, outcome } = await readTurn(key as QuestionKey, text, {
      context: { caseType: 'auto' },
      language,
    });
    expect(outcome).toBe('unknown');
    expect(record.unknowns).toContain(key);
  });

  it.each([
    ['permanentInjury', 'not sure, but the surgeon said the damage is permanent', 'en', true],
    ['otherPartyInsurer', "I don't know, the other driver had Geico I think", 'en', 'GEICO'],
    ['ownFaultPercent', 'not sure, maybe 20 percent', 'en', 20],
  ] as const)('a value told with it is still read: %s "%s"', async (key, text, language, value) => {
    const { record } = await readTurn(key as QuestionKey, text, {
      context: { caseType: 'auto' },
      language: language as Language,
    });
    expect(record[key as 'permanentInjury']).toBe(value);
  });

  it('lasting harm is asked once after "no sé, vamos a ver"', async () => {
    const { asked } = await chatTurns(
      'Me chocaron por detrás en Houston, Texas el 3 de noviembre de 2026. Me lastimé el cuello y fui a emergencias.',
      {
        permanentInjury: 'no sé, el doctor dijo que vamos a ver',
        anythingElse: 'no, eso es todo',
        '*': 'no',
      },
      { language: 'es', turns: 30 },
    );
    expect(asked.filter((key) => key === 'permanentInjury')).toHaveLength(1);
  });
});
