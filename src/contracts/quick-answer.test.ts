import { describe, expect, it } from 'vitest';

import { amountAnswerText, dateAnswerText, readQuickAnswer } from './quick-answer';
import { quickAnswerSchema } from './webhooks';

describe("the browser's reading of a reply's quick answer", () => {
  const samples: unknown[] = [
    { kind: 'yesNo', language: 'en' },
    { kind: 'date', language: 'es' },
    { kind: 'money', language: 'en' },
    { kind: 'state', language: 'es', states: [{ code: 'NM', name: 'Nuevo México' }] },
    { kind: 'state', language: 'en', states: [] },
    { kind: 'state', language: 'en', states: [{ code: 'tx', name: 'Texas' }] },
    { kind: 'state', language: 'en' },
    { kind: 'yesNo', language: 'fr' },
    { kind: 'percent', language: 'en' },
    { kind: 'yesNo' },
    'yesNo',
    null,
  ];

  it('accepts exactly what the reply schema accepts', () => {
    for (const sample of samples)
      expect(readQuickAnswer(sample) !== undefined, JSON.stringify(sample)).toBe(
        quickAnswerSchema.safeParse(sample).success,
      );
  });
});

describe('the words a pick is sent as', () => {
  it('says a day in full, in the visitor language, the day picked whatever the zone', () => {
    expect(dateAnswerText('2026-03-03', 'en')).toBe('March 3, 2026');
    expect(dateAnswerText('2026-03-03', 'es')).toBe('3 de marzo de 2026');
    expect(dateAnswerText('2025-12-31', 'es')).toBe('31 de diciembre de 2025');
  });

  it('says whole dollars with a dollar sign and thousands commas', () => {
    expect(amountAnswerText(12_500)).toBe('$12,500');
    expect(amountAnswerText(850)).toBe('$850');
  });
});
