import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import type { QuestionKey } from './agent/agent';
import { english } from './language/english';
import { spanish } from './language/spanish';
import type { ChatClient } from './testing/chat-client';
import { playScript, type ScriptedChat } from './testing/scripted-chat';

/**
 * Issue 23, decision 0408: facts told early, in the description or in the answer to another
 * question, are not asked for again. Eight chats written for this test; each counts the questions
 * for a fact it had already told. Printed as the measure the decision reports.
 */
export const earlyFactChats: ScriptedChat[] = [
  {
    name: 'a witness named while answering about the police',
    details: {
      fullName: 'Harlan Voss',
      phoneNumber: '(918) 555-0131',
      description:
        'A red pickup ran the light and hit my car on November 3 in Tulsa, Oklahoma. My neck has hurt since.',
    },
    answers: {
      treatment: [
        'Urgent care the next day. An officer came and wrote a report, and a man at the bus stop, Elias Montero, saw the whole thing.',
      ],
      witnesses: ['I already told you'],
    },
    told: { treatment: ['treatment', 'witnesses'] },
  },
  {
    name: 'photos mentioned in the answer about what happened',
    details: {
      fullName: 'Marisol Keene',
      phoneNumber: '(480) 555-0132',
      description:
        'I slipped on spilled soap in the aisle of a hardware store in Mesa, Arizona on November 2 and landed on my hip. I took pictures of the puddle on my phone before I got up.',
    },
    answers: { photos: ['like I said, yes'], treatment: ['the ER that night'] },
    told: { description: ['photos'] },
  },
  {
    name: 'the insurer told with the other driver',
    details: {
      fullName: 'Dorian Pike',
      phoneNumber: '(505) 555-0133',
      description:
        'Another car rear-ended me at a stop sign on November 1 in Albuquerque, New Mexico. My lower back is hurt.',
    },
    answers: {
      ownFaultPercent: ['No, I was stopped. The other driver, Trent Lasky, is insured with Progressive.'],
      otherPartyInsurer: ['I told you already'],
    },
    told: { ownFaultPercent: ['ownFaultPercent', 'otherPartyInsurer'] },
  },
  {
    name: 'a witness told in Spanish while answering about the police',
    details: {
      fullName: 'Yolanda Ruiz',
      phoneNumber: '(713) 555-0134',
      description: 'Un camión me chocó por detrás el 4 de noviembre en Houston, Texas. Me duele el cuello.',
    },
    answers: {
      treatment: [
        'Fui a urgencias esa noche. Vino la policía e hizo un reporte, y mi vecina Graciela Fuentes lo vio todo desde la banqueta.',
      ],
      witnesses: ['ya le dije'],
    },
    told: { treatment: ['treatment', 'witnesses'] },
    otherwise: 'no sé',
  },
  {
    name: 'photos and a witness told in the answer about the injuries',
    details: {
      fullName: 'Quentin Abara',
      phoneNumber: '(559) 555-0135',
      description: "A neighbor's dog bit my leg on November 4 in Fresno, California.",
    },
    answers: {
      treatment: [
        'Stitches at the ER. My wife took photos of the wounds, and the mail carrier saw the dog run at me.',
      ],
      photos: ['I said so already'],
      witnesses: ['I said so already'],
    },
    told: { treatment: ['treatment', 'photos', 'witnesses'] },
  },
  {
    name: 'the employer told in the care answer',
    details: {
      fullName: 'Lucinda Farrow',
      phoneNumber: '(208) 555-0136',
      description: 'I hurt my shoulder lifting crates on October 30 in Boise, Idaho.',
    },
    answers: {
      treatment: [
        'The company nurse at Pinecrest Foods sent me to an urgent care, and I see a physical therapist now.',
      ],
      employer: ['I already said, Pinecrest Foods'],
    },
    told: { treatment: ['treatment', 'employer'] },
  },
  {
    name: 'the health plan told with the bills',
    details: {
      fullName: 'Bennett Crowe',
      phoneNumber: '(615) 555-0137',
      description:
        'A delivery van hit my car on November 5 in Nashville, Tennessee. I went to the ER at Saint Thomas and broke my wrist.',
    },
    answers: {
      treatment: ['A cast at the ER, and my Blue Cross plan paid most of the bill.'],
      healthInsurance: ['I told you, Blue Cross'],
    },
    told: { treatment: ['treatment', 'healthInsurance'] },
  },
  {
    name: 'photos and the police told in Spanish in the description',
    details: {
      fullName: 'Tomás Arreola',
      phoneNumber: '(602) 555-0138',
      description:
        'Me caí en el estacionamiento de un supermercado en Phoenix, Arizona el 3 de noviembre por un hoyo sin señal. Tomé fotos del hoyo y el gerente hizo un reporte del accidente.',
    },
    answers: { photos: ['ya le dije que sí'], incidentReport: ['ya le dije que sí'] },
    told: { description: ['photos', 'incidentReport'] },
    otherwise: 'no sé',
  },
  {
    name: 'a report and a witness told in Spanish in the care answer',
    details: {
      fullName: 'Esperanza Villalta',
      phoneNumber: '(210) 555-0139',
      description:
        'Me resbalé con aceite en el pasillo de una tienda en San Antonio, Texas el 6 de noviembre y me lastimé la rodilla.',
    },
    answers: {
      treatment: [
        'Fui a la clínica al día siguiente. La gerente de la tienda hizo un reporte y mi prima vio cuando me caí.',
      ],
      incidentReport: ['ya le dije'],
      witnesses: ['ya le dije'],
    },
    told: { treatment: ['treatment', 'incidentReport', 'witnesses'] },
    otherwise: 'no sé',
  },
  {
    name: 'a passenger who saw it, told in the description',
    details: {
      fullName: 'Wendell Osei',
      phoneNumber: '(303) 555-0140',
      description:
        'A sedan turned left into me on November 2 in Denver, Colorado and I hurt my shoulder. My passenger Rita Nakamura saw it all.',
    },
    answers: { witnesses: ['I told you, Rita'] },
    told: { description: ['witnesses'] },
  },
  {
    name: 'both insurers told in the fault answer',
    details: {
      fullName: 'Priya Landry',
      phoneNumber: '(317) 555-0141',
      description:
        'A pickup ran a red light and hit my car on November 3 in Indianapolis, Indiana. My knee is swollen.',
    },
    answers: {
      ownFaultPercent: ['No, I had the green. His insurance is Geico and mine is Farmers.'],
      otherPartyInsurer: ['I already said'],
      ownCoverage: ['I already said'],
    },
    told: { ownFaultPercent: ['ownFaultPercent', 'otherPartyInsurer'] },
  },
  {
    name: 'the age and the job told in the care answer',
    details: {
      fullName: 'Reuben Castellanos',
      phoneNumber: '(414) 555-0142',
      description: 'A German shepherd bit my hand on November 5 in Milwaukee, Wisconsin.',
    },
    answers: {
      treatment: [
        "Urgent care, five stitches. I'm 54 and I work at Lindell Hardware, so I lost a few shifts.",
      ],
      age: ['I told you'],
      employer: ['I told you'],
    },
    told: { treatment: ['treatment', 'age', 'employer'] },
  },
];

describeEachEngine('facts told early are not asked again', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);
  const pendingOf = async (chat: ChatClient) =>
    (JSON.parse((await caseOf(chat)).agent_state) as { pending: QuestionKey | null }).pending;

  it.each(earlyFactChats.map((script) => [script.name, script] as const))('%s', async (_name, script) => {
    const spanishChat = /[áéíóúñ¿]/.test(script.details.description);
    const giveUp = (spanishChat ? spanish : english).saying.keptInOwnWords;
    const run = await playScript(each.app, script, pendingOf, giveUp);
    if (process.env.SHOW_REASKS)
      console.log(
        `${script.name}: reasked ${run.reasked.length} [${run.reasked.join(', ')}], gave up ${run.gaveUp}\n  ${run.transcript.join('\n  ')}`,
      );
    expect(run.reasked).toEqual([]);
    expect(run.gaveUp).toBe(0);
  });
});
