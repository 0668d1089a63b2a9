import { describe, expect, it } from 'vitest';

import {
  type CaseRecord,
  type CaseType,
  caseTypes,
  emptyCaseRecord,
  type FactKey,
  factKeys,
  type Language,
} from '../../../../contracts/case-record';

import {
  type AgentState,
  initialAgentState,
  type QuestionKey,
  type ReadInput,
  type ReadResult,
} from './agent';
import type { FactModule } from './facts/fact-module';
import { factRegistry } from './facts/registry';
import { readAnswer } from './guided-agent';
import { sentencesOf } from './reading/text';
import { checkQuestionText, screenQuestion, screenReading } from './screen-agent-output';

const today = new Date('2031-04-14T15:00:00.000Z');
const recordOf = (fields: Partial<CaseRecord> = {}): CaseRecord => ({ ...emptyCaseRecord(), ...fields });
const about = (key: QuestionKey, language: Language = 'en', record = recordOf({ caseType: 'auto' })) => ({
  key,
  record,
  state: initialAgentState({ language }),
});

describe('the question checks', () => {
  it('pass every one-sentence question the registry asks, about its own fact, in both languages and every case type', () => {
    let checked = 0;
    const refused: string[] = [];
    for (const language of ['en', 'es'] as const)
      for (const caseType of caseTypes as readonly CaseType[])
        for (const key of factKeys) {
          const module = factRegistry[key] as FactModule;
          const record = recordOf({ caseType, language });
          for (const wording of [module.question, module.rephrase]) {
            const text = wording?.[language](record);
            if (!text || sentencesOf(text).length !== 1) continue;
            const refusal = checkQuestionText(text, about(key, language, record));
            if (refusal) refused.push(`${key} (${language}, ${caseType}): ${refusal}: ${text}`);
            checked += 1;
          }
        }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(700);
  });

  it.each([
    ['treatment', 'Could you tell me what medical care you have had so far?'],
    ['priorAttorney', 'Are you already working with a lawyer on this?'],
    ['witnesses', 'Did anybody else see it happen?'],
    ['injuries', 'Which parts of your body were injured?'],
    ['age', 'May I ask how old you are?'],
  ] as const)('let an ordinary paraphrase through (%s)', (key, text) => {
    expect(checkQuestionText(text, about(key))).toBeNull();
  });

  it('let a Spanish paraphrase through', () => {
    expect(
      checkQuestionText('¿Ya tiene un abogado que le ayude con esto?', about('priorAttorney', 'es')),
    ).toBeNull();
  });

  it.each([
    ['link', 'Have you talked to a lawyer? See www.lawyers.example'],
    ['link', 'Have you talked to a lawyer from lawyers dot com?'],
    ['link', 'Have you talked to a lawyer, like the ones at [our partner](x)?'],
    ['link', 'Have you talked to a lawyer (write to help@firm.test)?'],
    ['link', 'Have you talked to a lawyer at (800) 555-0199?'],
    ['too_long', `Have you ${'really '.repeat(50)}talked to a lawyer?`],
    ['not_one_question', 'Have you talked to a lawyer.'],
    ['not_one_question', 'Lawyer?'],
    ['not_one_question', 'I can help. Have you talked to a lawyer?'],
    ['not_one_question', 'Have you talked to a lawyer? Which one?'],
    ['off_topic', 'What is your mother’s maiden name?'],
    ['off_topic', 'Have you talked to a lawyer, and what is your bank account number?'],
    ['off_topic', 'Would you pay a small fee up front to a lawyer?'],
  ] as const)('refuse (%s): %s', (reason, text) => {
    expect(checkQuestionText(text, about('priorAttorney'))).toBe(reason);
  });

  it('fall back to the registry’s wording of the same question, in the same mode', () => {
    const state: AgentState = initialAgentState({ pending: 'witnesses', isRephrased: true });
    const record = recordOf({ caseType: 'auto' });
    const refused = screenQuestion(
      { key: 'witnesses', text: 'Visit https://x.test now?', isNew: false },
      { record, state, mode: 'rephrase' },
    );
    expect(refused).toEqual({
      next: {
        key: 'witnesses',
        text: 'Let me put that another way. Was there any witness, even a stranger who stopped?',
        isNew: false,
      },
      refusal: 'link',
    });
    const kept = screenQuestion(
      { key: 'witnesses', text: 'Did anybody see the crash happen?', isNew: true },
      { record, state, mode: 'new' },
    );
    expect(kept.refusal).toBeNull();
    expect(kept.next?.text).toBe('Did anybody see the crash happen?');
  });
});

describe('the reading checks', () => {
  const input = (text: string, pending: QuestionKey | null = 'witnesses'): ReadInput => ({
    record: recordOf({ caseType: 'auto', language: 'en' }),
    state: initialAgentState({ pending, asked: pending ? [pending] : [] }),
    text,
    referenceDate: today,
    tokenBudget: 1000,
  });
  /** What an agent might return: the guided reading with `change` applied. */
  const agentReading = (readInput: ReadInput, change: (record: CaseRecord) => CaseRecord): ReadResult => {
    const guided = readAnswer(readInput);
    const record = change(guided.record);
    const learned = factKeys.filter(
      (key) => JSON.stringify(record[key]) !== JSON.stringify(guided.record[key]),
    );
    return { ...guided, record, learned: [...guided.learned, ...learned] };
  };

  it('keep what the guided reading read, untouched', () => {
    const readInput = input('Two people saw it, and I already hired a lawyer.');
    const guided = readAnswer(readInput);
    expect(screenReading('answer', readInput, guided)).toEqual({ result: guided, refused: [] });
    expect(guided.record).toMatchObject({ witnesses: true, priorAttorney: true });
  });

  it('take back a fact the words do not say, and put back what the readers read instead', () => {
    const readInput = input('Two people saw it. I do not have a lawyer.');
    const claimed = agentReading(readInput, (record) => ({
      ...record,
      priorAttorney: true,
      photos: true,
      sources: { ...record.sources, photos: { from: 'answer', quote: 'Two people saw it', byModel: true } },
    }));
    const { result, refused } = screenReading('answer', readInput, claimed);
    expect(refused.sort()).toEqual<FactKey[]>(['photos', 'priorAttorney']);
    expect(result.record.priorAttorney).toBe(false);
    expect(result.record.photos).toBeUndefined();
    expect(result.record.sources.photos).toBeUndefined();
    expect(result.learned).not.toContain('photos');
    expect(result.learned).toContain('priorAttorney');
  });

  it('take back an "unknown" the visitor never said, so the question is still asked', () => {
    const readInput = input('Two people saw it.');
    const claimed = agentReading(readInput, (record) => ({
      ...record,
      unknowns: [...record.unknowns, 'priorAttorney', 'policeReport'],
    }));
    const { result, refused } = screenReading('answer', readInput, claimed);
    expect(refused.sort()).toEqual<FactKey[]>(['policeReport', 'priorAttorney']);
    expect(result.record.unknowns).toEqual([]);
  });

  it('go back to the guided outcome when the refused fact was the answer to the question asked', () => {
    const readInput = input('Hmm, let me think.', 'priorAttorney');
    const claimed = agentReading(readInput, (record) => ({ ...record, priorAttorney: true }));
    const guided = readAnswer(readInput);
    expect(guided.outcome).toBe('unclear');
    const { result } = screenReading('answer', readInput, { ...claimed, outcome: 'answered' });
    expect(result.record.priorAttorney).toBeUndefined();
    expect(result.outcome).toBe('unclear');
  });

  it('keep a text fact the reader finds in the visitor’s own words, and refuse one they never wrote', () => {
    // The owner of a store named in passing in an answer: the guided reading takes it only
    // from the story or when asked; the reader finds it when it reads the words unprompted.
    const readInput = {
      ...input('Nobody saw it. I slipped on a wet floor at Fresh Mart.'),
      record: recordOf({ caseType: 'slip_fall', language: 'en' }),
    };
    expect(readAnswer(readInput).record.propertyOwner).toBeUndefined();
    const found = agentReading(readInput, (record) => ({ ...record, propertyOwner: 'Fresh Mart' }));
    expect(screenReading('answer', readInput, found)).toMatchObject({
      refused: [],
      result: { record: { propertyOwner: 'Fresh Mart' } },
    });
    const invented = agentReading(readInput, (record) => ({ ...record, propertyOwner: 'Acme Holdings LLC' }));
    const screened = screenReading('answer', readInput, invented);
    expect(screened.refused).toEqual(['propertyOwner']);
    expect(screened.result.record.propertyOwner).toBeUndefined();
  });
});
