import { describe, expect, it } from 'vitest';

import { withoutStreetNames } from '../agent/reading/places';

import { detectLanguage } from './detect-language';

/**
 * A street named in Spanish words with an English street word after it is a name, not the
 * language of the answer: an English chat stays English (decision 0428). Sentences written for
 * this test.
 */
describe('street names do not switch a chat', () => {
  it.each([
    'la cantera pkwy and de zavala',
    'on la loma linda ave right past the light',
    'it was on sierra del sol rd by the gas station',
    'corner of el dorado blvd and la quinta dr',
    'near the mall off las palmas pkwy',
    'at plaza de oro st and vista hermosa ln',
  ])('an English chat stays English: %s', (text) => {
    expect(detectLanguage(text, 'en')).toBe('en');
  });

  it.each([
    'vivo en Main Street pero el accidente pasó cerca de mi trabajo cuando iba caminando',
    'me caí en la calle porque el piso estaba mojado y nadie puso ningún letrero',
    'choqué en la avenida principal, el otro carro no se detuvo en el alto y me pegó',
  ])('a Spanish answer still turns the chat Spanish: %s', (text) => {
    expect(detectLanguage(text, 'en')).toBe('es');
  });

  it('leaves out the street word and the name before it, back to a word that ends a name', () => {
    expect(withoutStreetNames('it was on la cantera pkwy and de zavala')).toBe('it was on and de zavala');
    expect(withoutStreetNames('near the mall off las palmas pkwy')).toBe('near the mall off');
    // At most three words of a name: a sentence before a street word is not swallowed whole.
    expect(withoutStreetNames('my sister who lives by camino real road')).toBe('my sister who lives by');
    expect(withoutStreetNames('we crashed right there at loma alta verde grande ave')).toBe(
      'we crashed right there at loma',
    );
  });

  it('keeps a sentence with no street word as it is', () => {
    expect(withoutStreetNames('the other driver ran the red light')).toBe(
      'the other driver ran the red light',
    );
    expect(withoutStreetNames('el otro carro no paró')).toBe('el otro carro no paró');
  });
});
