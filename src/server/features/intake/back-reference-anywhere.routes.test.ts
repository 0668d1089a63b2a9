import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0305, through the real routes: a terse answer that closes on a back-reference
 * ("Ridgeline Packaging like I told you", "sí, ya le dije") is read as its answer and never asked
 * again; one with nothing of the answer beside it is looked for in the earlier messages, never
 * put again in other words. Sentences written for this test.
 */
const lifting = {
  fullName: 'Odile Marchetti',
  phoneNumber: '(208) 555-0143',
  description: 'I hurt my back lifting boxes at work on October 30 in Boise, Idaho.',
};
const cargando = {
  ...lifting,
  description: 'Me lastimé la espalda cargando cajas en el trabajo el 30 de octubre en Boise, Idaho.',
};
const asksEmployer = { en: 'Who do you work for', es: '¿Dónde trabaja' };

describeEachEngine('a back-reference that closes an answer', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);

  /** Answers the care question with `care`, then the employer question with `employer`. */
  async function tellCareThenEmployer(
    details: typeof lifting,
    language: 'en' | 'es',
    care: string,
    employer: string,
  ) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send('', { opening: true });
    const afterCare = outputOf(await chat.send(care)).output;
    expect(afterCare).toContain(asksEmployer[language]);
    const afterEmployer = outputOf(await chat.send(employer)).output;
    return { chat, afterCare, afterEmployer };
  }

  it.each([
    [
      'en',
      lifting,
      'urgent care then PT, still going. told you',
      'Ridgeline Packaging like I told you',
      'Ridgeline',
    ],
    ['en', lifting, 'the ER, said that', 'Ridgeline Packaging. already said', 'Ridgeline'],
    [
      'es',
      cargando,
      'fui a urgencias y sigo en terapia, ya le dije',
      'en la empacadora Sol del Valle como le dije',
      'Sol del Valle',
    ],
    ['es', cargando, 'urgencias, se lo dije', 'empacadora Sol del Valle, ya lo puse arriba', 'Sol del Valle'],
  ] as const)(
    '%s: the answers are read and nothing is asked again',
    async (language, details, care, employer, named) => {
      const pack = language === 'en' ? english : spanish;
      const { chat, afterCare, afterEmployer } = await tellCareThenEmployer(
        details,
        language,
        care,
        employer,
      );
      expect(afterCare).not.toContain(pack.saying.rephraseLead);
      expect(afterEmployer).not.toContain(pack.saying.rephraseLead);
      expect(afterEmployer).not.toContain(asksEmployer[language]);
      const record = await recordOf(chat);
      expect(String(record.employer)).toContain(named);
      expect(record.treatment).toBeDefined();
    },
  );

  it.each([
    ['en', lifting, 'ugh, already said'],
    ['en', lifting, 'omg i said that already'],
    ['es', cargando, 'uff, ya se lo había puesto'],
    ['es', cargando, 'ay, ya se lo había dicho'],
  ] as const)('%s: "%s" alone is looked for in the earlier messages', async (language, details, employer) => {
    const pack = language === 'en' ? english : spanish;
    const { afterEmployer } = await tellCareThenEmployer(
      details,
      language,
      language === 'en' ? 'urgent care' : 'urgencias',
      employer,
    );
    expect(afterEmployer.startsWith(pack.saying.notFoundEarlier)).toBe(true);
    expect(afterEmployer).not.toContain(pack.saying.rephraseLead);
  });
});
