import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { packFor } from './language/packs';
import { type ChatClient, openedChat, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Decisions 0345, 0346 and 0347 through the real webhook routes: a report the manager or the
 * school made is an incident report, never the police's; the store's or the landlord's insurer is
 * the other side's and that question is not put; things damaged in a fall are kept as property
 * damage, never "kept in your own words". Every sentence here was written for this test.
 */
const fall: VisitorDetails = {
  fullName: 'Perpetua Vangelder',
  phoneNumber: '(775) 555-0141',
  description:
    'I slipped on spilled coffee at a bakery in Reno, Nevada on November 4 and hurt my shoulder. My glasses broke when I hit the floor.',
};
const caida: VisitorDetails = {
  fullName: 'Jacinta Ollervides',
  phoneNumber: '(775) 555-0147',
  description:
    'Me resbalé con agua en el piso de una panadería en Reno, Nevada, el 4 de noviembre y me lastimé el hombro. Se me rompieron los lentes.',
};
const crash: VisitorDetails = {
  fullName: 'Baltasar Quennell',
  phoneNumber: '(775) 555-0152',
  description:
    'A pickup backed into my car in the lot of a hardware store in Reno, Nevada on November 4. My neck hurts.',
};

describeEachEngine('reports, things and the business insurer', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-23T17:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);
  const say = async (chat: ChatClient, text: string) => outputOf(await chat.send(text)).output;

  /** Answers every question with `answer`, `told` once at the first turn; the replies and the record. */
  async function chatThrough(details: VisitorDetails, told: string, answer: string, turns = 14) {
    const chat = await openedChat(each.app, details);
    const replies = [await say(chat, told)];
    for (let turn = 0; turn < turns; turn += 1) replies.push(await say(chat, answer));
    return { replies, record: await recordOf(chat) };
  }

  it.each([
    ['en', fall, 'the manager wrote it up and the store insurance is Travelers', 'no'],
    ['es', caida, 'el gerente hizo un reporte y el seguro de la panadería es Mapfre', 'no'],
  ] as const)('%s: a fall, then %#', async (language, details, told, answer) => {
    const { replies, record } = await chatThrough(details, told, answer);
    expect(record.incidentReport).toBe(true);
    expect(record.policeReport).toBeUndefined();
    expect(record.otherPartyInsurer).toBe(language === 'es' ? 'Mapfre' : 'Travelers');
    expect(record.propertyDamage).toEqual({ items: [language === 'es' ? 'lentes' : 'glasses'] });
    const saying = packFor(language).saying;
    for (const reply of replies) {
      expect(reply).not.toContain(saying.keptInOwnWords);
      // The other side's insurer is known: its question, and the report's, are not put.
      expect(reply).not.toMatch(
        /who insures the other side|qué seguro tiene la otra parte|qué aseguradora cubre/i,
      );
      expect(reply).not.toMatch(/incident report, like a manager|reporte del incidente, como un gerente/i);
    }
  });

  it('a glasses figure told later is added to the thing', async () => {
    const { record } = await chatThrough(fall, 'no', 'no', 2);
    expect(record.propertyDamage).toEqual({ items: ['glasses'] });
    const chat = await openedChat(each.app, fall);
    await say(chat, 'new glasses will be $180');
    expect((await recordOf(chat)).propertyDamage).toEqual({ items: ['glasses'], amount: 180 });
  });

  it("a crash: the store manager's report is no police report", async () => {
    const chat = await openedChat(each.app, crash);
    for (let turn = 0; turn < 15; turn += 1) {
      const reply = await say(chat, 'no');
      if (/police/i.test(reply)) break;
    }
    await say(chat, 'the store manager came out and filled out an accident report');
    const record = await recordOf(chat);
    expect(record.policeReport).toBeUndefined();
    expect(record.incidentReport).toBe(true);
  });
});
