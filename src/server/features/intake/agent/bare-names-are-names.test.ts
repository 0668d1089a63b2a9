import { describe, expect, it } from 'vitest';

import { chatTurns } from '../testing/chat-turns';
import { readTurn } from '../testing/read-turn';

import { factRegistry } from './facts/registry';
import { questionsWorthAsking } from './guided-agent';

/**
 * Decision 0263: a bare name answering the question that asks for a party is that party's name,
 * in lower case too; the extension does not ask for "the name of the company" the visitor just
 * gave, and no question is asked a third time. Every sentence here was written for this test.
 */
const workStory = 'I hurt my shoulder lifting crates at work on November 4 in Dayton, Ohio.';
const crashStory = 'A pickup hit my car at a light in Tulsa, Oklahoma on November 3. My neck hurts.';

const lacksName = (record: Awaited<ReturnType<typeof readTurn>>['record']) =>
  factRegistry.employer.followUp!.lacks(record);

describe('a bare name to the employer question is the name', () => {
  it.each([
    ['brightline', 'workplace'],
    ['okafor', 'workplace'],
    ['kestrel and dunn', 'auto'],
    ['dellmore', 'auto'],
    ['Quillfeather', 'auto'],
  ] as const)('"%s" is kept and lacks no name', async (text, caseType) => {
    const read = await readTurn('employer', text, { context: { caseType } });
    expect(read.outcome).toBe('answered');
    expect(read.record.employer?.toLowerCase()).toBe(text.toLowerCase());
    expect(lacksName(read.record)).toBe(false);
  });

  it.each([
    ['the home depot', 'Home Depot'],
    ['lowes', "Lowe's"],
    ['publix', 'Publix'],
    ['target', 'Target'],
  ])('a large chain typed "%s" is kept as "%s"', async (text, name) => {
    const read = await readTurn('employer', text, { context: { caseType: 'auto' } });
    expect(read.record.employer).toBe(name);
    expect(lacksName(read.record)).toBe(false);
  });

  it.each(['a warehouse', 'the hospital', 'a restaurant', 'my uncle', 'the school district'])(
    '"%s" says only a kind: its name is still asked once',
    async (text) => {
      const read = await readTurn('employer', text, { context: { caseType: 'workplace' } });
      expect(read.record.employer).toBeDefined();
      expect(lacksName(read.record)).toBe(true);
    },
  );
});

describe('the employer is asked twice at most over the whole intake', () => {
  it.each([
    [workStory, 'brightline'],
    [workStory, 'walgreens'],
    [crashStory, 'dellmore'],
    [crashStory, 'the home depot, nights'],
  ])('%s / "%s": not asked again in the extension', async (story, answer) => {
    const chat = await chatTurns(story, { employer: answer, '*': 'not sure' });
    expect(chat.asked.filter((key) => key === 'employer')).toHaveLength(1);
    const extension = questionsWorthAsking(chat.record, { ...chat.state, pending: null });
    expect(extension).not.toContain('employer');
  });

  it.each([
    [workStory, 'a warehouse'],
    [crashStory, 'a restaurant'],
  ])('%s / "%s": the name is asked once more, never a third time', async (story, answer) => {
    const chat = await chatTurns(story, { employer: answer, '*': 'not sure' });
    const extension = questionsWorthAsking(chat.record, { ...chat.state, pending: null });
    expect([...chat.asked, ...extension].filter((key) => key === 'employer')).toHaveLength(2);
  });
});
