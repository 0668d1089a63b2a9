import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import type { QuestionKey } from './agent';
import { readTurn } from '../testing/read-turn';

/**
 * Decision 0257: while we hold a relative as the injured person (the writer a parent, the age the
 * child's), the writer says as a correction that they are the one hurt. The tie and the relative's
 * age are withdrawn and said back; the correction's no answers no other question. Sentences
 * written for this test.
 */
const context = {
  caseType: 'dog_bite' as const,
  callerRelationship: 'parent (mother or father)',
  age: 11,
  injuries: ['bite to hand'],
};

describe('the writer says they are the one hurt', () => {
  it.each([
    ['witnesses', 'no, yo soy la que salió lastimada', 'es'],
    ['witnesses', 'perdón, fui yo el que se lastimó, no mi niño', 'es'],
    ['policeReport', 'a mí fue, no a mi hija', 'es'],
    ['witnesses', 'no no, el herido soy yo', 'es'],
    ['witnesses', 'sorry no, I was the one who got bitten', 'en'],
    ['policeReport', 'it was me, not my daughter', 'en'],
  ] as const)('%s: "%s"', async (question: QuestionKey, text, language: Language) => {
    const read = await readTurn(question, text, { context, language });
    expect(read.record.callerRelationship).toBeUndefined();
    expect(read.record.age).toBeUndefined();
    expect(read.corrected).toEqual(expect.arrayContaining(['callerRelationship', 'age']));
    expect(read.acknowledgement).toBe(
      language === 'es' ? 'Gracias — usted es la persona lesionada.' : 'Thanks — you are the one hurt.',
    );
    expect(read.outcome).toBe('unclear');
    expect(read.record.witnesses).toBeUndefined();
    expect(read.record.policeReport).toBeUndefined();
    expect(read.record.injuries).toEqual(['bite to hand']);
  });

  it('keeps the age the writer gives with it as their own', async () => {
    const read = await readTurn('age', 'perdón, a mí fue, tengo 52', { context, language: 'es' });
    expect(read.record.callerRelationship).toBeUndefined();
    expect(read.record.age).toBe(52);
  });

  it.each([
    ['witnesses', 'sí, mi hijo vio todo', 'es'],
    ['witnesses', 'fui yo quien llamó al 911', 'es'],
    ['witnesses', 'yes, it was me and the neighbor who saw it', 'en'],
    ['injuries', 'a mí me duele verlo así', 'es'],
    ['witnesses', 'no, nadie más', 'es'],
    ['witnesses', 'no soy yo la lastimada, es mi hija', 'es'],
    ['witnesses', "no, it's not me, it's my son", 'en'],
  ] as const)('%s: "%s" keeps the relative', async (question: QuestionKey, text, language: Language) => {
    const read = await readTurn(question, text, { context, language });
    expect(read.record.callerRelationship).toBe('parent (mother or father)');
    expect(read.record.age).toBe(11);
  });

  it('needs a relative held as the injured person', async () => {
    const read = await readTurn('witnesses', 'no, fui yo el que se cayó', {
      context: { caseType: 'slip_fall', age: 40 },
      language: 'es',
    });
    expect(read.record.age).toBe(40);
    expect(read.corrected ?? []).not.toContain('age');
  });
});
