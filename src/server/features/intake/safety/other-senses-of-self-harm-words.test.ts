import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * Sport and tool senses of self-harm words are no sign (decision 0280): a rope in a pool, a gym
 * or on a load, hanging drywall, cutting oneself on a saw, overdoses seen at work. The sense is
 * an exclusion in self-harm.json (or unconscious.json), and an excluded word is no context for
 * the chat either. True signs with the same words still fire. Sentences written for this test.
 */
describe('other senses of rope, hang, cut and overdose', () => {
  it.each([
    'my ankle got tangled in the rope between the swim lanes at practice',
    'the kids were playing jump rope and I tripped over it',
    'the tow rope snapped and whipped across my shin',
    'I was tying the tarp down with a rope when the ladder tipped',
    'I cut myself on the table saw at the shop',
    'she cut herself on broken glass when the shelf fell',
    'I hurt myself at the gym when the climbing rope slipped',
    'he was hanging drywall when the scaffold gave way',
    'my cousin is an EMT and she sees overdoses every shift',
    'me enredé con la cuerda del carril en la alberca',
    'estábamos saltando la cuerda y me torcí el tobillo',
    'el mecate para amarrar la carga se reventó y me pegó en la cara',
  ])('"%s" is no danger', (text) => {
    expect(readDanger(text).status).toBe('none');
  });

  it('a rope in a sport sense gives no self-harm context to a later message', () => {
    const first = readDanger('my ankle got tangled in the rope between the swim lanes at practice');
    expect(first.contexts).not.toContain('self_harm');
  });

  it.each([
    'I bought a rope and I know which beam in the garage',
    'I want to hang myself tonight',
    'I keep cutting myself on purpose',
    'tengo la soga lista en el garaje',
    'me quiero ahorcar',
  ])('"%s" is still self-harm', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('now');
    expect(reading.families).toContain('self_harm');
  });

  it('an overdose taken now is still an alarm', () => {
    expect(readDanger('my roommate took an overdose and is hard to wake').status).toBe('now');
  });
});
