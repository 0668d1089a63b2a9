import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const ownFaultAfter = async (text: string, language: 'en' | 'es' = 'en') => {
  const { record } = await readTurn('ownFaultPercent', text, { language });
  return { share: record.ownFaultPercent, notes: record.ownFaultNotes };
};

describe('the visitor’s own share of the fault', () => {
  it('keeps a hedged or admitted share as the visitor’s words, never as 0 %', async () => {
    for (const text of [
      'I guess I was going a little fast for the rain',
      'honestly I might have been looking at my phone',
      'I wasn’t wearing my seatbelt that day',
      'they might say that, I had my sandals on',
      'I should have waited for the walk sign',
    ]) {
      const { share, notes } = await ownFaultAfter(text);
      expect(share, text).toBeUndefined();
      expect(notes, text).toBeDefined();
    }
    for (const text of [
      'a lo mejor iba un poco rápido',
      'no traía el cinturón puesto, la verdad',
      'pueden decir que no llevaba casco',
    ]) {
      const { share, notes } = await ownFaultAfter(text, 'es');
      expect(share, text).toBeUndefined();
      expect(notes, text).toBeDefined();
    }
  });

  it('records 0 % only when the visitor plainly says they did nothing wrong or were stopped', async () => {
    expect((await ownFaultAfter('no, I was parked')).share).toBe(0);
    expect((await ownFaultAfter('not at all, she rear-ended me at the light')).share).toBe(0);
    expect((await ownFaultAfter('I followed the instructions to the letter')).share).toBe(0);
    expect((await ownFaultAfter('no, me chocaron por detrás', 'es')).share).toBe(0);
  });

  it('does not turn a denial of the conduct into an admission', async () => {
    const { share, notes } = await ownFaultAfter('no, I was not speeding and I was not on my phone');
    expect(share).toBe(0);
    expect(notes).toBeUndefined();
  });

  it('reads "could they blame you?" answered with the other side’s fault alone as no share', async () => {
    expect((await ownFaultAfter('the other guy came out of nowhere')).share).toBe(0);
  });

  it('reads nothing of the share from an answer to "who was at fault?" that begins with no', async () => {
    const { record } = await readTurn('atFaultParty', 'no, it was not the bus, it was a van that cut it off');
    expect(record.ownFaultPercent).toBeUndefined();
  });
});

describe('who caused it, from the first message', () => {
  it('reads the doer of the crash as the other driver', async () => {
    const { record } = await readTurn(
      null,
      'A woman in a minivan ran the red light on Elm and hit my driver door last Friday',
      { context: {} },
    );
    expect(record.atFaultParty).toMatch(/other driver.*minivan/);
  });

  it('does not assume a private party when the party may be a public body', async () => {
    const { record } = await readTurn(
      null,
      'a metro bus sideswiped my car on 5th street yesterday, my neck hurts',
    );
    expect(record.atFaultParty).toMatch(/metro bus/);
    expect(record.governmentDefendant).not.toBe(false);
  });
});

describe('a share given as a number', () => {
  it('is the visitor’s own when it answers the share question, unless they deny saying it', async () => {
    const { record } = await readTurn('ownFaultPercent', 'maybe 20 percent? I did drift a little');
    expect(record.ownFaultPercent).toBe(20);
    const denied = await readTurn('ownFaultPercent', 'I never said 30 percent, none of it was on me');
    expect(denied.record.ownFaultPercent).not.toBe(30);
    const theirs = await readTurn('ownFaultPercent', 'the officer said 100 percent on the other driver');
    expect(theirs.record.ownFaultPercent).not.toBe(100);
    const spanish = await readTurn('ownFaultPercent', 'tal vez un 15 por ciento', { language: 'es' });
    expect(spanish.record.ownFaultPercent).toBe(15);
  });
});

describe('a plain "it was all on them"', () => {
  it('is no share of the visitor’s own', async () => {
    expect((await ownFaultAfter('I had the right of way, it was all her fault')).share).toBe(0);
    expect((await ownFaultAfter('yo tenía el paso, fue culpa del otro', 'es')).share).toBe(0);
  });
});

describe('a share of none told in the story', () => {
  const shareInStory = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn(null, text, { language })).record.ownFaultPercent;

  it('hears sitting in traffic as a share of none, but not someone else’s walk', async () => {
    expect(await shareInStory('I was stuck in traffic on the bridge when a pickup plowed into me')).toBe(0);
    expect(
      await shareInStory('my mom and I were walking home when a loose dog came at us and bit her leg'),
    ).toBeUndefined();
  });

  it('does not take a result that came back normal as a share of none', async () => {
    expect(
      await shareInStory(
        'I fell off my own ladder at home, the clinic said the x-ray was normal but it was broken',
      ),
    ).toBeUndefined();
  });

  it('hears "how could it be my fault" asked back as a denial', async () => {
    const { record } = await readTurn(
      'ownFaultPercent',
      'how could it be my fault? I was asleep in the back',
    );
    expect(record.ownFaultPercent).toBe(0);
  });
});

describe('a share of the fault granted with a hedge (issue 23, point 7)', () => {
  it.each([
    ['I was checking my phone maybe', 'en'],
    ['kind of, I was going a bit over the limit', 'en'],
    ['maybe, I had looked down at the radio right before', 'en'],
    ['I guess I was not wearing my seat belt', 'en'],
    ['a lo mejor, iba un poco rápido', 'es'],
    ['tal vez, estaba viendo el celular', 'es'],
  ] as const)(
    '%s: kept in their words as possible, never a made-up percent, and not asked again',
    async (text, language) => {
      const read = await readTurn('ownFaultPercent', text, { language, context: { caseType: 'auto' } });
      expect(read.record.ownFaultPercent).toBeUndefined();
      expect(read.record.ownFaultNotes).toBeTruthy();
      expect(read.outcome).toBe('answered');
    },
  );

  it('keeps not knowing as unknown, never 0 %', async () => {
    for (const [text, language] of [
      ['no idea honestly', 'en'],
      ['no sé, puede ser', 'es'],
    ] as const) {
      const read = await readTurn('ownFaultPercent', text, { language, context: { caseType: 'auto' } });
      expect(read.record.ownFaultPercent, text).toBeUndefined();
      expect(read.record.unknowns, text).toContain('ownFaultPercent');
    }
  });
});
