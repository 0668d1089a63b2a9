import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, type TestStore } from '../../../../test/support/test-database';
import { usStates } from '../../case-record/us-places';

import { ChatClient } from './testing/chat-client';
import { offsetMinutesOf, visitorToday, zoneForState } from './visitor-day';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('the offset a browser Timestamp carries', () => {
  it.each([
    ['2026-11-26T20:30:00.000-07:00', -420],
    ['2026-11-26T20:30:00-05:00', -300],
    ['2026-11-27T09:00:00.120+05:30', 330],
    ['2026-11-27T14:00:00+1245', 765],
    ['2026-11-27T03:30:00.000+00:00', 0],
  ])('%s is %i minutes east of UTC', (timestamp, minutes) => {
    expect(offsetMinutesOf(timestamp)).toBe(minutes);
  });

  it.each([
    '2026-11-27T03:30:00.000Z',
    '2026-11-27',
    '2026-11-27T03:30:00+15:00',
    '2026-11-27T03:30:00-07:75',
    '',
    null,
    undefined,
  ])('%s says nothing about where the visitor is', (timestamp) => {
    expect(offsetMinutesOf(timestamp)).toBeNull();
  });
});

describe("the visitor's calendar day", () => {
  // 03:30 UTC on a Friday is still Thursday evening everywhere in the United States.
  const fridayEarlyUtc = new Date('2026-11-27T03:30:00.000Z');

  it('follows the offset the browser wrote, whatever the state', () => {
    expect(isoDay(visitorToday(fridayEarlyUtc, '2026-11-26T20:30:00.000-07:00', 'NY'))).toBe('2026-11-26');
    expect(isoDay(visitorToday(fridayEarlyUtc, '2026-11-27T09:00:00.000+05:30', null))).toBe('2026-11-27');
  });

  it('takes only the offset from the browser, never its clock', () => {
    // A browser clock a year off still names the visitor's zone; the day comes from the server's instant.
    expect(isoDay(visitorToday(fridayEarlyUtc, '2025-01-01T00:00:00.000-07:00', null))).toBe('2026-11-26');
  });

  it("uses the state's zone when the browser sent Z", () => {
    const lateEveningHawaii = new Date('2026-11-27T08:00:00.000Z');
    expect(isoDay(visitorToday(lateEveningHawaii, '2026-11-27T08:00:00.000Z', 'HI'))).toBe('2026-11-26');
    expect(isoDay(visitorToday(lateEveningHawaii, '2026-11-27T08:00:00.000Z', 'NY'))).toBe('2026-11-27');
  });

  it('uses the default zone when neither is known, not UTC', () => {
    expect(isoDay(visitorToday(fridayEarlyUtc, undefined, null))).toBe('2026-11-26');
    expect(isoDay(visitorToday(new Date('2026-11-27T15:00:00.000Z'), undefined, null))).toBe('2026-11-27');
  });

  it('hands the readers noon of that day, so a day in UTC fields is the local day', () => {
    expect(visitorToday(fridayEarlyUtc, undefined, 'CA').toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('knows a zone for every state the records use', () => {
    for (const code of Object.values(usStates)) expect(zoneForState(code)).toMatch(/^(America|Pacific)\//);
    for (const code of Object.values(usStates))
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zoneForState(code) })).not.toThrow();
  });
});

describe('relative dates in a chat, on the visitor’s day', () => {
  let store: TestStore;
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  async function start(now: string) {
    store = await createTestStore('sqlite');
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      now: () => new Date(now),
    });
  }
  const recordOf = async (chat: ChatClient) => {
    const row = await store.db
      .selectFrom('cases')
      .selectAll()
      .where('chat_id', '=', chat.chatId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.case_record) as { incidentDate?: { from: string } };
  };

  it('reads "yesterday" in a first message from the browser’s own evening, not the UTC date', async () => {
    await start('2026-11-27T04:10:00.000Z');
    const chat = new ChatClient(app);
    chat.clientTimestamp = () => '2026-11-26T21:10:00.000-07:00';
    await chat.newChat({
      fullName: 'Ruth Okafor',
      phoneNumber: '(602) 555-0148',
      description: 'a van backed into my car yesterday in a parking lot in Mesa, my shoulder hurts',
    });
    expect((await recordOf(chat)).incidentDate?.from).toBe('2026-11-25');
  });

  it('reads "yesterday" in a later answer from the browser’s own day', async () => {
    // 06:30 UTC on Saturday is still Friday night in Los Angeles: yesterday is Thursday.
    await start('2026-11-28T06:30:00.000Z');
    const chat = new ChatClient(app);
    chat.clientTimestamp = () => '2026-11-27T22:30:00.000-08:00';
    await chat.newChat({
      fullName: 'Tomás Herrera',
      phoneNumber: '(213) 555-0190',
      description: 'I tripped on a torn mat at a pharmacy in Los Angeles, California and hurt my knee',
    });
    await chat.send('', { opening: true });
    await chat.send('it happened yesterday afternoon');
    expect((await recordOf(chat)).incidentDate?.from).toBe('2026-11-26');
  });
});
