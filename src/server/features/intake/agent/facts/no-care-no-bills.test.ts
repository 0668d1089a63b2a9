import { describe, expect, it } from 'vitest';

import { chatTurns, questionsLeft } from '../../testing/chat-turns';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0239. Sentences written for this test. A visitor with no medical care yet has no
 * bills so far: the record holds $0, worked out from the treatment, and the bills question is
 * not put; "no bills", "zero", "nada" to that question are $0 too, so it is not put twice.
 */
describe('no care yet is no bills', () => {
  it.each([
    ['nothing yet, I just went home', 'en'],
    ["I haven't been to a doctor for it", 'en'],
    ['no doctor, just ice and rest', 'en'],
    ['none so far, resting at home', 'en'],
    ['I just went home and took some advil', 'en'],
    ['no fui al médico', 'es'],
    ['ninguna, me fui a mi casa', 'es'],
    ['me quedé en casa nomás', 'es'],
  ] as const)('"%s" is no care, and $0 in bills worked out from it', async (text, language) => {
    const { record } = await readTurn('treatment', text, { context: { caseType: 'auto' }, language });
    expect(record.treatment).toMatchObject({ levels: [], status: 'none' });
    expect(record.medicalBills).toEqual({ total: 0, paid: [] });
    expect(record.sources.medicalBills?.derivedFrom).toBe('treatment');
  });

  it.each([
    ['none, but I have an appointment on friday', 'en'],
    ['I went to urgent care and then went home', 'en'],
    ['nada, pero tengo cita el lunes', 'es'],
    ['fui a la clínica y luego a mi casa', 'es'],
  ] as const)('"%s" is care, or care ahead: no bills worked out', async (text, language) => {
    const { record } = await readTurn('treatment', text, { context: { caseType: 'auto' }, language });
    expect(record.treatment?.status).not.toBe('none');
    expect(record.medicalBills).toBeUndefined();
  });

  it('the bills question is never put after "no doctor"', async () => {
    const { record, state, asked } = await chatTurns(
      'Somebody rear-ended me at a light in Dayton, Ohio on November 3, 2026. My neck hurts.',
      { treatment: "haven't seen a doctor yet" },
    );
    expect(asked).toContain('treatment');
    expect([...asked, ...(await questionsLeft(record, state))]).not.toContain('medicalBills');
  });

  it('care told later takes the worked-out $0 back, and the bills are asked', async () => {
    const { record, state, asked } = await chatTurns(
      'I slipped on a wet floor at a grocery store in Dayton, Ohio on November 3, 2026 and hurt my back.',
      {
        treatment: 'nothing yet, I just went home',
        priorAttorney: 'no. I did go to urgent care yesterday though',
      },
      { turns: 6 },
    );
    expect(record.treatment?.levels).toContain('urgent_care');
    expect(record.treatment?.status).not.toBe('none');
    expect(record.sources.medicalBills?.derivedFrom).toBeUndefined();
    expect([...asked, ...(await questionsLeft(record, state))]).toContain('medicalBills');
  });
});

describe('"no bills" to the bills question is $0, asked once', () => {
  it.each([
    ['no bills', 'en'],
    ['zero', 'en'],
    ['$0', 'en'],
    ['0 dollars', 'en'],
    ['none so far', 'en'],
    ["I haven't gotten any bills", 'en'],
    ['nada', 'es'],
    ['cero', 'es'],
    ['no me han cobrado nada', 'es'],
  ] as const)('"%s"', async (text, language) => {
    const { record, outcome } = await readTurn('medicalBills', text, {
      context: { caseType: 'auto' },
      language,
    });
    expect(outcome).toBe('answered');
    expect(record.medicalBills).toEqual({ total: 0, paid: [] });
  });

  it.each([
    ['none, my insurance paid all of it', 'en'],
    ['not yet', 'en'],
    ['no me cobraron nada, el seguro pagó todo', 'es'],
  ] as const)('"%s" is no $0', async (text, language) => {
    const { record } = await readTurn('medicalBills', text, { context: { caseType: 'auto' }, language });
    expect(record.medicalBills?.total).toBeUndefined();
  });

  it('is not asked again after "no bills", nor followed up on who paid', async () => {
    const { record, state, asked } = await chatTurns(
      'A truck sideswiped me on the highway in Dayton, Ohio on November 3, 2026. My shoulder is bruised.',
      { treatment: 'urgent care', medicalBills: 'no bills', '*': 'no' },
      { turns: 15 },
    );
    expect(asked.filter((key) => key === 'medicalBills')).toHaveLength(1);
    expect(await questionsLeft(record, { ...state, inExtension: true })).not.toContain('medicalBills');
  });
});
