import { describe, expect, it } from 'vitest';

import type { IntakeReview } from '../../../contracts/intake-review';
import { appPerTest } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { ChatClient } from './testing/chat-client';

/**
 * Decision 0279: the review before the report, read through the real route, says the chat's
 * language and gives each line's value in it; an English chat's stays English. Sentences
 * written for this test.
 */

const visitante = {
  fullName: 'Marisol Quintero',
  phoneNumber: '(915) 555-0143',
  description:
    'Un autobús me chocó por detrás en El Paso, Texas, el 6 de octubre. Me lastimé la espalda y fui a la sala de emergencias.',
};
const visitor = {
  fullName: 'Glen Harwood',
  phoneNumber: '(915) 555-0150',
  description:
    'A bus rear ended me in El Paso, Texas on October 6. I hurt my back and went to the emergency room.',
};

describeEachEngine('the review in the chat’s language', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  async function reviewOf(details: typeof visitor): Promise<IntakeReview> {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send('', { opening: true });
    const response = await each.app.inject({
      method: 'GET',
      url: `/api/intake/review?id=${chat.sessionId}&chat=${chat.chatId}`,
      headers: chat.headers(false),
    });
    return response.json<IntakeReview>();
  }
  const shown = (review: IntakeReview, key: string) => review.items.find((item) => item.key === key)?.shown;

  describe('a Spanish chat', () => {
    it('says its values in Spanish', async () => {
      const review = await reviewOf(visitante);
      expect(review.language).toBe('es');
      expect(shown(review, 'caseType')).toBe('Accidente de vehículo');
      expect(shown(review, 'incidentDate')).toBe('6 de octubre de 2026');
      expect(shown(review, 'emergencyRoom')).toBe('Sí');
      expect(shown(review, 'injuries')).not.toMatch(/\b(back|injury)\b/);
    });
  });

  describe('an English chat (negative)', () => {
    it('keeps its values in English', async () => {
      const review = await reviewOf(visitor);
      expect(review.language).toBe('en');
      expect(shown(review, 'caseType')).toBe('Vehicle accident');
      expect(shown(review, 'incidentDate')).toBe('October 6, 2026');
      expect(shown(review, 'emergencyRoom')).toBe('Yes');
    });
  });
});
