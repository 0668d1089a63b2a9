import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

import type { QuestionKey } from '../agent';

import { isOnlyDetail } from './detail-words';

/**
 * A side, a direction, a colour or a car's part tells how it happened, never who did it: it is
 * no party, nor is a role word that only describes a part ("the passenger side") (decision
 * 0332). Sentences written for this test.
 */
const read = (question: QuestionKey, text: string, language: Language, held?: string) =>
  readTurn(question, text, {
    language,
    context: { caseType: 'auto', ...(held ? { atFaultParty: held } : {}) },
  });

describe('words of how it happened are no party', () => {
  it.each([
    ['atFaultParty', 'it was her RIGHT side', 'en'],
    ['atFaultParty', 'no it was the rear passenger side', 'en'],
    ['atFaultParty', "the driver's side mirror", 'en'],
    ['atFaultParty', 'the back bumper, not the front', 'en'],
    ['atFaultParty', 'fue del lado del conductor', 'es'],
    ['atFaultParty', 'fue el lado izquierdo, no el derecho', 'es'],
    ['readBack', 'the light was green, not red', 'en'],
    ['readBack', 'el semáforo estaba en verde, no en rojo', 'es'],
  ] as const)('%s: "%s" stores no party and keeps the one held', async (question, text, language) => {
    const { record } = await read(question, text, language, 'the van driver');
    expect(record.atFaultParty).toBe('the van driver');
  });

  it.each([
    ['atFaultParty', 'it was his LEFT side', 'en'],
    ['atFaultParty', 'the passenger side', 'en'],
    ['atFaultParty', 'del lado derecho', 'es'],
  ] as const)('%s: "%s" gives no party when none is held', async (question, text, language) => {
    const { record } = await read(question, text, language);
    expect(record.atFaultParty).toBeUndefined();
  });

  it.each([
    ['atFaultParty', 'the passenger in the other car', 'en', 'the passenger'],
    ['atFaultParty', 'the driver of the silver pickup', 'en', 'the driver'],
    ['atFaultParty', 'Green', 'en', 'Green'],
    ['atFaultParty', 'el conductor del camión rojo', 'es', 'the driver of the truck'],
  ] as const)('%s: "%s" still names %s', async (question, text, language, party) => {
    const { record } = await read(question, text, language);
    expect(record.atFaultParty).toBe(party);
  });

  it('judges values alone', () => {
    for (const value of ['LEFT', 'his left side', 'the back bumper', 'red', 'el lado derecho', 'por detrás'])
      expect(isOnlyDetail(value), value).toBe(true);
    for (const value of ['Green', 'Mr. White', 'the white van', 'the other driver', 'la señora del carro azul'])
      expect(isOnlyDetail(value), value).toBe(false);
  });
});
