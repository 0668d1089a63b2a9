import { type CaseView, caseViewSchema } from '../../../../contracts/staff-console';

/**
 * A case as GET /api/staff/cases/:id answers it, parsed by its schema as the console parses
 * every answer, for the case page's tests. Monday 7 December 2026, 14:00 UTC.
 */
export const fixtureNow = '2026-12-07T14:00:00.000Z';

export function caseViewFixture(overrides: Partial<CaseView> = {}): CaseView {
  const base: CaseView = {
    caseId: 'case-1',
    shortId: 'CASE0001',
    alerts: { emergencyAt: null, emergencySigns: [], callbackRequestedAt: null, callbackWindow: null },
    urgentReasons: [],
    intake: {
      status: 'complete',
      source: 'start_flow',
      questionsTotal: 15,
      extensionsUsed: 0,
      createdAt: '2026-12-07T12:00:00.000Z',
      completedAt: '2026-12-07T13:00:00.000Z',
    },
    contact: {
      name: 'Dana Fixture',
      email: 'dana@example.com',
      phone: '(212) 555-0142',
      phoneE164: '+12125550142',
      communicationMethod: 'phone',
      description: 'A delivery van backed into my parked car while I was loading it.',
    },
    channels: { mayCall: true, mayText: true, mayEmail: true, phoneBlockedReason: null },
    visitorTimeZone: { zone: 'America/New_York', isFromState: true },
    consent: {
      version: 'contact-2026-11',
      text: 'Consent text.',
      agreedAt: '2026-12-07T12:00:00.000Z',
      ip: null,
      userAgent: null,
      pageUrl: null,
      recordSha256: 'b'.repeat(64),
    },
    transcript: [
      {
        id: 'm1',
        role: 'visitor',
        text: 'The van reversed into me.',
        questionNumber: null,
        createdAt: '2026-12-07T12:01:00.000Z',
      },
    ],
    attorneyQuestions: [
      {
        id: 'q1',
        text: 'Does the van company pay for my rental?',
        language: 'en',
        askedAt: '2026-12-07T12:30:00.000Z',
      },
    ],
    caseRecord: { caseType: 'auto', state: 'NY' },
    factLines: [],
    facts: [],
    recordEdits: [],
    uploads: [],
    report: {
      id: 'r1',
      value: { low: 8_000, likely: 10_000, high: 12_000 },
      valueNotEstimated: null,
      isUrgent: false,
      reportDate: '2026-12-07',
      createdAt: '2026-12-07T13:00:00.000Z',
      deadlines: [
        {
          label: 'Lawsuit filing deadline',
          date: '2027-01-20',
          status: 'open',
          explanation: 'Three years from the crash.',
          isUnverified: false,
        },
      ],
      delivery: null,
      pendingSends: 0,
      version: 1,
      versions: [],
      route: 'pi_panel',
    },
    eligibility: { decision: 'eligible', reasons: [] },
    match: null,
    pipeline: { status: 'new', overdue: 'none', assignedAttorney: null, firstContactedAt: null, owner: null },
    queue: {
      state: 'open',
      reason: 'first_contact',
      visibleAt: '2026-12-07T13:00:00.000Z',
      dueAt: '2026-12-08T13:00:00.000Z',
      lateAt: '2026-12-09T13:00:00.000Z',
      attemptsMade: 0,
      maxAttempts: 3,
      unreachableAt: null,
    },
    statusHistory: [],
    notes: [],
    contactAttempts: [],
    messages: [],
    timeline: [],
    audit: [
      {
        id: 'a1',
        at: fixtureNow,
        actorEmail: 'cm@example.org',
        action: 'case.viewed',
        subjectType: 'case',
        subjectId: 'case-1',
        details: {},
      },
    ],
    serverTime: fixtureNow,
  };
  return caseViewSchema.parse({ ...base, ...overrides });
}
