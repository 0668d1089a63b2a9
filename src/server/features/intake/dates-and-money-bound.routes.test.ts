import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { ChatClient } from './testing/chat-client';

/**
 * Decisions 0420-0423 through the real routes: a date in digits in the chat's order, a later date of
 * care that keeps the incident date, tips added to the wage, and a PIP limit that is no property
 * damage. Sentences written for this test.
 */
describeEachEngine('dates bound to their event and money read by its kind, in a chat', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);

  async function chatWith(description: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat({ fullName: 'Dorian Kessel', phoneNumber: '(405) 555-0173', description });
    await chat.send('', { opening: true });
    return chat;
  }
  const recordNow = async (chat: ChatClient) =>
    (await recordOf(chat)) as {
      incidentDate?: { from: string };
      lostWages?: { rate?: { amount: number; per: string } };
      propertyDamage?: { amount?: number };
    };

  it('an English chat reads 2/3 as 3 February, a Spanish one as 2 March, with a time after it', async () => {
    const english = await chatWith(
      'A pickup backed into my car in Tulsa, Oklahoma on 2/3 at night and my neck has hurt since.',
    );
    expect((await recordNow(english)).incidentDate?.from).toBe('2026-02-03');
    const spanish = await chatWith(
      'Una camioneta me pegó en Tulsa, Oklahoma el 2/3 en la noche y me duele el cuello desde entonces.',
    );
    expect((await recordNow(spanish)).incidentDate?.from).toBe('2026-03-02');
  });

  it('a later correction of the ER date keeps the incident date; tips join the wage; a PIP limit is no damage', async () => {
    const chat = await chatWith(
      'A pickup backed into my car in Tulsa, Oklahoma on October 3 and my neck has hurt since.',
    );
    await chat.send('no, the emergency room visit was actually October 5');
    expect((await recordNow(chat)).incidentDate?.from).toBe('2026-10-03');
    await chat.send('I make $15 an hour plus about $100 a night in tips');
    expect((await recordNow(chat)).lostWages?.rate).toEqual({ amount: 220, per: 'day' });
    await chat.send('I have $5,000 of PIP coverage on my own policy');
    expect((await recordNow(chat)).propertyDamage?.amount).toBeUndefined();
  });
});
