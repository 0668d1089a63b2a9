import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';
import { clausesOf } from '../reading/text';

/**
 * Spanish: a comma before a denied verb opens a clause of its own, so the denial is read where it
 * stands and another's report is not the police's (decision 0394). Sentences written for this test.
 */
describe('a denial after a comma is its own clause in Spanish', () => {
  it.each([
    'la encargada llenó un reporte, no vino la policía',
    'mi patrón hizo un reporte del accidente, no llegaron los policías',
    'el dueño del local anotó todo, nunca vino ningún policía',
    'seguridad de la tienda hizo un reporte, no hubo policía',
  ])('"%s": no police report', async (text) => {
    const result = await readTurn('policeReport', text, { language: 'es' });
    expect(result.record.policeReport).toBe(false);
  });

  it.each([
    ['fueron 3 semanas, no 2', ['fueron 3 semanas, no 2']],
    ['fue la rodilla izquierda, no la derecha', ['fue la rodilla izquierda, no la derecha']],
  ])('"%s" keeps its correction in one clause', (text, clauses) => {
    expect(clausesOf(text, 'es')).toEqual(clauses);
  });

  it('a police report said after a comma is still a yes', async () => {
    const result = await readTurn('policeReport', 'llegaron dos patrullas, hicieron un reporte', {
      language: 'es',
    });
    expect(result.record.policeReport).toBe(true);
  });
});
