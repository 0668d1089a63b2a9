import { describe, expect, it } from 'vitest';

import { emptyCaseRecord } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';
import type { QuestionKey } from '../agent';

import { ownFaultPercentFact } from './fault.facts';

/**
 * Issue 23, class 4 (decision 0150): "I'm not the one hurt, it's my kid" sets who is writing at
 * once, whatever was asked, and the questions after it speak of the injured person, not "you".
 * Sentences written for this test.
 */
const callerOf = async (question: QuestionKey | null, text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(question, text, { language, context: question ? { caseType: 'slip_fall' } : {} })).record
    .callerRelationship;

describe('the writer says they are not the one hurt', () => {
  it.each([
    ['role', "i'm not the one hurt, it's my kid", 'parent (mother or father)'],
    ['photos', "I wasn't the one who got hurt, it was my son", 'parent (mother or father)'],
    ['witnesses', "it's not me who got hurt, it's my wife", 'husband'],
    ['incidentDate', 'im not the one injured. my mom is', 'child (son or daughter)'],
    ['role', 'this is not about me, my little brother got hurt', 'sibling (brother or sister)'],
    [
      null,
      "I'm not the one hurt, my daughter is. she fell off the slide at the park",
      'parent (mother or father)',
    ],
  ] as const)('%s ← %s', async (question, text, writer) => {
    expect(await callerOf(question, text)).toBe(writer);
  });

  it.each([
    ['role', 'no soy yo la lastimada, es mi hija', 'parent (mother or father)'],
    ['photos', 'no fui yo el que se lastimó, fue mi papá', 'child (son or daughter)'],
    ['witnesses', 'no soy yo el herido, es mi esposa', 'husband'],
  ] as const)('%s ← %s (es)', async (question, text, writer) => {
    expect(await callerOf(question, text, 'es')).toBe(writer);
  });

  it('not when the writer says they did not cause it, or names no relative', async () => {
    expect(await callerOf('role', "I'm not the one who caused it, my brother was driving")).toBeUndefined();
    expect(await callerOf('photos', "i'm not the one hurt")).toBeUndefined();
  });
});

describe('the fault question speaks of the injured person', () => {
  const record = (callerRelationship: string) => ({
    ...emptyCaseRecord(),
    caseType: 'slip_fall' as const,
    callerRelationship,
  });
  it('names the child to a parent, and not "you"', () => {
    const question = ownFaultPercentFact.question!.en(record('parent (mother or father)'));
    expect(question).toMatch(/your child/);
    expect(question).not.toMatch(/\byou\b/);
    expect(ownFaultPercentFact.question!.es(record('parent (mother or father)'))).toMatch(/su hijo o hija/);
    expect(ownFaultPercentFact.question!.en(record('wife'))).toMatch(/your husband/);
  });
  it('asks the visitor about themself otherwise', () => {
    expect(ownFaultPercentFact.question!.en({ ...emptyCaseRecord(), caseType: 'slip_fall' })).toMatch(
      /blame you/,
    );
  });
});
