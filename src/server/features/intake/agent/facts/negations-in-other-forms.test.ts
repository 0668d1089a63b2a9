import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { withoutBackReference } from '../reading/back-reference';
import { readTurn } from '../../testing/read-turn';

/**
 * A yes/no fact denied in a form the readers missed is a no, never a yes nor unclear
 * (decisions 0369–0371): a subject and its auxiliary denied, "have yet to", a perfect without
 * its apostrophe, contact denied to the statement question, emphasis in capitals, a negation
 * scoped to its clause. Sentences written for these tests.
 */

const read = (question: QuestionKey, text: string, language: 'en' | 'es') =>
  readTurn(question, text, { language, context: { caseType: 'auto' } });

describe('a handing verb told of someone else is no back-reference (0369)', () => {
  it.each([
    ['yeah I gave them a statement when they phoned', 'en'],
    ['we gave the adjuster one on monday', 'en'],
    ['sí, les di mi declaración el martes', 'es'],
    ['ya les di una declaración a los del seguro', 'es'],
  ] as const)('"%s" is a statement given', async (text, language) => {
    expect((await read('recordedStatement', text, language)).record.recordedStatement).toBe(true);
  });

  it.each([
    ['Home Depot, I gave you that already', 'Home Depot'],
    ['ya te lo di, en Phoenix', 'en Phoenix'],
  ])('"%s" still points back at us', (text, kept) => {
    expect(withoutBackReference(text)).toBe(kept);
  });
});

describe('a subject and its auxiliary, denied, is a no (0369)', () => {
  it.each([
    ['priorAttorney', 'we have not'],
    ['witnesses', 'there were NOT any'],
    ['witnesses', 'there was not a soul around'],
    ['releaseSigned', 'we have never, they only mailed it'],
    ['photos', 'we have not, it was too dark'],
  ] as const)('%s: "%s" is a no', async (question, text) => {
    expect((await read(question, text, 'en')).record[question]).toBe(false);
  });

  it.each([
    ['priorAttorney', 'we have, since last week'],
    ['witnesses', 'there were, two ladies at the bus stop'],
  ] as const)('%s: "%s" is still a yes', async (question, text) => {
    expect((await read(question, text, 'en')).record[question]).toBe(true);
  });
});

describe('"have yet to" is a negation (0369)', () => {
  it.each([
    ['releaseSigned', "I've yet to sign anything they sent"],
    ['releaseSigned', 'we have yet to sign the papers'],
    ['priorAttorney', 'I have yet to hire anyone'],
    ['recordedStatement', 'ive yet to give them a statement'],
  ] as const)('%s: "%s" is a no', async (question, text) => {
    expect((await read(question, text, 'en')).record[question]).toBe(false);
  });

  it.each([
    ['releaseSigned', 'I signed their release, they have yet to pay me'],
    ['priorAttorney', 'I hired one, yet to hear back from her'],
  ] as const)('%s: "%s" is still a yes', async (question, text) => {
    expect((await read(question, text, 'en')).record[question]).toBe(true);
  });
});

describe('a statement denied in the perfect, or contact denied, is no statement (0370)', () => {
  it.each([
    ['havent given one to anybody', 'en'],
    ['i have not given them a statement', 'en'],
    ['I have not done one yet', 'en'],
    ['havent spoken with their adjuster yet', 'en'],
    ["haven't said a thing to them yet", 'en'],
    ['not given them one so far', 'en'],
    ['todavía no he hablado con el ajustador', 'es'],
    ['no he dado declaración a nadie', 'es'],
    ['aún no les he contado nada', 'es'],
    ['sigo sin hablar con ellos', 'es'],
  ] as const)('"%s" is a no', async (text, language) => {
    const result = await read('recordedStatement', text, language);
    expect(result.record.recordedStatement).toBe(false);
    expect(result.outcome).toBe('answered');
  });

  it.each([
    ['I have given them a statement already, last week', 'en'],
    ['I did one on the phone with their adjuster', 'en'],
    ['he dado una declaración por teléfono', 'es'],
    ['sí, ya les di la declaración grabada', 'es'],
  ] as const)('"%s" is still a yes', async (text, language) => {
    expect((await read('recordedStatement', text, language)).record.recordedStatement).toBe(true);
  });

  it.each([
    ['I talked to their adjuster on friday', 'en'],
    ['hablé con el ajustador ayer', 'es'],
    ['the other driver gave a statement to the officer', 'en'],
  ] as const)('"%s" tells no statement either way', async (text, language) => {
    expect((await read('recordedStatement', text, language)).record.recordedStatement).toBeUndefined();
  });
});

describe('a denial with a perfect participle denies its deed (0370)', () => {
  it.each([
    ['priorAttorney', 'havent hired anyone', 'en'],
    ['priorAttorney', "we haven't retained anybody", 'en'],
    ['priorAttorney', 'todavía no he contratado a nadie', 'es'],
    ['policeReport', 'no hemos hecho ningún reporte', 'es'],
  ] as const)('%s: "%s" is a no', async (question, text, language) => {
    expect((await read(question, text, language)).record[question]).toBe(false);
  });

  it.each([
    ['priorAttorney', 'I hired one last month', 'en'],
    ['priorAttorney', 'sí, ya contraté a una abogada', 'es'],
  ] as const)('%s: "%s" is still a yes', async (question, text, language) => {
    expect((await read(question, text, language)).record[question]).toBe(true);
  });
});

describe('emphasis in capitals and a negation scoped to its clause (pinned, 0371)', () => {
  it.each([
    ['releaseSigned', 'WE HAVE NOT SIGNED ANY PAPERS', 'en'],
    ['releaseSigned', 'Nope I did NOT put my name on anything', 'en'],
    ['photos', 'I did NOT get any pictures', 'en'],
    ['releaseSigned', 'NO, nunca firmé nada de ellos', 'es'],
    ['releaseSigned', 'yo NO he firmado ningún papel', 'es'],
    ['recordedStatement', 'they phoned me, but I did not give any statement', 'en'],
    ['releaseSigned', "didn't sign a thing, but I did speak with their adjuster", 'en'],
    ['recordedStatement', 'me llamaron pero no les di ninguna declaración', 'es'],
    ['releaseSigned', 'no firmé nada, aunque sí me mandaron papeles', 'es'],
  ] as const)('%s: "%s" is a no', async (question, text, language) => {
    expect((await read(question, text, language)).record[question]).toBe(false);
  });

  it.each([
    ['releaseSigned', 'YES, I signed what they mailed me', 'en'],
    ['releaseSigned', 'sí, ya firmé los papeles', 'es'],
    ['releaseSigned', "I didn't read it all but I signed it", 'en'],
  ] as const)('%s: "%s" is still a yes', async (question, text, language) => {
    expect((await read(question, text, language)).record[question]).toBe(true);
  });
});
