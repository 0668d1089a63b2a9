import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0116: papers signed for an insurer and a recorded statement given to the other
 * side's insurer, read by the shared yes/no reading from answers written for this test.
 */
const auto = { caseType: 'auto' } as const;
const fall = { caseType: 'slip_fall' } as const;

describe('papers already signed for an insurer', () => {
  it.each([
    ['yes, I signed a release for the adjuster last month', 'en'],
    ['yeah they mailed me a form and I signed it', 'en'],
    ['I signed something when they paid for my car', 'en'],
    ['sure did, the settlement papers, two weeks ago', 'en'],
    ['sí, firmé unos papeles que me mandó el ajustador', 'es'],
    ['firmé unos papeles', 'es'],
    ['ya firmé el finiquito', 'es'],
  ] as const)('signed: %s', async (text, language) => {
    const read = await readTurn('releaseSigned', text, { context: auto, language });
    expect(read.record.releaseSigned).toBe(true);
    expect(read.outcome).toBe('answered');
  });

  it.each([
    ['no, I have not signed anything', 'en'],
    ['nope', 'en'],
    ['no, they sent papers but I never signed them', 'en'],
    ["they want me to sign a release but I'm waiting", 'en'],
    ['no, no firmé nada', 'es'],
    ['todavía no', 'es'],
    ['quieren que firme un papel pero no lo he hecho', 'es'],
  ] as const)('not signed: %s', async (text, language) => {
    const read = await readTurn('releaseSigned', text, { context: fall, language });
    expect(read.record.releaseSigned).toBe(false);
  });

  it.each([
    ['not sure, they sent me a lot of forms', 'en'],
    ["I don't remember what I signed at the body shop", 'en'],
    ['no sé, firmé muchas cosas en el hospital', 'es'],
    ['no estoy seguro', 'es'],
  ] as const)('not known: %s', async (text, language) => {
    const read = await readTurn('releaseSigned', text, { context: auto, language });
    expect(read.record.releaseSigned).toBeUndefined();
    expect(read.record.unknowns).toContain('releaseSigned');
  });

  it('does not take not knowing something else as not knowing this', async () => {
    const read = await readTurn(
      'releaseSigned',
      "Geico is the other driver's insurance. I don't know their limits.",
      {
        context: auto,
      },
    );
    expect(read.record.releaseSigned).toBeUndefined();
    expect(read.record.unknowns).not.toContain('releaseSigned');
  });

  it('does not take signing with a lawyer, or a sign on the road, as signing an insurer’s papers', async () => {
    const english = await readTurn('releaseSigned', 'I signed with a law firm in July', { context: auto });
    expect(english.record.releaseSigned).toBeUndefined();
    const spanish = await readTurn('releaseSigned', 'firmé con un abogado', {
      context: auto,
      language: 'es',
    });
    expect(spanish.record.releaseSigned).toBeUndefined();
    const road = await readTurn('releaseSigned', 'he never stopped at the stop sign', { context: auto });
    expect(road.record.releaseSigned).toBeUndefined();
  });

  it('reads a release named in full anywhere, and no bare signing', async () => {
    const story = await readTurn(
      null,
      'A truck rear-ended me on the highway and the next week I signed a release with their insurance for $800.',
    );
    expect(story.record.releaseSigned).toBe(true);
    const lawyer = await readTurn('priorAttorney', 'yes I signed with a lawyer downtown last week', {
      context: auto,
    });
    expect(lawyer.record.releaseSigned).toBeUndefined();
    const care = await readTurn('treatment', 'ER, I signed the discharge papers and went home', {
      context: auto,
    });
    expect(care.record.releaseSigned).toBeUndefined();
  });

  it('does not take a question about signing as signed', async () => {
    const asked = await readTurn(
      null,
      'I fell at the grocery store. Should I sign the release they sent me?',
      {
        context: fall,
      },
    );
    expect(asked.record.releaseSigned).toBeUndefined();
    const spanish = await readTurn(null, 'Me caí en la tienda. ¿Debo firmar el finiquito que me mandaron?', {
      context: fall,
      language: 'es',
    });
    expect(spanish.record.releaseSigned).toBeUndefined();
  });
});

describe('a recorded statement already given to the other side’s insurer', () => {
  it.each([
    ['yes they recorded me on the phone', 'en'],
    ['yeah, the adjuster taped the call', 'en'],
    ['I gave their adjuster a recorded statement the day after', 'en'],
    ['they asked if they could record and I said ok', 'en'],
    ['sí, me grabaron por teléfono', 'es'],
    ['sí, el ajustador grabó la llamada', 'es'],
    ['les di una declaración grabada la semana pasada', 'es'],
  ] as const)('given: %s', async (text, language) => {
    const read = await readTurn('recordedStatement', text, { context: auto, language });
    expect(read.record.recordedStatement).toBe(true);
    expect(read.outcome).toBe('answered');
  });

  it.each([
    ['no, I hung up', 'en'],
    ['nah, I told them to call my insurance', 'en'],
    ['I talked to them but I never agreed to be recorded', 'en'],
    ['no, colgué', 'es'],
    ['nunca, ni les contesté el teléfono', 'es'],
    ['no, no les di ninguna declaración', 'es'],
  ] as const)('not given: %s', async (text, language) => {
    const read = await readTurn('recordedStatement', text, { context: auto, language });
    expect(read.record.recordedStatement).toBe(false);
  });

  it.each([
    ['not sure, I talked to an adjuster', 'en'],
    ['no idea if it was recorded', 'en'],
    ['no sé, hablé con un ajustador', 'es'],
    ['no me acuerdo si me grabaron', 'es'],
  ] as const)('not known: %s', async (text, language) => {
    const read = await readTurn('recordedStatement', text, { context: auto, language });
    expect(read.record.recordedStatement).toBeUndefined();
    expect(read.record.unknowns).toContain('recordedStatement');
  });

  it('reads a statement given, named in full, from a first message, and not one still asked for', async () => {
    const given = await readTurn(
      null,
      'I was hit at a light. Their insurance recorded my call before I knew what it was.',
    );
    expect(given.record.recordedStatement).toBe(true);
    const wanted = await readTurn(
      null,
      'I was hit at a light and their adjuster keeps asking for a recorded statement.',
    );
    expect(wanted.record.recordedStatement).toBe(false);
    const asked = await readTurn(null, 'I was rear-ended. Do I have to give them a recorded statement?');
    expect(asked.record.recordedStatement).toBeUndefined();
  });

  it('does not read a witness’s statement or a video as a recorded statement', async () => {
    const witness = await readTurn('witnesses', 'yes a man stopped and gave a statement to the police', {
      context: auto,
    });
    expect(witness.record.recordedStatement).toBeUndefined();
    const police = await readTurn('recordedStatement', 'the witness gave a statement to the cops', {
      context: auto,
    });
    expect(police.record.recordedStatement).toBeUndefined();
    const video = await readTurn('photos', 'the store camera recorded the whole thing', { context: fall });
    expect(video.record.recordedStatement).toBeUndefined();
  });
});

// Fresh visitors' "I did not sign anything" was stored as signed: a negation before the act.
describe('a "not" before the act is a no (decision 0116)', () => {
  it.each([
    ['I did not sign anything', 'en'],
    ["I already told you I didn't sign anything", 'en'],
    ['i DIDNT sign nothing', 'en'],
    ["no I didn't sign", 'en'],
    ['never signed a thing for them', 'en'],
    ['no firmé nada', 'es'],
    ['yo no firmé ningún papel, ya le dije', 'es'],
  ] as const)('not signed: %s', async (text, language) => {
    expect((await readTurn('releaseSigned', text, { context: auto, language })).record.releaseSigned).toBe(
      false,
    );
  });
  it.each([
    ["I haven't given them any recording", 'en'],
    ['no recording, I hung up on them', 'en'],
    ['I told them I would not do a recorded statement', 'en'],
    ['no me grabaron nada', 'es'],
  ] as const)('no statement: %s', async (text, language) => {
    expect(
      (await readTurn('recordedStatement', text, { context: auto, language })).record.recordedStatement,
    ).toBe(false);
  });
  it('a stop sign is no signing', async () => {
    expect(
      (await readTurn('releaseSigned', 'he ran the stop sign', { context: auto })).record.releaseSigned,
    ).toBe(undefined);
  });
});
