import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import type { CaseRecord } from '../contracts/case-record';
import { factCatalogue } from '../contracts/fact-catalogue';
import { reviewFields } from '../contracts/intake-review';
import type { CaseView } from '../contracts/staff-console';
import { californiaAutoRecord, insertCompletedCase } from './features/reports/testing/report-test-kit';
import { seedStaffUser, signInAs, staffRequest, type TestSession } from './features/staff/staff-test-helpers';

/**
 * The facts form corrects every fact the catalogue says a person can correct (decision 0100),
 * not only the visitor's review lines: a change of each kind goes through the real route, is
 * stored in the record, and reads back as the line it was typed into.
 */
describeEachEngine('a case manager corrects any fact by its kind', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let session: TestSession;
  const now = () => new Date('2026-11-21T10:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store, { now });
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    session = await signInAs(app, 'cm@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const viewOf = async (caseId: string) =>
    (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`)).json() as CaseView;

  it('shows a line for every correctable fact, and stores and reads back a change of each kind', async () => {
    const caseId = await insertCompletedCase(store.db, { record: californiaAutoRecord });
    const before = await viewOf(caseId);
    expect(before.factLines.map((line) => line.key)).toEqual(reviewFields.map((field) => field.key));

    const changes = [
      // The four the issue names: fault share, age, employer, insurers.
      { key: 'ownFaultPercent', value: 35 },
      { key: 'age', value: 41 },
      { key: 'employer', value: 'Acme Freight' },
      { key: 'otherPartyInsurer', value: 'State Farm' },
      { key: 'ownCoverage', value: 'Geico' },
      { key: 'healthInsurance', value: 'Aetna' },
      // Facts that had no line before the catalogue, one of each kind.
      { key: 'discoveryDate', value: '2026-06-15' },
      { key: 'role', value: 'passenger' },
      { key: 'secondaryCaseType', value: 'workplace' },
      { key: 'settlementOffer', value: 7_500 },
      { key: 'thirdPartyInvolved', value: true },
      { key: 'callerRelationship', value: 'wife' },
      { key: 'clearLiability', value: 'the other driver was cited' },
    ];
    const corrected = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes,
    });
    expect(corrected.statusCode).toBe(200);

    const after = await viewOf(caseId);
    const record = after.caseRecord as CaseRecord;
    expect(record).toMatchObject({
      ownFaultPercent: 35,
      age: 41,
      employer: 'Acme Freight',
      otherPartyInsurer: 'State Farm',
      ownCoverage: 'Geico',
      healthInsurance: 'Aetna',
      discoveryDate: { from: '2026-06-15', to: '2026-06-15', precision: 'day' },
      role: 'passenger',
      secondaryCaseType: 'workplace',
      settlementOffer: 7_500,
      thirdPartyInvolved: true,
      callerRelationship: 'wife',
      clearLiability: 'the other driver was cited',
    });
    // Who and when stay with the fact (decision 0128); no reason was given.
    expect(record.sources.role).toEqual({ from: 'staff', by: 'cm@example.org', at: now().toISOString() });
    const shown = Object.fromEntries(after.factLines.map((line) => [line.key, line.shown]));
    expect(shown).toMatchObject({
      ownFaultPercent: '35%',
      age: '41',
      employer: 'Acme Freight',
      discoveryDate: 'June 15, 2026',
      role: 'passenger',
      secondaryCaseType: factCatalogue.caseType.options.find((option) => option.value === 'workplace')!.label
        .en,
      settlementOffer: '$7,500',
      thirdPartyInvolved: 'Yes',
      callerRelationship: 'wife',
    });
    for (const change of changes) {
      expect(after.factLines.find((line) => line.key === change.key)?.value).toEqual(change.value);
    }

    // Clearing a line records the fact as unknown, whatever its kind.
    const cleared = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'role', value: null }],
    });
    expect(cleared.statusCode).toBe(200);
    const clearedRecord = (await viewOf(caseId)).caseRecord as CaseRecord;
    expect(clearedRecord.role).toBeUndefined();
    expect(clearedRecord.unknowns).toContain('role');
  });

  it('refuses a value outside a fact’s own schema with a 400 naming the line, and changes nothing', async () => {
    const caseId = await insertCompletedCase(store.db, { record: californiaAutoRecord });
    const notAChoice = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'role', value: 'astronaut' }],
    });
    expect(notAChoice.statusCode).toBe(400);
    expect(notAChoice.json().error.message).toContain(factCatalogue.role.label.en);
    const tooLong = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'city', value: 'x'.repeat(200) }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('City');
    const future = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'discoveryDate', value: '2099-01-01' }],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('Date the harm was found: the date cannot be in the future.');
    const record = (await viewOf(caseId)).caseRecord as CaseRecord;
    expect(record.role).toBeUndefined();
    expect(record.city).toBeUndefined();
    expect(record.discoveryDate).toBeUndefined();
  });
});
