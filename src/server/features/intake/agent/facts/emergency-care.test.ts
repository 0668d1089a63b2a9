import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Emergency care told in other words (decision 0147): the Spanish names of the emergency room,
 * an ambulance that carried the injured person to a hospital, and an admission. Each is the
 * emergency room ('er' among the treatment levels, the review's "went to an emergency room");
 * an ambulance that came and was turned away is not. Sentences written for these tests.
 */
const levelsOf = async (question: QuestionKey | null, text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(question, text, { language, context: { caseType: 'auto' } })).record.treatment?.levels ??
  [];

describe('the emergency room in Spanish', () => {
  it.each([
    'fui a la emergencia esa misma noche',
    'me llevaron a emergencias y me cosieron la frente',
    'terminé en la sala de emergencia del hospital general',
    'Fui a Emergencias al otro día porque no aguantaba el dolor',
    'mi esposo me llevó a la emergencia',
    'estuve en la sala de emergencias como 5 horas',
    'fui a la emergensia',
  ])('%s', async (text) => {
    expect(await levelsOf('treatment', text, 'es')).toContain('er');
  });

  it('a description in Spanish', async () => {
    expect(
      await levelsOf(null, 'me chocaron por detrás y fui a la emergencia con dolor de cuello', 'es'),
    ).toContain('er');
  });
});

describe('an ambulance that took the injured person to a hospital', () => {
  it.each([
    'the ambulance took him to St. Luke’s',
    'an ambulance rushed me to Mercy General',
    'paramedics brought her to Regional Medical Center',
    'they took me by ambulance to Memorial',
    'EMS transported me to the hospital downtown',
    'la ambulancia lo llevó al Hospital San José',
    'me llevaron en ambulancia al hospital',
  ])('%s', async (text) => {
    const language = /ambulancia/.test(text) ? 'es' : 'en';
    const levels = await levelsOf('treatment', text, language);
    expect(levels).toContain('ambulance');
    expect(levels).toContain('er');
  });

  it.each([
    'the ambulance came but I said no and drove home',
    'paramedics checked me at the scene and I refused to go',
    'an ambulance showed up, i didn’t go with them',
    'vino la ambulancia pero no quise ir',
    'EMS looked at me, I signed the refusal form',
  ])('not when it was turned away: %s', async (text) => {
    const language = /ambulancia/.test(text) ? 'es' : 'en';
    expect(await levelsOf('treatment', text, language)).not.toContain('er');
  });
});

describe('an admission', () => {
  it.each([
    'they admitted her for three days',
    'they kept him overnight for observation',
    'he was admitted to the trauma unit',
    'kept me overnight at the hospital',
    'la internaron dos días',
    'lo dejaron internado una noche',
  ])('%s', async (text) => {
    const language = /intern/.test(text) ? 'es' : 'en';
    const levels = await levelsOf('treatment', text, language);
    expect(levels).toContain('hospital');
    expect(levels).toContain('er');
  });

  it('not when the emergency room is denied in the same message', async () => {
    expect(
      await levelsOf('treatment', 'I was admitted for a planned surgery weeks later, never went to the ER'),
    ).not.toContain('er');
  });
});
