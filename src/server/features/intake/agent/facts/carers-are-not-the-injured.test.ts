import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

describe('a relative who cares for the injured person is not the one hurt (decision 0167)', () => {
  it.each([
    ['treatment', 'my husband went with her in the ambulance, I will drive over once the sitter comes', 'en'],
    ['treatment', 'ok my sister called 911, the ambulance is coming', 'en'],
    ['treatment', 'my mom drove him to urgent care that night', 'en'],
    ['injuries', 'my brother found her at the bottom of the stairs, her hip is broken', 'en'],
    ['treatment', 'mi esposo se fue con ella en la ambulancia', 'es'],
    ['treatment', 'mi hermana lo llevó a urgencias esa noche', 'es'],
  ] as const)('%s: "%s"', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'slip_fall' }, language });
    expect(record.callerRelationship).toBeUndefined();
  });

  it('still reads the relative an answer opens on as the one hurt', async () => {
    const { record } = await readTurn('treatment', 'my son was taken to the ER by ambulance', {
      context: { caseType: 'slip_fall' },
    });
    expect(record.callerRelationship).toBe('parent (mother or father)');
  });
});

describe('who was at fault, named in a clause about fault first (decision 0167)', () => {
  it('skips a relative named in passing for the party the fault clause names', async () => {
    const { record } = await readTurn(
      'atFaultParty',
      'my husband rode in the ambulance with her. she hit the edge where the tile was cracked, the club should have fixed that edge months ago',
      { context: { caseType: 'slip_fall' } },
    );
    expect(record.atFaultParty).toBe('the club');
  });

  it('keeps a relative who is blamed', async () => {
    const { record } = await readTurn('atFaultParty', 'my cousin was driving and it was totally his fault', {
      context: { caseType: 'auto' },
    });
    expect(record.atFaultParty).toBe('my cousin');
  });
});
