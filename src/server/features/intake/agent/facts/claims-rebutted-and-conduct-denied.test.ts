import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/** The share and the notes read from a first message, or from an answer to `question`. */
const faultOf = async (
  text: string,
  options: { language?: 'en' | 'es'; question?: 'ownFaultPercent' | null; caseType?: string } = {},
) => {
  const { record } = await readTurn(options.question ?? null, text, {
    language: options.language ?? 'en',
    context: { caseType: options.caseType ?? 'slip_fall' },
  });
  return { share: record.ownFaultPercent, notes: record.ownFaultNotes };
};

describe('a claim of fault the visitor rebuts (decision 0311)', () => {
  it('reads someone else’s claim of a fault or a conduct, rebutted, as no share and keeps no notes', async () => {
    for (const [text, language] of [
      ['the shift lead wrote me up and says it was my fault, which is a lie', 'en'],
      ['my landlord claims I was drunk that night, which I was not, the railing just gave way', 'en'],
      ['the pool manager keeps telling people I was texting when I fell, that is not true', 'en'],
      ['the other driver is saying I was speeding but I wasnt, I had just pulled out of the lot', 'en'],
      ['la encargada dice que fue mi culpa, pero no es cierto, el piso estaba lleno de aceite', 'es'],
      ['según ella yo estaba borracho, y eso es mentira', 'es'],
    ] as const) {
      const { share, notes } = await faultOf(text, { language });
      expect(share, text).toBe(0);
      expect(notes, text).toBeUndefined();
    }
  });

  it('reads a rebutted claim the same way in an answer to "could they blame you?"', async () => {
    const { share, notes } = await faultOf('the owner says I started it, which I did not', {
      question: 'ownFaultPercent',
      caseType: 'dog_bite',
    });
    expect(share).toBe(0);
    expect(notes).toBeUndefined();
  });

  it('keeps a rebutted claim that is no fault nor conduct out of the notes, with the share unknown', async () => {
    const { share, notes } = await faultOf(
      'the gym keeps saying I skipped the safety talk, not true at all, I have the signed form',
    );
    expect(share).toBeUndefined();
    expect(notes).toBeUndefined();
  });

  it('reads no share from a rebuttal of something that is not the visitor’s fault', async () => {
    for (const text of [
      'the adjuster says they will cover every bill, which is a lie so far',
      'the surgeon said I would be walking in a month, which was not true',
      'my boss told everyone the ladder was new, that is not true, it was twenty years old',
    ]) {
      const { share, notes } = await faultOf(text);
      expect(share, text).toBeUndefined();
      expect(notes, text).toBeUndefined();
    }
  });

  it('keeps the visitor’s own admission beside a rebutted claim: the share stays unknown', async () => {
    const { share, notes } = await faultOf(
      'they say I was drunk, which is a lie, but honestly I was on my phone when I stepped down',
    );
    expect(share).toBeUndefined();
    expect(notes).toBeDefined();
  });

  it('does not read the other side’s "acting like it was my fault" as the visitor blaming themself', async () => {
    for (const text of [
      'the cashier is acting like it was my fault. I was just standing in line',
      'el gerente actúa como si fuera mi culpa, yo estaba parado esperando',
    ]) {
      const language = text.startsWith('el ') ? 'es' : 'en';
      const { share, notes } = await faultOf(text, { language });
      expect(share, text).toBe(0);
      expect(notes, text).toBeUndefined();
    }
    // The visitor's own words after "I said" stay theirs.
    const own = await faultOf('she said sorry and I said it was partly my fault');
    expect(own.share).toBeUndefined();
    expect(own.notes).toBeDefined();
  });
});

describe('a conduct of their own the visitor denies (decision 0311)', () => {
  it('reads "I was not drunk", "I wasn’t fighting" and the like as no share', async () => {
    for (const [text, language, caseType] of [
      ['I was not speeding when the van pulled out of the alley', 'en', 'auto'],
      ['a doorman shoved me down the steps and I wasnt even fighting with anybody', 'en', 'other'],
      ['I was NOT drunk, the top step was cracked in half', 'en', 'slip_fall'],
      ['we were not texting, we were just waiting for the bus when it hopped the curb', 'en', 'auto'],
      ['yo no iba rápido cuando la camioneta se metió en mi carril', 'es', 'auto'],
    ] as const) {
      const { share, notes } = await faultOf(text, { language, caseType });
      expect(share, text).toBe(0);
      expect(notes, text).toBeUndefined();
    }
  });

  it('keeps a conduct phrase that holds its own negation an admission, and someone else’s denial theirs', async () => {
    const seatbelt = await faultOf('I wasnt wearing my seatbelt when the truck hit me', { caseType: 'auto' });
    expect(seatbelt.share).toBeUndefined();
    expect(seatbelt.notes).toBeDefined();
    for (const text of [
      'he was not speeding, he just never looked before he turned',
      'the driver said he was not drinking',
    ]) {
      const { share } = await faultOf(text, { caseType: 'auto' });
      expect(share, text).toBeUndefined();
    }
  });
});

describe('conduct the visitor admits, hedged or not (decision 0311)', () => {
  it('keeps jaywalking, a few drinks, falling asleep driving and "shouldn’t have" as notes, never 0 %', async () => {
    for (const [text, caseType] of [
      ['I was sort of jaywalking across Fifth when the cab clipped me', 'auto'],
      ['to be fair I had a few drinks before I went down the stairs', 'slip_fall'],
      ['I fell asleep driving home after a double and drifted into the barrier', 'auto'],
      ['I probably shouldn’t have climbed on the shelf to reach the box', 'workplace'],
    ] as const) {
      const { share, notes } = await faultOf(text, { caseType });
      expect(share, text).toBeUndefined();
      expect(notes, text).toBeDefined();
    }
  });

  it('does not take drinks, sleep or a fight told of someone else or of something else as the visitor’s', async () => {
    for (const [text, caseType] of [
      ['after drinking a coffee at the counter I stepped on the loose tile by the door', 'slip_fall'],
      ['the bus driver fell asleep at the wheel and we went into the ditch', 'auto'],
      ['I have been fighting with the insurance for months about my hand', 'workplace'],
    ] as const) {
      const { notes } = await faultOf(text, { caseType });
      expect(notes, text).toBeUndefined();
    }
  });
});
