import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * First messages whose words place a fact in time (decision 0197): a finding told after
 * the month that opens its clause, an injury from long before the incident, care whose end is
 * still ahead. Sentences written for these tests, never taken from a visitor or a corpus.
 */
const read = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record;

describe('a month that opens the clause telling the finding is the discovery date', () => {
  it.each([
    [
      'The surgeon fixed my shoulder in April. In August a scan at another clinic showed a torn nerve.',
      '2026-08',
    ],
    ['They removed my appendix in May, and in July a second doctor found a sponge left inside.', '2026-07'],
    [
      'The clinic read my mammogram as normal in 2024. In March a new radiologist diagnosed the tumor.',
      '2026-03',
    ],
    [
      'Me operaron la rodilla en enero. En junio me diagnosticaron una infección por un tornillo suelto.',
      '2026-06',
    ],
    [
      'Me pusieron un yeso en febrero. En abril un especialista descubrió que el hueso sanó chueco.',
      '2026-04',
    ],
  ])('"%s" → %s', async (text, month) => {
    const language = /[ñó]|\b(me|en)\b/.test(text) && !/\bthe\b/i.test(text) ? 'es' : 'en';
    expect((await read(text, language)).discoveryDate?.from.slice(0, 7)).toBe(month);
  });

  it.each([
    // The month dates the surgery, inside its clause; the finding has no date of its own.
    'I had my gallbladder taken out in April, and later they told me a duct was cut.',
    // The next clause tells the finding, not the month's.
    'In June I went to the urgent care, and nobody found the fracture.',
    'The dentist pulled the wrong tooth in September.',
    'Me operaron en marzo y después me dijeron que todo salió bien.',
  ])('"%s" gives no discovery date from that month', async (text) => {
    const language = /\b(me|en)\b/.test(text) && !/\bthe\b/i.test(text) ? 'es' : 'en';
    const found = (await read(text, language)).discoveryDate?.from.slice(0, 7);
    expect(['2026-04', '2026-06', '2026-09', '2026-03']).not.toContain(found);
  });
});

describe('an injury placed long before the incident is not one of this case', () => {
  it.each([
    ['A van hit my car on Monday and my neck is sprained. I had a bulging disc in 2017.', 'bulging disc'],
    ['I slipped in the lobby last week and cracked my elbow. I tore my meniscus years ago.', 'meniscus'],
    ['A dog bit my calf yesterday. As a kid I broke that same leg.', 'broke that same leg'],
    [
      'Me caí en el estacionamiento el martes y me torcí el tobillo. De joven me fracturé la clavícula.',
      'clavícula',
    ],
    ['Un camión me chocó ayer y me lastimé la espalda. Hace años me rompí la muñeca.', 'muñeca'],
  ])('"%s" leaves out "%s"', async (text, earlier) => {
    const language = /[áéíóúñ]/.test(text) ? 'es' : 'en';
    const injuries = (await read(text, language)).injuries ?? [];
    expect(injuries.length).toBeGreaterThan(0);
    expect(injuries.join('; ')).not.toContain(earlier);
  });

  it.each([
    // A story that opens with its own old date, and a story whose only injury is long ago.
    ['In 2023 a bus hit me in a crosswalk and broke my pelvis.', 'broke my pelvis'],
    ['I fractured my wrist two years ago when a drunk driver hit me.', 'fractured my wrist'],
    ['Hace dos años un perro me mordió la mano.', 'hand'],
    [
      'A car hit me last month and broke my arm, and in October I tore my shoulder at rehab.',
      'tore my shoulder',
    ],
  ])('"%s" keeps "%s"', async (text, kept) => {
    const language = /[áéíóúñ]/.test(text) ? 'es' : 'en';
    expect(((await read(text, language)).injuries ?? []).join('; ')).toContain(kept);
  });
});

describe('care whose end is still ahead goes on', () => {
  it.each([
    ['I hurt my back in the crash. I will be done with physical therapy next month.', 'en'],
    ['Broke my ankle on the stairs, should finish PT in three weeks.', 'en'],
    ['Me lastimé el hombro en el trabajo. Termino la terapia el mes que viene.', 'es'],
    ['Me caí y me torcí la rodilla. Acabo la fisioterapia en dos semanas.', 'es'],
  ] as const)('"%s" is ongoing physical therapy', async (text, language) => {
    const treatment = (await read(text, language)).treatment;
    expect(treatment?.levels).toContain('physical_therapy');
    expect(treatment?.status).toBe('ongoing');
  });

  it.each([
    ['I hurt my back in the crash. I finished physical therapy last week.', 'en'],
    ['Me caí y me lastimé el hombro. Ya terminé la fisioterapia.', 'es'],
    ['Sprained my wrist at the gym, done with PT since October.', 'en'],
  ] as const)('"%s" is care that ended', async (text, language) => {
    expect((await read(text, language)).treatment?.status).toBe('released');
  });

  it.each([
    ['I hurt my knee and my doctor wants me to start PT next month.', 'en'],
    ['Me lastimé la espalda y el doctor quiere que empiece terapia la próxima semana.', 'es'],
  ] as const)('"%s" is no care had', async (text, language) => {
    expect((await read(text, language)).treatment?.levels ?? []).not.toContain('physical_therapy');
  });
});
