import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * Two false alarms of self-harm (decision 0270): a name or a word that stems like a sign's verb
 * ("Tomás" and "todo" read as taking all the pills) and an operation told in lay words ("cut
 * me open"). Sentences written for this test; true signs must still fire.
 */
describe('names and operations are no self-harm', () => {
  it.each([
    'el guardia, don Tomás, grabó todo con su celular',
    'Tomás lo vio todo desde la puerta',
    'el señor Tomás tomó fotos de todas las cajas',
    'the surgeon said they will have to cut me open a second time next month',
    'I got cut open twice for the same hernia',
    'the surgeon cut back open the incision because of infection',
    'after the wreck they cut her open to stop the bleeding inside',
  ])('"%s"', (text) => {
    expect(readDanger(text).families).not.toContain('self_harm');
  });

  it.each([
    'quiero tomarme todas las pastillas',
    'me tomé todas las pastillas del frasco',
    'I started cutting again last night',
    'i keep cutting myself again and again',
    'I want to cut myself open',
  ])('"%s" is still a sign', (text) => {
    expect(readDanger(text).families).toContain('self_harm');
  });
});
