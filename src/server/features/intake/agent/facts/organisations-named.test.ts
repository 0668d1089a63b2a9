import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

// Sentences written for these tests (decisions 0400, 0401, 0402), read as a first message.
const story = async (text: string, caseType: string, language: Language = 'en') =>
  (await readTurn(null, text, { context: { caseType }, language })).record;

describe('a public body said to answer for the place of a fall (decision 0400)', () => {
  it('reads the city or the county said to have known or not fixed it', async () => {
    expect(
      (
        await story(
          'The sidewalk in front of the post office was cracked and I fell. The city knew about it. Broke my wrist.',
          'slip_fall',
        )
      ).propertyOwner,
    ).toBe('the city');
    expect(
      (
        await story(
          'I tripped on a lifted slab on Pine Ave, the city never fixed it even after complaints, and I broke my nose',
          'slip_fall',
        )
      ).propertyOwner,
    ).toBe('the city');
    expect(
      (
        await story(
          'I stepped in a pothole in a crosswalk and broke my ankle, and the county has known about it for months',
          'slip_fall',
        )
      ).propertyOwner,
    ).toBe('the county');
    expect(
      (
        await story(
          'Me tropecé en la banqueta rota frente a la biblioteca y me quebré la muñeca. La ciudad sabía del problema.',
          'slip_fall',
          'es',
        )
      ).propertyOwner,
    ).toBe('the city');
  });

  it('reads no public owner from a body named for another reason', async () => {
    expect(
      (
        await story(
          'People in the city knew me as a runner until I fell on the ice at Kroger and broke my hip',
          'slip_fall',
        )
      ).propertyOwner,
    ).toBe('Kroger');
    expect(
      (await story('I fell on the stairs at my apartment and the city inspector came later', 'slip_fall'))
        .propertyOwner,
    ).toBeUndefined();
  });
});

describe('a doctor named with the practice (decision 0401)', () => {
  it('keeps the practice named in capitals after the doctor', async () => {
    expect(
      (
        await story(
          'My dentist pulled the wrong tooth. Dr. Halvorsen at Maple Grove Dental in Dayton.',
          'medical_malpractice',
        )
      ).provider,
    ).toBe('Dr. Halvorsen, Maple Grove Dental');
    expect(
      (
        await story(
          'The surgeon botched my knee surgery, Dr. Okafor, Riverbend Orthopedics, Toledo. This was in May.',
          'medical_malpractice',
        )
      ).provider,
    ).toBe('Dr. Okafor, Riverbend Orthopedics');
    expect(
      (
        await story(
          'Dr. Liu of Cedar Park Family Medicine missed my diagnosis for a year and now the cancer has spread',
          'medical_malpractice',
        )
      ).provider,
    ).toBe('Dr. Liu, Cedar Park Family Medicine');
    expect(
      (
        await story(
          'Me operó mal el Dr. Ramírez en Clínica Santa Fe y ahora tengo una infección',
          'medical_malpractice',
          'es',
        )
      ).provider,
    ).toBe('Dr. Ramírez, Clínica Santa Fe');
  });

  it('keeps the doctor alone when a town, a day or no name follows', async () => {
    expect(
      (
        await story(
          'Dr. Patel at Denver gave me the wrong dose and I ended up in the hospital',
          'medical_malpractice',
        )
      ).provider,
    ).toBe('Dr. Patel');
    expect(
      (
        await story(
          'Dr. Patel, Tuesday morning, told me it was nothing but my appendix burst',
          'medical_malpractice',
        )
      ).provider,
    ).toBe('Dr. Patel');
    expect(
      (await story('Dr. Brooks at the hospital left a sponge in me after surgery', 'medical_malpractice'))
        .provider,
    ).toBe('Dr. Brooks');
  });
});

describe('a doctor named in lower case (decision 0401)', () => {
  it('reads the surname after "dr" as the doctor', async () => {
    const provider = async (text: string, language: Language = 'en') =>
      (await story(text, 'medical_malpractice', language)).provider;
    expect(await provider('my dentist dr halvorsen in dayton cracked my jaw pulling a tooth')).toBe(
      'Dr. Halvorsen',
    );
    expect(await provider('got my knee scoped and dr okafor nicked a nerve, now my foot is numb')).toBe(
      'Dr. Okafor',
    );
    expect(await provider('the surgery was done by dr. lindqvist and now i have an infection')).toBe(
      'Dr. Lindqvist',
    );
    expect(await provider('el dr ramirez me opero mal la rodilla y ahora tengo infeccion', 'es')).toBe(
      'Dr. Ramirez',
    );
  });

  it('reads no name from a verb or a word of care after "dr"', async () => {
    const provider = async (text: string) => (await story(text, 'medical_malpractice')).provider;
    expect(
      await provider('the dr pulled way too hard during delivery and my baby has a broken arm'),
    ).not.toMatch(/^Dr\. /);
    expect(await provider('the dr was named something like patel and he gave me the wrong dose')).not.toMatch(
      /^Dr\. /,
    );
    expect(await provider('i had a dr visit in may and they missed my cancer')).not.toMatch(/^Dr\. /);
  });
});

describe('an employer named before its words, after tenure, or after more work verbs (decision 0402)', () => {
  it('reads the name before "is my employer" and "es mi patrón"', async () => {
    expect(
      (
        await story(
          'Halvorsen Dairy is my employer and a cow kicked me in the barn, broke my ribs',
          'workplace',
        )
      ).employer,
    ).toBe('Halvorsen Dairy');
    expect(
      (
        await story(
          'Halvorsen Dairy was my employer when a cow kicked me in the barn and broke my ribs',
          'workplace',
        )
      ).employer,
    ).toBe('Halvorsen Dairy');
    expect(
      (
        await story(
          'Transportes Garza es mi patrón y me lastimé la espalda cargando cajas en el trabajo',
          'workplace',
          'es',
        )
      ).employer,
    ).toBe('Transportes Garza');
    expect(
      (await story('Northgate Plastics is where I work and a press crushed two of my fingers', 'workplace'))
        .employer,
    ).toBe('Northgate Plastics');
  });

  it('reads the name between "been with" and a length of time', async () => {
    expect(
      (await story('Been with Carver Logistics for 6 years, hurt my back lifting at work', 'workplace'))
        .employer,
    ).toBe('Carver Logistics');
    expect(
      (
        await story(
          "I've been with the Meridian Hotel for 12 years and I slipped in the laundry room at work",
          'workplace',
        )
      ).employer,
    ).toBe('Meridian Hotel');
    expect(
      (await story('been with kroger for 6 years, hurt my back lifting at work', 'workplace')).employer,
    ).toBe('Kroger');
    expect(
      (
        await story(
          'I have been with Brightline Movers for about three years and a dresser fell on my foot at work',
          'workplace',
        )
      ).employer,
    ).toBe('Brightline Movers');
  });

  it('reads the employer after teaching, hauling and "have driven for"', async () => {
    expect(
      (
        await story(
          'I teach science for Marion County Schools and a student shoved me into a wall at work',
          'workplace',
        )
      ).employer,
    ).toBe('Marion County Schools');
    expect(
      (
        await story(
          'I have driven for Tristate Freight for nine years and last week a car ran a light and hit my rig',
          'auto',
        )
      ).employer,
    ).toBe('Tristate Freight');
    expect(
      (
        await story(
          'I haul gravel for Redstone Aggregates and the tailgate swung and broke my arm',
          'workplace',
        )
      ).employer,
    ).toBe('Redstone Aggregates');
    expect(
      (
        await story(
          'Reparto paquetes para Envíos Rápidos Solís y un perro me mordió en el trabajo',
          'workplace',
          'es',
        )
      ).employer,
    ).toBe('Envíos Rápidos Solís');
  });

  it('reads no employer from a town, a person or a length of time with no job in it', async () => {
    expect(
      (await story('Dayton is where I work and I hurt my back lifting at work', 'workplace')).employer,
    ).toBeUndefined();
    expect(
      (await story('I have been with my husband for ten years and he pushed me down the stairs', 'other'))
        .employer,
    ).toBeUndefined();
    expect(
      (await story('Been with Aetna for years as my insurance and I slipped at work', 'workplace')).employer,
    ).toBeUndefined();
    expect(
      (await story('I taught myself to ski and broke my leg at Snowbird Lodge for a week', 'other')).employer,
    ).toBeUndefined();
  });

  it('reads whoever hired the visitor, a staffing agency above the site', async () => {
    expect(
      (
        await story(
          "I'm a temp through Crestline Staffing placed at a bottling plant, and a conveyor caught my sleeve at work",
          'workplace',
        )
      ).employer,
    ).toBe('Crestline Staffing');
    expect(
      (
        await story(
          'I was hired by a temp agency, Keystone Labor, and sent to a warehouse where a pallet fell on me at work',
          'workplace',
        )
      ).employer,
    ).toBe('Keystone Labor');
    expect(
      (
        await story(
          'roof collapse at the plant, i was under it. broke my back. im a temp from workforce',
          'workplace',
        )
      ).employer,
    ).toBe('workforce');
    expect(
      (
        await story(
          'Me contrató la agencia de trabajo Personal Alianza para una bodega y me cayó una caja en el trabajo',
          'workplace',
          'es',
        )
      ).employer,
    ).toBe('Personal Alianza');
  });

  it('reads no hiring from someone else hired, nor from a relative', async () => {
    expect(
      (await story('a temp from Labor Ready ran a forklift into me at work', 'workplace')).employer,
    ).not.toBe('Labor Ready');
    expect(
      (await story('I was hired by my uncle to help on his farm and a cow kicked me at work', 'workplace'))
        .employer,
    ).toBeUndefined();
  });
});
