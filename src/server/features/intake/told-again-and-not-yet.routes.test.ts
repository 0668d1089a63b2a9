import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decisions 0327–0329 through the real routes: a denial told again without "que" stores no
 * health insurance and is not said back as a plan; bills that have not come yet settle the bills
 * question; "que sí" and "uh huh" answer a yes/no question. Sentences written for this test.
 */
const caida = {
  fullName: 'Rosalba Ternero',
  phoneNumber: '(602) 555-0181',
  description:
    'Me resbalé en un piso mojado de una farmacia en Mesa, Arizona el 2 de noviembre y me lastimé la muñeca.',
};
const fall = {
  fullName: 'Curtis Bellamy',
  phoneNumber: '(602) 555-0182',
  description:
    'I slipped on a wet floor at a pharmacy in Mesa, Arizona on November 2, hurt my wrist and went to urgent care that day.',
};

describeEachEngine('told again, not come yet, a short yes', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);

  /** Says no until `asks` is asked, answers it, then says no a few more times: what came after. */
  async function answerWhenAsked(details: typeof fall, asks: string, answer: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    let output = outputOf(await chat.send('', { opening: true })).output;
    for (let turn = 0; turn < 20 && !output.includes(asks); turn += 1)
      output = outputOf(await chat.send('no')).output;
    expect(output).toContain(asks);
    const reply = outputOf(await chat.send(answer)).output;
    const later = [reply];
    for (let turn = 0; turn < 4; turn += 1) later.push(outputOf(await chat.send('no')).output);
    return { record: await recordOf(chat), reply, later };
  }

  it('"ya le dije no tengo seguro médico" is no health insurance, never said back as a plan', async () => {
    const { record, reply, later } = await answerWhenAsked(
      caida,
      'seguro de salud',
      'ya le dije no tengo seguro médico',
    );
    expect(record.healthInsurance).toBe('None');
    expect(reply).not.toMatch(/seguro m[eé]dico/i);
    expect(later.slice(1).join(' ')).not.toContain('seguro de salud tiene usted');
  });

  it('"like I said I do not have health insurance" is no health insurance', async () => {
    const { record, reply } = await answerWhenAsked(
      fall,
      'health insurance',
      'like I said I do not have health insurance',
    );
    expect(record.healthInsurance).toBe('None');
    expect(reply).not.toMatch(/thanks\W+health insurance/i);
  });

  it('"the bills have not come yet" is answered and not asked again', async () => {
    const { record, later } = await answerWhenAsked(
      fall,
      'medical bills come to',
      'the bills have not come yet',
    );
    expect(record.unknowns).toContain('medicalBills');
    expect(later.join(' ')).not.toContain('medical bills come to');
  });

  it('"todavía no me llega la cuenta" is answered and not asked again', async () => {
    const { record, later } = await answerWhenAsked(
      caida,
      'han costado sus gastos médicos',
      'todavía no me llega la cuenta',
    );
    expect(record.unknowns).toContain('medicalBills');
    expect(later.join(' ')).not.toContain('han costado sus gastos médicos');
  });

  it('"que sí" to the photos question is a yes', async () => {
    const { record } = await answerWhenAsked(caida, 'fotos', 'que sí');
    expect(record.photos).toBe(true);
  });

  it('"uh huh" to the photos question is a yes', async () => {
    const { record } = await answerWhenAsked(fall, 'photos', 'uh huh');
    expect(record.photos).toBe(true);
  });
});
