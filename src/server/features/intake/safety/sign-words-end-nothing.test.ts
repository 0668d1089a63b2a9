import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * A recovery word that is part of the sign itself ("dejó de" in "dejó de respirar", "stopped" in
 * "stopped breathing") says the sign happened, not that it ended (decision 0390). Sentences
 * written for this test.
 */
describe('a sign whose own words hold a stop word is happening', () => {
  it.each([
    'mi bebé dejó de respirar',
    'mi abuela dejo de respirar hace un minuto',
    'mi compañero se cayó del andamio y dejó de respirar',
    'dejó de respirar unos segundos y ahora tiene los labios morados',
    'my brother stopped breathing',
    'the man in the other car stopped breathing a minute ago',
  ])('"%s"', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('now');
    expect(reading.families).toContain('breathing');
  });
});

describe('a recovery said in its own words still ends a sign told in the past', () => {
  it.each([
    'el mes pasado mi papá dejó de respirar un momento en el choque, pero ya está bien',
    'in march my son stopped breathing for a few seconds at the scene, he has recovered since',
    'ya dejó de sangrar',
    'the bleeding stopped after they stitched it last week',
  ])('"%s"', (text) => {
    expect(readDanger(text).status).not.toBe('now');
  });
});
