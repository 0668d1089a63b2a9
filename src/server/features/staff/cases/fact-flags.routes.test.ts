import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type CaseRecord, caseRecordSchema } from '../../../../contracts/case-record';
import type { AuditEntryView, CaseView } from '../../../../contracts/staff-console';
import type { FactFlagKind } from '../../../../contracts/staff-facts';
import type { QueuePage } from '../../../../contracts/staff-queue';
import type { AppConfig } from '../../../config';
import { createTestApp, testConfig } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import {
  queueCase,
  seedCase,
  seedStaffUser,
  signInAs,
  staffRequest,
  type TestSession,
} from '../staff-test-helpers';

import { updateCaseRecord } from './case-actions.repository';

/**
 * Doubtful facts (issue 25 point 3, decision 0127): each rule flags a fact on the case view,
 * worked out from the stored record, and the queue counts the flagged facts; confirming or
 * editing a fact clears its flag and the audit says so. Records and words written for this test.
 */
const clock = new Date('2026-11-21T15:00:00.000Z');
const day = (iso: string) => ({ from: iso, to: iso, precision: 'day' as const });

describeEachEngine('doubtful facts', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: AppConfig;
  let session: TestSession;

  beforeEach(async () => {
    store = await createTestStore(engine);
    config = testConfig();
    app = await createTestApp(store, { config, now: () => clock });
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    session = await signInAs(app, 'admin@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  /** A queued case whose stored record is exactly this one. */
  async function caseWith(fields: Record<string, unknown>): Promise<string> {
    const { caseId } = await seedCase(store.db, { createdAt: clock, report: { valueLikely: 20_000 } });
    const record = caseRecordSchema.parse({ caseType: 'auto', state: 'TX', ...fields });
    await updateCaseRecord(
      store.db,
      caseId,
      { json: JSON.stringify(record), caseType: record.caseType ?? null, state: record.state ?? null },
      clock.toISOString(),
    );
    await queueCase(store, config, caseId, clock);
    return caseId;
  }
  const viewOf = async (caseId: string) => {
    const response = await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`);
    expect(response.statusCode).toBe(200);
    return response.json() as CaseView;
  };
  const flagsOf = async (caseId: string) =>
    Object.fromEntries(
      (await viewOf(caseId)).facts.map((fact) => [fact.key, fact.flags.map((flag) => flag.kind)]),
    ) as Record<string, FactFlagKind[]>;
  const factsToCheck = async (caseId: string) => {
    const response = await staffRequest(app, session, 'GET', '/api/staff/queue?scope=all');
    expect(response.statusCode).toBe(200);
    return (response.json() as QueuePage).items.find((item) => item.caseId === caseId)?.factsToCheck;
  };

  describe('each rule flags the fact it is about', () => {
    it('a value the value check refuses', async () => {
      const caseId = await caseWith({
        atFaultParty: 'the crate and it tipped and crushed my left hand on the shelf',
        sources: {
          atFaultParty: {
            from: 'answer',
            quote: 'the crate and it tipped and crushed my left hand on the shelf',
          },
        },
      });
      const flags = await flagsOf(caseId);
      expect(flags.atFaultParty).toEqual(['failed_check']);
      const fact = (await viewOf(caseId)).facts.find((state) => state.key === 'atFaultParty')!;
      expect(fact.flags[0]!.text).toMatch(/value check refuses/);
      expect(fact.quote).toBe('the crate and it tipped and crushed my left hand on the shelf');
      expect(fact.setBy).toBe('visitor');
      expect(await factsToCheck(caseId)).toBe(1);
    });

    it('a value that nearly failed it', async () => {
      const caseId = await caseWith({
        atFaultParty: 'the store clerk never mopped the aisle',
        otherPartyInsurer: 'some large insurance company out of another state',
        sources: { atFaultParty: { from: 'answer' }, otherPartyInsurer: { from: 'answer' } },
      });
      const flags = await flagsOf(caseId);
      expect(flags.atFaultParty).toEqual(['nearly_failed_check']);
      expect(flags.otherPartyInsurer).toEqual(['nearly_failed_check']);
      expect(await factsToCheck(caseId)).toBe(2);
    });

    it('a value read from the answer to another question', async () => {
      const caseId = await caseWith({
        otherPartyInsurer: 'Allstate',
        sources: {
          otherPartyInsurer: {
            from: 'answer',
            quote: 'in May, his insurer Allstate',
            answerTo: 'incidentDate',
          },
        },
      });
      const fact = (await viewOf(caseId)).facts.find((state) => state.key === 'otherPartyInsurer')!;
      expect(fact.flags.map((flag) => flag.kind)).toEqual(['other_question']);
      expect(fact.flags[0]!.text).toContain('Date it happened');
      expect(await factsToCheck(caseId)).toBe(1);
    });

    it('but not a yes or no told in passing, which a cue finds wherever it is said', async () => {
      const caseId = await caseWith({
        photos: true,
        sources: { photos: { from: 'answer', quote: 'I took pictures', answerTo: 'incidentDate' } },
      });
      expect((await flagsOf(caseId)).photos).toEqual([]);
    });

    it('a value the model set', async () => {
      const caseId = await caseWith({
        city: 'Austin',
        sources: { city: { from: 'answer', byModel: true } },
      });
      const fact = (await viewOf(caseId)).facts.find((state) => state.key === 'city')!;
      expect(fact.flags.map((flag) => flag.kind)).toEqual(['set_by_model']);
      expect(fact.setBy).toBe('model');
    });

    it('a value the visitor corrected in the chat', async () => {
      const caseId = await caseWith({
        medicalBills: { total: 4_100, paid: [] },
        sources: { medicalBills: { from: 'correction', quote: 'it was 4,100 not 1,400' } },
      });
      const fact = (await viewOf(caseId)).facts.find((state) => state.key === 'medicalBills')!;
      expect(fact.flags.map((flag) => flag.kind)).toEqual(['corrected_by_visitor']);
      expect(fact.setBy).toBe('correction');
    });

    it('dates that contradict each other', async () => {
      const caseId = await caseWith({ incidentDate: day('2026-09-10'), discoveryDate: day('2026-08-01') });
      const flags = await flagsOf(caseId);
      expect(flags.incidentDate).toEqual(['conflict']);
      expect(flags.discoveryDate).toEqual(['conflict']);
      expect(await factsToCheck(caseId)).toBe(2);
    });

    it('a date it happened after the first treatment, and not when the two can agree', async () => {
      const caseId = await caseWith({
        incidentDate: day('2026-10-14'),
        firstTreatmentDate: day('2026-10-09'),
        sources: {
          firstTreatmentDate: {
            from: 'answer',
            quote: 'I saw my doctor on October 9',
            answerTo: 'treatment',
          },
        },
      });
      const view = await viewOf(caseId);
      const care = view.facts.find((state) => state.key === 'firstTreatmentDate')!;
      expect(care.flags).toEqual([
        {
          kind: 'conflict',
          text: 'The date it happened is after the first treatment: one of the two dates is wrong.',
        },
      ]);
      expect(care.quote).toBe('I saw my doctor on October 9');
      expect(care.lines).toEqual(['firstTreatmentDate']);
      expect((await flagsOf(caseId)).incidentDate).toEqual(['conflict']);
      expect(await factsToCheck(caseId)).toBe(2);
      const loose = await caseWith({
        incidentDate: { from: '2026-10-01', to: '2026-10-31', precision: 'month' },
        firstTreatmentDate: day('2026-10-09'),
      });
      expect(await factsToCheck(loose)).toBe(0);
    });

    it('lost pay for a retiree, and for a child', async () => {
      const retiree = await caseWith({ lostWages: { total: 3_000, notWorking: 'retired' } });
      expect((await flagsOf(retiree)).lostWages).toEqual(['conflict']);
      const child = await caseWith({ age: 9, lostWages: { total: 1_200 } });
      const flags = await flagsOf(child);
      expect(flags.lostWages).toEqual(['conflict']);
      expect(flags.age).toEqual(['conflict']);
    });

    it('nobody hurt, yet injuries listed', async () => {
      const caseId = await caseWith({ uninjured: true, injuries: ['sprained wrist'] });
      const flags = await flagsOf(caseId);
      expect(flags.uninjured).toEqual(['conflict']);
      expect(flags.injuries).toEqual(['conflict']);
    });

    it('nothing for a plain answer to its own question, nor for what staff set', async () => {
      const caseId = await caseWith({
        atFaultParty: 'the other driver',
        ownCoverage: 'a sentence someone typed into the wrong box of the form here',
        age: 8,
        lostWages: { total: 500 },
        sources: {
          atFaultParty: { from: 'answer', quote: 'the other driver' },
          ownCoverage: { from: 'staff', by: 'cm@example.org', at: clock.toISOString() },
          age: { from: 'staff' },
          lostWages: { from: 'staff' },
        },
      });
      const flags = await flagsOf(caseId);
      expect(Object.values(flags).flat()).toEqual([]);
      expect(await factsToCheck(caseId)).toBe(0);
    });
  });

  describe('confirming and editing', () => {
    const doubtful = {
      employer: 'Harbor Freightways',
      otherPartyInsurer: 'Progressive',
      sources: {
        employer: { from: 'answer', quote: 'I drive for Harbor Freightways', answerTo: 'injuries' },
        otherPartyInsurer: { from: 'answer', byModel: true },
      },
    };

    it('confirming a fact clears its flag, keeps who and when, and is audited', async () => {
      const caseId = await caseWith(doubtful);
      expect(await factsToCheck(caseId)).toBe(2);
      const confirmed = await staffRequest(
        app,
        session,
        'POST',
        `/api/staff/cases/${caseId}/facts/employer/confirm`,
      );
      expect(confirmed.statusCode).toBe(200);
      const after = await viewOf(caseId);
      const employer = after.facts.find((state) => state.key === 'employer')!;
      expect(employer.flags).toEqual([]);
      expect(employer.confirmed).toEqual({ by: 'admin@example.org', at: clock.toISOString() });
      // The words it came from stay beside it.
      expect(employer.quote).toBe('I drive for Harbor Freightways');
      expect(after.facts.find((state) => state.key === 'otherPartyInsurer')!.flags).not.toEqual([]);
      expect(await factsToCheck(caseId)).toBe(1);
      const audit = after.audit.find((entry: AuditEntryView) => entry.action === 'case.fact_confirmed');
      expect(audit?.details).toEqual({ fact: 'employer', cleared: ['other_question'] });
      expect(audit?.actorEmail).toBe('admin@example.org');
      // The value is unchanged.
      expect((after.caseRecord as CaseRecord).employer).toBe('Harbor Freightways');
    });

    it('refuses to confirm a fact the case does not hold, or one that is not a fact', async () => {
      const caseId = await caseWith(doubtful);
      const empty = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts/age/confirm`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        error: { message: expect.stringContaining('no value to confirm') },
      });
      const unknown = await staffRequest(
        app,
        session,
        'POST',
        `/api/staff/cases/${caseId}/facts/shoeSize/confirm`,
      );
      expect(unknown.statusCode).toBe(400);
    });

    it('editing a fact clears its flag and records who, when and why', async () => {
      const caseId = await caseWith(doubtful);
      const corrected = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
        changes: [{ key: 'otherPartyInsurer', value: 'Progressive Casualty' }],
        reason: 'Read the name off the claim letter the visitor emailed.',
      });
      expect(corrected.statusCode).toBe(200);
      const after = await viewOf(caseId);
      const insurer = after.facts.find((state) => state.key === 'otherPartyInsurer')!;
      expect(insurer).toMatchObject({
        setBy: 'staff',
        by: 'admin@example.org',
        at: clock.toISOString(),
        reason: 'Read the name off the claim letter the visitor emailed.',
        flags: [],
      });
      expect(await factsToCheck(caseId)).toBe(1);
      const audit = after.audit.find((entry) => entry.action === 'case.facts_corrected');
      expect(audit?.details).toMatchObject({
        hasReason: true,
        cleared: [{ fact: 'otherPartyInsurer', flags: ['set_by_model'] }],
      });
      // The reason is the case manager's words about the visitor's case: kept in the sealed record, not the audit.
      expect(JSON.stringify(audit?.details)).not.toContain('claim letter');
    });
  });
});
