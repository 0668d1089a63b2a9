import { describe, expect, it } from 'vitest';

import { type FactKey, factKeys } from '../../../contracts/case-record';
import { factCatalogue } from '../../../contracts/fact-catalogue';
import { chatReplySchema } from '../../../contracts/webhooks';

import { extraQuestionKeys, initialAgentState, type QuestionKey } from './agent/agent';
import { factRegistry } from './agent/facts/registry';
import { quickAnswerFor, quickAnswerKindOf } from './quick-answer';

describe('the quick answer a pending question gets', () => {
  it('gives yes/no chips to the yes-or-no facts and to "just to be sure"', () => {
    for (const key of ['witnesses', 'photos', 'priorAttorney', 'workersComp', 'productPreserved'] as const)
      expect(quickAnswerKindOf(key)).toBe('yesNo');
    expect(quickAnswerKindOf('confirmTurnAway')).toBe('yesNo');
  });

  it('gives a date picker to the dates, a state picker to the state and an amount field to money', () => {
    expect(quickAnswerKindOf('incidentDate')).toBe('date');
    expect(quickAnswerKindOf('discoveryDate')).toBe('date');
    expect(quickAnswerKindOf('datePrecision')).toBe('date');
    expect(quickAnswerKindOf('state')).toBe('state');
    for (const key of ['medicalBills', 'futureMedical', 'lostWages', 'propertyDamage'] as const)
      expect(quickAnswerKindOf(key)).toBe('money');
  });

  it('gives nothing to open questions', () => {
    const open: QuestionKey[] = [
      'name',
      'phone',
      'anythingElse',
      'anythingMore',
      'confirmCaseType',
      'caseType',
      'city',
      'injuries',
      'treatment',
      'atFaultParty',
      'employer',
      'healthInsurance',
      'ownFaultPercent',
      'age',
    ];
    for (const key of open) expect(quickAnswerKindOf(key), key).toBeNull();
  });

  it("agrees with each asked fact's correction input: the same closed kind, or none", () => {
    const correctionOf = { yesNo: 'yesno', date: 'date', state: 'state', money: 'amount' } as const;
    const asked = factKeys.filter((key: FactKey) => factRegistry[key].question);
    for (const key of asked) {
      const kind = quickAnswerKindOf(key);
      if (kind) expect(['none', correctionOf[kind]], key).toContain(factCatalogue[key].correction);
    }
    // A new question that is no fact gets nothing until someone decides it is closed.
    const closedExtras = extraQuestionKeys.filter((key) => quickAnswerKindOf(key) !== null);
    expect(closedExtras.sort()).toEqual(['confirmTurnAway', 'datePrecision']);
  });
});

describe('the quick answer of a reply', () => {
  const turn = (state: Parameters<typeof initialAgentState>[0], extra: object = {}) => ({
    state: initialAgentState(state),
    language: 'en' as const,
    redirectUrl: null,
    isPause: false,
    ...extra,
  });

  it('is there for a closed pending question, in the reply language, and fits the reply schema', () => {
    const answer = quickAnswerFor(turn({ pending: 'witnesses' }, { language: 'es' }));
    expect(answer).toEqual({ kind: 'yesNo', language: 'es' });
    expect(
      chatReplySchema.parse({ output: '¿Hubo algún testigo?', quickAnswer: answer }).quickAnswer,
    ).toEqual(answer);
  });

  it('lists every state by its name in the visitor language for the state question', () => {
    const spanish = quickAnswerFor(turn({ pending: 'state' }, { language: 'es' }));
    expect(spanish?.kind).toBe('state');
    const states = spanish?.kind === 'state' ? spanish.states : [];
    expect(states).toHaveLength(51);
    expect(states).toContainEqual({ code: 'NC', name: 'Carolina del Norte' });
    expect(states).toContainEqual({ code: 'TX', name: 'Texas' });
    const english = quickAnswerFor(turn({ pending: 'state' }));
    expect(english?.kind === 'state' && english.states[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(() => chatReplySchema.parse({ output: 'Which state?', quickAnswer: spanish })).not.toThrow();
  });

  it('is absent while "are you safe?" waits, while a command waits, on a pause and when the part ends', () => {
    const safety = initialAgentState().safety;
    expect(
      quickAnswerFor(turn({ pending: 'witnesses', safety: { ...safety, isAwaitingAnswer: true } })),
    ).toBeUndefined();
    expect(quickAnswerFor(turn({ pending: 'witnesses', awaiting: 'damages' }))).toBeUndefined();
    expect(quickAnswerFor(turn({ pending: 'witnesses' }, { isPause: true }))).toBeUndefined();
    expect(
      quickAnswerFor(turn({ pending: 'witnesses' }, { redirectUrl: '/continue?id=A&chat=B' })),
    ).toBeUndefined();
    expect(quickAnswerFor(turn({ pending: null }))).toBeUndefined();
    expect(quickAnswerFor(turn({ pending: 'city' }))).toBeUndefined();
  });
});
