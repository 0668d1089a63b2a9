import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { emergencyWithdrawnAction } from '../../../../contracts/danger-signs';
import type { CaseView } from '../../../../contracts/staff-console';
import { createTestApp } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import { appendAudit, systemActor } from '../audit/audit-log.repository';
import { seedCase, seedStaffUser, signInAs, staffRequest } from '../staff-test-helpers';

/**
 * An emergency flag the visitor's denial withdrew leaves the case unflagged, and the case
 * manager still reads in the timeline that it was raised and cleared (decisions 0134, 0282).
 * The intake writes the audit note; here it is seeded as the intake leaves it.
 */
describeEachEngine('a withdrawn emergency in the case timeline', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  const now = new Date('2026-11-23T15:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store, { now: () => now });
    await seedStaffUser(store.db, { email: 'manager@example.org', role: 'case_manager' });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('shows the alarm raised and withdrawn, though the case carries no flag', async () => {
    const { caseId } = await seedCase(store.db, { name: 'Lee Example' });
    await appendAudit(store.db, {
      actor: systemActor,
      action: emergencyWithdrawnAction,
      subjectType: 'case',
      subjectId: caseId,
      details: { raisedAt: '2026-11-23T14:50:00.000Z', withdrawn: ['self_harm'], remaining: [] },
      at: new Date('2026-11-23T14:52:00.000Z'),
    });
    const session = await signInAs(app, 'manager@example.org');
    const view = (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`)).json() as CaseView;
    expect(view.alerts.emergencyAt).toBeNull();
    expect(view.timeline.filter((entry) => entry.kind === 'emergency').map((entry) => entry.text)).toEqual([
      'Emergency notice withdrawn (Thoughts of suicide or self-harm) (raised 2026-11-23T14:50:00.000Z): the visitor said there was no such danger',
    ]);
  });
});
