import { expect, it } from 'vitest';

import type { FactKey, Language } from '../../../contracts/case-record';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { toTurnCase } from './intake-case';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0349, through the real routes: chat filler after or before a name ("lol", "smh",
 * "jajaja", an emoji) is not stored with it, and an answer that is only filler stores nothing.
 * Sentences written for this test.
 */
const descriptions: Record<'work' | 'car' | 'trabajo', { language: Language; description: string }> = {
  work: {
    language: 'en',
    description: 'I fell from a scaffold at work in Amarillo, Texas on October 14 and broke my ankle.',
  },
  car: {
    language: 'en',
    description:
      'A box truck sideswiped my car on the highway in Amarillo, Texas on October 14. My shoulder hurts.',
  },
  trabajo: {
    language: 'es',
    description:
      'Me caí de un andamio en el trabajo en Amarillo, Texas, el 14 de octubre y me rompí el tobillo.',
  },
};

describeEachEngine('chat filler is no part of a name', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);

  async function answer(story: keyof typeof descriptions, pending: FactKey, text: string) {
    const { language, description } = descriptions[story];
    const chat = new ChatClient(each.app);
    await chat.newChat({ fullName: 'Teodora Villanueva', phoneNumber: '(806) 555-0119', description });
    outputOf(await chat.send('', { opening: true }));
    for (let turn = 0; turn < 12; turn += 1) {
      if (toTurnCase(await caseOf(chat)).state.pending === pending) {
        outputOf(await chat.send(text));
        return toTurnCase(await caseOf(chat)).record;
      }
      outputOf(await chat.send(language === 'en' ? 'not sure' : 'no sé'));
    }
    throw new Error(`${pending} was never asked`);
  }

  it.each([
    ['work', 'employer', 'Ostrander Paving lol', 'Ostrander Paving'],
    ['work', 'employer', 'ugh, Ostrander Paving', 'Ostrander Paving'],
    ['car', 'otherPartyInsurer', 'Nationwide smh', 'Nationwide'],
    ['trabajo', 'employer', 'Transportes Lira jajaja', 'Transportes Lira'],
  ] as const)('%s: "%s" to %s stores "%s"', async (story, pending, text, value) => {
    const record = await answer(story, pending, text);
    expect(record[pending]).toBe(value);
  });

  it.each([
    ['work', 'employer', 'lmao'],
    ['trabajo', 'employer', 'jajaja'],
  ] as const)('%s: "%s" alone stores nothing', async (story, pending, text) => {
    const record = await answer(story, pending, text);
    expect(record[pending]).toBeUndefined();
  });

  it('a name that opens with such letters is kept whole', async () => {
    const record = await answer('work', 'employer', 'Hahn Roofing Supply');
    expect(record.employer).toBe('Hahn Roofing Supply');
  });
});
