import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * A burn to the chest from a hot or burning thing (a scald, a flame, a battery) is an injury told,
 * not the burning pain of a heart attack; pain in the chest that spreads is still danger now
 * (decision 0294). Sentences written for this test.
 */
describe('a burn to the chest', () => {
  it.each([
    'the kettle tipped and boiling water scalded my chest and my left arm',
    'grease from the fryer splashed up and burned my chest and neck',
    'my phone battery exploded and burned my chest, blisters on my arm too',
    'la sopa hirviendo me quemó el pecho y el brazo',
    'el aceite de la sartén me saltó y me quemó el pecho y el cuello',
    'explotó la batería del celular y me quemó el pecho',
  ])('"%s" is no heart emergency', (text) => {
    expect(readDanger(text).families).not.toContain('chest');
  });

  it.each([
    'my chest is burning and the pain is going down my left arm',
    'crushing pressure in my chest and my jaw, I am sweating',
    'me quema el pecho y el dolor se va al brazo izquierdo',
    'tengo presión en el pecho y me duele el brazo, estoy sudando',
  ])('"%s" is still chest pain now', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('now');
    expect(reading.families).toContain('chest');
  });
});
