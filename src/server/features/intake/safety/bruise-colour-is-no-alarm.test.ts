import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * A limb that turned purple is a bruise, not a person turning blue (stop 46): no alarm. A person
 * or a face that turns purple still alarms. Sentences written for this test.
 */
describe('a bruised limb turning purple', () => {
  it.each([
    'me caí y el tobillo se me puso morado',
    'se me puso morada la pierna donde me pegó la puerta',
    'tengo el brazo morado del golpe',
    'saqué fotos de la cadera que se puso morada',
    'el codo se puso azul y verde después del choque',
  ])('no alarm: %s', (text) => {
    expect(readDanger(text).status).toBe('none');
  });

  it.each([
    'mi bebé se puso morado y no respira',
    'se está poniendo morado, no puede respirar',
    'tiene los labios morados y le cuesta respirar',
  ])('still an alarm: %s', (text) => {
    expect(readDanger(text).status).toBe('now');
  });
});
