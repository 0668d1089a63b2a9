import { expect, it } from 'vitest';

import { containsLimitPhrase, QUESTIONS_PER_PART } from '../../../contracts/limits';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import type { QuestionKey } from './agent/agent';
import { questionsWorthAsking } from './agent/guided-agent';
import { toTurnCase } from './intake-case';
import type { TurnCase } from './intake-referee';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Issue 23 point 6, decision 0186: for each kind of case, the extension asks the smaller of 15
 * and the facts still worth asking, and those include the second parts of values part one left
 * half known (whether care goes on, a party's name, the police report's number, the day a harm
 * was found). No question is said twice in the same words, none is asked a third time, and no
 * fact already settled is asked again. Driven through the real routes; every sentence here was
 * written for this test.
 */

interface Visitor {
  caseType: string;
  description: string;
  /** The answers to each question, in the order it is asked; the last one repeats. */
  answers: Partial<Record<QuestionKey, string[]>>;
  /** The answer to the extension's question for the part a value held still lacks. */
  secondParts: Partial<Record<QuestionKey, string>>;
  notSure: string;
  /** Second parts the extension should find worth asking after part one. */
  followUps: QuestionKey[];
}

const visitors: Visitor[] = [
  {
    caseType: 'auto',
    description:
      'On November 12 a delivery van ran a red light and hit the driver side of my car in Wichita, Kansas. My shoulder and neck hurt a lot.',
    answers: {
      injuries: ['a pulled shoulder muscle and a stiff neck'],
      treatment: ['I went to an urgent care two days later and they took x-rays'],
      atFaultParty: ['the van driver'],
      ownFaultPercent: ['no, my light was green'],
      priorAttorney: ['no'],
      otherPartyInsurer: ['Progressive, it was on the paper he gave me'],
      ownCoverage: ['Farmers'],
      healthInsurance: ['Humana through my work'],
      medicalBills: ['around $2,600 so far, nobody has paid anything yet'],
      lostWages: ['I missed eight days and I make $24 an hour'],
      policeReport: ['yes, an officer came out'],
      witnesses: ['no one stopped'],
      photos: ['I took pictures of my door'],
      propertyDamage: ['the body shop said $3,900'],
      priorInjuries: ['no'],
      age: ['47'],
      employer: ['Harbor Freightways, I drive a forklift'],
      workersComp: ['no, I was on my way to the store'],
    },
    secondParts: { treatment: 'yes, I still have therapy every week', policeReport: 'it is 26-044817' },
    notSure: "I'm not sure",
    followUps: ['treatment', 'policeReport'],
  },
  {
    caseType: 'slip_fall',
    description:
      'On October 30 I tripped on a torn mat at the entrance of a hardware store in Boise, Idaho and landed on my elbow.',
    answers: {
      injuries: ['a fractured elbow'],
      treatment: ['the ER put it in a splint'],
      propertyOwner: ['a hardware store'],
      atFaultParty: ['the store'],
      ownFaultPercent: ['no, I was just walking in'],
      priorAttorney: ['no'],
      medicalBills: ['about $4,300, my Medicare paid some'],
      lostWages: ['I am retired'],
      incidentReport: ['yes, the manager filled out a form'],
      witnesses: ['a cashier saw me fall'],
      photos: ['yes, of the mat'],
      otherPartyInsurer: ['no idea'],
      healthInsurance: ['Medicare'],
      priorInjuries: ['no'],
      age: ['71'],
    },
    secondParts: { treatment: 'no, they told me I am done', propertyOwner: 'Ridgeline Hardware' },
    notSure: 'not sure',
    followUps: ['treatment', 'propertyOwner'],
  },
  {
    caseType: 'workplace',
    description:
      'I was unloading pallets on November 5 at a distribution center in Toledo, Ohio when a forklift from another company backed into me. My foot is crushed.',
    answers: {
      injuries: ['a crushed left foot with two broken toes'],
      treatment: ['the hospital, they did surgery on the toes'],
      employer: ['a staffing agency'],
      workersComp: ['yes, comp pays part of my checks'],
      thirdPartyInvolved: ['yes, the forklift belonged to a trucking company'],
      thirdParty: ['a trucking company'],
      atFaultParty: ['the forklift driver'],
      ownFaultPercent: ['no, I was in my lane'],
      priorAttorney: ['no'],
      medicalBills: ['comp got all of them'],
      lostWages: ['six weeks so far, I made $21 an hour'],
      incidentReport: ['yes, my lead wrote it up'],
      witnesses: ['my coworker Dee saw it'],
      photos: ['no'],
      otherPartyInsurer: ["I don't know"],
      priorInjuries: ['no'],
      age: ['36'],
      healthInsurance: ['none'],
    },
    secondParts: {
      treatment: 'yes I still go to the surgeon for checkups',
      employer: 'Bluepoint Staffing',
      thirdParty: 'Dunmore Trucking',
    },
    notSure: "I don't know",
    followUps: ['treatment', 'employer', 'thirdParty'],
  },
  {
    caseType: 'medical_malpractice',
    description:
      'In July a surgeon in Omaha, Nebraska operated on the wrong side of my back. I learned of it in September when my pain got worse.',
    answers: {
      datePrecision: ['July 14'],
      discoveryDate: ['in September'],
      provider: ['Dr. Halvorsen at Prairie Spine Clinic'],
      injuries: ['nerve damage in my lower back'],
      treatment: ['a second surgery to fix it, and I still see a pain doctor'],
      ownFaultPercent: ['no'],
      priorAttorney: ['no'],
      medicalBills: ['about $31,000, my insurance paid most'],
      lostWages: ['I was off ten weeks, I earn $3,500 a month'],
      healthInsurance: ['Aetna'],
      witnesses: ['my sister was at the visit'],
      photos: ['I have copies of both scans'],
      priorInjuries: ['no'],
      age: ['58'],
      employer: ['the county library'],
      workersComp: ['no'],
    },
    secondParts: { discoveryDate: 'September 22, the day of my follow-up scan' },
    notSure: 'not sure',
    followUps: ['discoveryDate'],
  },
  {
    caseType: 'product_liability',
    description:
      'On October 8 an e-bike battery caught fire in my garage in Spokane, Washington and burned my hands while I unplugged it.',
    answers: {
      product: ['an electric bike battery'],
      manufacturer: ['VoltRide'],
      productPreserved: ['yes, the fire department left it with me'],
      injuries: ['burns on both hands'],
      treatment: ['a burn clinic for dressing changes'],
      atFaultParty: ['the company that made it'],
      ownFaultPercent: ['no, I used the charger it came with'],
      priorAttorney: ['no'],
      medicalBills: ['about $7,800, Regence paid part'],
      lostWages: ['three weeks, I make $950 a week'],
      healthInsurance: ['Regence'],
      propertyDamage: ['the garage wall and a shelf, about $2,000'],
      witnesses: ['my neighbor helped put it out'],
      photos: ['yes'],
      priorInjuries: ['no'],
      age: ['29'],
      employer: ['Cascade Roofing'],
      workersComp: ['no'],
    },
    secondParts: { treatment: 'yes, I still go twice a week' },
    notSure: 'not sure',
    followUps: ['treatment'],
  },
];

describeEachEngine('the extension asks second parts of what part one half learned', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  const { caseOf } = chatCases(each);
  const turnCaseOf = async (chat: ChatClient) => toTurnCase(await caseOf(chat));

  /** Talks until the part ends; returns every question the agent said. */
  async function talk(
    chat: ChatClient,
    reply: (turnCase: TurnCase) => string,
    endpoint: 'message' | 'resetSessqno',
    first: string,
  ): Promise<string[]> {
    const said = [first];
    for (let turn = 0; turn < 40; turn += 1) {
      const output = outputOf(await chat.send(reply(await turnCaseOf(chat)), { endpoint }));
      said.push(output.output);
      if (output.redirectUrl) return said;
    }
    throw new Error('the part did not end');
  }

  async function partOne(chat: ChatClient, visitor: Visitor, answer: (turnCase: TurnCase) => string) {
    await chat.newChat({
      fullName: 'Jordan Reyes',
      phoneNumber: '(316) 555-0182',
      description: visitor.description,
    });
    const opening = outputOf(await chat.send('', { opening: true }));
    return talk(chat, answer, 'message', opening.output);
  }

  /**
   * The visitor's answers, each question's in turn; in the extension, the part a value held
   * lacks, when that is what is asked.
   */
  function answerer(visitor: Visitor) {
    const times = new Map<QuestionKey, number>();
    return ({ part, record, state }: TurnCase): string => {
      const key = state.pending;
      const secondPart = key ? visitor.secondParts[key] : undefined;
      if (
        part === 2 &&
        secondPart &&
        key &&
        key in record &&
        record[key as keyof typeof record] !== undefined
      )
        return secondPart;
      const answers = key ? visitor.answers[key] : undefined;
      if (!key || !answers) return visitor.notSure;
      const count = times.get(key) ?? 0;
      times.set(key, count + 1);
      return answers[Math.min(count, answers.length - 1)]!;
    };
  }

  it.each(visitors)('$caseType: asks the smaller of 15 and the facts still worth asking', async (visitor) => {
    const chat = new ChatClient(each.app);
    await partOne(chat, visitor, answerer(visitor));
    const before = await turnCaseOf(chat);
    const worthAsking = questionsWorthAsking(before.record, { ...before.state, pending: null });
    expect(worthAsking).toEqual(expect.arrayContaining(visitor.followUps));

    const opening = outputOf(await chat.send('', { endpoint: 'resetSessqno', opening: true }));
    const said = await talk(chat, () => visitor.notSure, 'resetSessqno', opening.output);
    const after = await turnCaseOf(chat);
    expect(after.questionsInPart).toBe(Math.min(QUESTIONS_PER_PART, worthAsking.length));
    expect(after.state.asked.slice(before.state.asked.length)).toEqual(
      worthAsking.slice(0, QUESTIONS_PER_PART),
    );
    const last = said.at(-1)!;
    expect(containsLimitPhrase(last)).toBe(after.questionsInPart >= QUESTIONS_PER_PART);
  });

  it.each(visitors)(
    '$caseType: reads the second parts it asks for, and never repeats a question',
    async (visitor) => {
      const chat = new ChatClient(each.app);
      const answer = answerer(visitor);
      const partOneSaid = await partOne(chat, visitor, answer);
      const opening = outputOf(await chat.send('', { endpoint: 'resetSessqno', opening: true }));
      const extensionSaid = await talk(chat, answer, 'resetSessqno', opening.output);
      const after = await turnCaseOf(chat);

      // No fact the record settled was asked again, and no question a third time.
      expect(after.state.reasked).toEqual([]);
      const times = new Map<QuestionKey, number>();
      for (const key of after.state.asked) times.set(key, (times.get(key) ?? 0) + 1);
      expect([...times].filter(([, count]) => count > 2)).toEqual([]);
      // No question said twice in the same words.
      const questions = [...partOneSaid, ...extensionSaid]
        .flatMap((output) => output.split('\n'))
        .filter((line) => line.trim().endsWith('?'));
      expect(questions.filter((line, index) => questions.indexOf(line) !== index)).toEqual([]);

      // The second parts the visitor gave were taken down.
      const { record } = after;
      if (visitor.followUps.includes('treatment')) expect(record.treatment?.status).toBeDefined();
      if (visitor.followUps.includes('policeReport')) expect(record.policeReportNumber).toBe('26-044817');
      if (visitor.followUps.includes('propertyOwner')) expect(record.propertyOwner).toMatch(/Ridgeline/);
      if (visitor.followUps.includes('employer')) expect(record.employer).toMatch(/Bluepoint/);
      if (visitor.followUps.includes('thirdParty')) expect(record.thirdParty).toMatch(/Dunmore Trucking/);
      if (visitor.followUps.includes('discoveryDate'))
        expect(record.discoveryDate).toMatchObject({ from: '2026-09-22', precision: 'day' });
    },
  );
});
