import { describe, expect, it } from 'vitest';

import { chatTurns, questionsLeft } from '../testing/chat-turns';

/**
 * Retired, out of work, a student, disabled and not working, or at home with the children, said
 * inside a longer message with other facts (the first message or any answer) stops the work
 * questions as a one-word answer does (decision 0333). Sentences written for this test.
 */
async function workQuestionsPut(description: string, answers: Record<string, string>, language: 'en' | 'es') {
  const { record, state, asked } = await chatTurns(description, { '*': 'no', ...answers }, { language });
  const all = [...asked, ...(await questionsLeft(record, state))];
  return {
    notWorking: record.lostWages?.notWorking,
    put: all.filter((key) => key === 'employer' || key === 'lostWages'),
  };
}

describe('not working, said inside a longer message', () => {
  it.each([
    [
      'I am 74 and retired so no job stuff, but a van backed into my car at the bank on Friday',
      'en',
      'retired',
    ],
    ["I'm 66, been retired for a while, and I tripped over a hose at the hardware store", 'en', 'retired'],
    ["I'm disabled and don't work, and the driver of a pickup hit my bike on Elm Street", 'en', 'disabled'],
    ['I stay home with my kids and a dog jumped on me at the neighbors and bit my hand', 'en', 'homemaker'],
    ["I don't have a job right now and a car turned into me in the crosswalk", 'en', 'unemployed'],
    ['estoy jubilado desde hace tiempo y un camión chocó mi carro en la avenida', 'es', 'retired'],
    ['tengo 72 años, ya no trabajo porque me jubilé, y me resbalé en la farmacia', 'es', 'retired'],
    ['no tengo trabajo ahorita y un perro me mordió el brazo en el parque', 'es', 'unemployed'],
    ['me dedico al hogar y me caí en un hoyo del estacionamiento de la tienda', 'es', 'homemaker'],
  ] as const)('"%s": no work question', async (text, language, status) => {
    const { notWorking, put } = await workQuestionsPut(text, {}, language);
    expect(notWorking).toBe(status);
    expect(put).toEqual([]);
  });

  it.each([
    [
      'injuries',
      'my shoulder is dislocated, I stay home with the baby so nothing to lose at work',
      'en',
      'homemaker',
    ],
    ['treatment', 'fui a la clínica, y estoy desempleada así que no perdí sueldo', 'es', 'unemployed'],
  ] as const)('answer to %s: "%s" stops the work questions', async (key, text, language, status) => {
    const { notWorking, put } = await workQuestionsPut(
      language === 'en'
        ? 'a car hit me at a stop light last Tuesday'
        : 'un carro me chocó en un semáforo el martes pasado',
      { [key]: text },
      language,
    );
    expect(notWorking).toBe(status);
    expect(put).toEqual([]);
  });

  it.each([
    ['my neighbor, who is retired and 80, saw a truck hit me on Main Street', 'en'],
    ['a retired teacher ran the light and hit my car, I work at a bakery', 'en'],
    ['mi vecino, que es jubilado, vio cuando un carro me chocó', 'es'],
    ['I was looking for my keys in the lot when a car backed into me', 'en'],
  ] as const)('"%s" tells no state of the visitor', async (text, language) => {
    const { notWorking } = await workQuestionsPut(text, {}, language);
    expect(notWorking).toBeUndefined();
  });
});
