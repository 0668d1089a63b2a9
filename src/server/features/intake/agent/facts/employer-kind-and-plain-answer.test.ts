import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

import { workplaceKindInEnglish } from './work.facts';

/**
 * Decision 0211. Sentences written for this test.
 * "I work at <Org>" as the answer to the employer question keeps the whole name (the lead's
 * article must be a word of its own, not the "a" of "at"); a Spanish workplace told by its kind
 * is kept in English words; a name, or a word the lexicon does not know, is kept as typed.
 */
const work: LabelFacts = { caseType: 'workplace', incidentDate: '2026-10-03' };

describe('"I work at <Org>" as the answer keeps the name whole', () => {
  it.each([
    ['I work at Brightline Packaging', /^Brightline Packaging$/],
    ['i work at target', /^target$/i],
    ['I worked at Sunvale Nursing Center', /^Sunvale Nursing Center$/],
    ['he works at Orvis Tile and Stone', /^Orvis Tile and Stone$/],
    ['I am at Kellerman Brothers, loading trucks', /Kellerman Brothers/],
  ] as const)('%s', async (text, employer) => {
    const read = await readTurn('employer', text, { context: work });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it.each([
    ["I'm a roofer", 'en'],
    ['i do drywall', 'en'],
    ['soy carpintero', 'es'],
    ['trabajo de albañil', 'es'],
  ] as const)('a trade alone still names no employer: %s', async (text, language) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer, text).toBeUndefined();
  });
});

describe('a Spanish workplace told by its kind is kept in English', () => {
  it.each([
    ['una fábrica de muebles', 'a furniture factory'],
    ['un restaurante mexicano', 'a Mexican restaurant'],
    ['la compañía de luz', 'the power company'],
    ['una granja de pollos', 'a chicken farm'],
    ['un hotel grande', 'a hotel'],
    ['una empacadora de carne', 'a meat packing plant'],
    ['un almacén', 'a warehouse'],
  ])('%s', (phrase, english) => {
    expect(workplaceKindInEnglish(phrase)).toBe(english);
  });

  it.each([
    'Tortillería La Luna',
    'una fábrica en Dalton',
    'una tienda de Juan',
    'el campo',
    'un restaurante que se llama Los Arcos',
    'mi casa',
  ])('kept as typed: %s', (phrase) => {
    expect(workplaceKindInEnglish(phrase)).toBeUndefined();
  });

  it.each([
    [
      'Trabajo en una fábrica de plásticos y la máquina me agarró la mano en el trabajo.',
      /^a plastics factory$/,
    ],
    [
      'Soy mesera en un restaurante mexicano y me quemé con el comal en el trabajo.',
      /^a Mexican restaurant$/,
    ],
    ['Trabajo para la compañía de luz y me electrocuté arreglando un cable.', /^the power company$/],
    ['Trabajo en una granja de pollos y me cayó una reja en la espalda en el trabajo.', /^a chicken farm$/],
  ])('in a first message: %s', async (text, employer) => {
    const read = await readTurn(null, text, { context: {}, language: 'es' });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it.each([
    ['en una compañía de limpieza, limpio oficinas', /^a cleaning company$/],
    ['trabajo en una fábrica de muebles', /^a furniture factory$/],
    ['en una compañía de mudanzas', /^a moving company$/],
    ['trabajo en un restaurante', /^a restaurant$/],
  ])('as the answer: %s', async (text, employer) => {
    const read = await readTurn('employer', text, { context: work, language: 'es' });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it.each([
    ['trabajo en Muebles Garza', /^Muebles Garza$/],
    ['en una compañía que se llama Limpiezas Ortega', /Limpiezas Ortega/],
    ['Trabajo en Tortillería La Luna', /Tortillería La Luna/],
    ['trabajo para Servicios Beltrán', /^Servicios Beltrán$/],
  ])('a name stays the name: %s', async (text, employer) => {
    const read = await readTurn('employer', text, { context: work, language: 'es' });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it('an English story keeps its words', async () => {
    const read = await readTurn(
      null,
      'I work at a furniture factory and the table saw cut my finger at work.',
      {
        context: {},
      },
    );
    expect(read.record.employer ?? '').not.toMatch(/fábrica|fabrica/);
  });
});
