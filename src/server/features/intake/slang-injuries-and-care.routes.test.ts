import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { ChatClient } from './testing/chat-client';

/**
 * Decisions 0337 and 0338 through the real routes: a first message with an injury said in slang
 * and care told with how often it comes stores the injury as a case manager reads it, and care
 * that goes on with its kind. Sentences written for this test.
 */
describeEachEngine('slang injuries and care that goes on, in a chat', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);

  async function recordAfter(description: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat({ fullName: 'Rosario Villegas', phoneNumber: '(915) 555-0162', description });
    await chat.send('', { opening: true });
    return (await recordOf(chat)) as {
      injuries?: string[];
      treatment?: { levels: string[]; status?: string };
    };
  }

  it('stores "all messed up" as the part’s injury, and PT twice a week as care that goes on', async () => {
    const record = await recordAfter(
      'A forklift clipped me at the warehouse in El Paso, Texas on October 20. My knee is all messed up and now I do PT twice a week.',
    );
    expect(record.injuries).toEqual(['knee injury']);
    expect(record.treatment?.status).toBe('ongoing');
    expect(record.treatment?.levels).toContain('physical_therapy');
  });

  it('splits a Spanish clause of two parts and a feeling, and reads care said with its frequency', async () => {
    const record = await recordAfter(
      'Me resbalé en el piso mojado de una tienda en El Paso, Texas, el 20 de octubre. Me duele la rodilla y la cadera, y ando mareada. Voy al quiropráctico tres veces por semana.',
    );
    expect(record.injuries).toEqual(['knee pain', 'hip pain', 'dizziness']);
    expect(record.treatment?.status).toBe('ongoing');
    expect(record.treatment?.levels).toContain('chiropractic');
  });
});
