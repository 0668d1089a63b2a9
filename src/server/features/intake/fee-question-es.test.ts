import { describe, expect, it } from 'vitest';

import { checkMessage } from './guardrails';

/**
 * A Spanish question about our fee is answered with the fee, whatever clitic or tense it asks
 * with ("cuánto me cobran", "cuánto le van a cobrar"). Sentences written for this test.
 */
describe('a Spanish fee question', () => {
  it.each([
    'cuánto me cobran ustedes?',
    'y cuanto nos cobran por esto?',
    '¿cuánto le van a cobrar a mi mamá?',
    'cuanto cobraria el abogado',
    'no había ningún letrero. cuánto me cobran?',
    '¿cuánto cuesta un abogado?',
    'y cuanto me cuesta esto a mi?',
    'debo hacerlo? y cuanto me va a costar esto a mi?',
    'oiga y cuánto me va a costar todo esto? no tengo dinero',
    'cuanto nos costaría todo?',
    '¿y cuánto me va a costar?',
    'perdón pero cuanto me costara',
  ])('"%s" asks the cost', (text) => {
    expect(checkMessage(text, 'es').visitorQuestions).toContain('cost');
  });

  it.each([
    'me cobran la renta el primero',
    'cuánto me duele? mucho',
    'la terapia sigue 6 semanas, no sé cuánto cuesta',
    'no sé cuánto cuesta la cirugía',
    'no sé cuánto me va a costar la terapia',
    'el doctor no me dijo cuánto va a costar la operación',
  ])('"%s" does not', (text) => {
    expect(checkMessage(text, 'es').visitorQuestions).not.toContain('cost');
  });
});
