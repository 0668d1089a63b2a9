import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * Decision 0216: in a chat whose incident is days past, a sign told with nothing to place it now
 * is the incident's, and a sudden-onset sign said to have lasted since is the injury's. Signs
 * placed now by their own words, and thoughts of self-harm, stay emergencies. Every sentence here
 * was written for this test.
 */
const past = { incidentIsPast: true };

describe('signs told in a chat about an incident days past', () => {
  it.each([
    'I fainted in the parking lot',
    'my wife says I blacked out for a minute',
    'I got knocked out when my head hit the window',
    'the nurse told me I passed out in the waiting room',
    'me desmayé en el estacionamiento',
    'perdí el conocimiento cuando me pegué en la cabeza',
  ])('"%s": of the incident, no alarm now (but an alarm without that context)', (text) => {
    expect(readDanger(text).status).toBe('now');
    expect(readDanger(text, past).status).toBe('over');
  });

  it.each([
    'the corner of my mouth is still numb since the dog got me',
    'half my lip is still numb from the stitches',
    'my cheek still droops a little since the crash',
    'todavía tengo la cara dormida desde el accidente',
  ])('"%s": a lasting numbness or droop is the injury, not a stroke starting', (text) => {
    expect(readDanger(text, past).status).not.toBe('now');
  });

  it.each(['my arm still feels weak since the wreck', 'my hand has been weak ever since the fall'])(
    '"%s": a lasting weakness raises no hunch of danger',
    (text) => {
      expect(readDanger(text, past).status).toBe('none');
    },
  );

  it.each([
    'my face is drooping on one side right now',
    'i just passed out again in the kitchen',
    'I cannot breathe',
    'my son is having a seizure',
    'my face suddenly went numb and it is still numb',
    'de repente se me durmió la mitad de la cara',
    'ahora mismo no puedo respirar',
  ])('"%s": placed now by its own words, the 911 line still', (text) => {
    expect(readDanger(text, past).status).toBe('now');
  });

  it.each(['I want to kill myself', 'ya no quiero vivir', 'I keep thinking about ending my life'])(
    '"%s": thoughts of self-harm are always now',
    (text) => {
      expect(readDanger(text, past).status).toBe('now');
      expect(readDanger(text, past).families).toContain('self_harm');
    },
  );
});
