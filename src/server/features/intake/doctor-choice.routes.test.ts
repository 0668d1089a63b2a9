import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0339, through the real routes: a question about which doctor the visitor may or must
 * see at work gets the attorney line and is noted for the attorney; a question about the body or
 * a drug keeps the doctor line and is not noted. Sentences written for this test.
 */

const visitor = {
  fullName: 'Teodoro Barraza',
  phoneNumber: '(520) 555-0143',
  description:
    'I hurt my shoulder stacking pallets at the plant where I work, on October 9 in Tucson, Arizona.',
};
const visitante = {
  ...visitor,
  description:
    'Me lastimé el hombro acomodando tarimas en la planta donde trabajo, el 9 de octubre en Tucson, Arizona.',
};

const paragraphs = (output: string) => output.split('\n\n');

describeEachEngine('which doctor the visitor may see, asked mid-chat', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { notedOf } = chatCases(each);

  const noted = async (chat: ChatClient) => (await notedOf(chat)).map((row) => row.text);

  async function ask(text: string, details = visitor) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send('', { opening: true });
    const reply = outputOf(await chat.send(text));
    return { first: paragraphs(reply.output)[0], noted: await noted(chat) };
  }

  it('notes which doctor they may or must see for the attorney', async () => {
    for (const text of [
      'do I have to go to the clinic my employer sends me to?',
      'can I keep seeing my own chiropractor or does the adjuster decide?',
    ]) {
      const { first, noted } = await ask(text);
      expect(first).toBe(english.saying.attorneyNoted);
      expect(noted).toHaveLength(1);
    }
    const { first, noted } = await ask('¿me obligan a ver al médico del seguro?', visitante);
    expect(first).toBe(spanish.saying.attorneyNoted);
    expect(noted).toHaveLength(1);
  });

  it('keeps the doctor line for a question about the body or a drug, and notes nothing', async () => {
    const english1 = await ask('should I put ice on my shoulder tonight?');
    expect(english1.first).toBe(english.saying.seeADoctor);
    expect(english1.noted).toHaveLength(0);
    const spanish1 = await ask('¿debo tomar paracetamol para el dolor?', visitante);
    expect(spanish1.first).toBe(spanish.saying.seeADoctor);
    expect(spanish1.noted).toHaveLength(0);
  });
});
