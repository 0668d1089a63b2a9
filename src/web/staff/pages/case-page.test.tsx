// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CaseView, ReportVersionView } from '../../../contracts/staff-console';
import * as api from '../staff-api';
import type * as StaffApi from '../staff-api';
import { StaffSessionContext } from '../staff-session';
import type * as TimeZones from '../time-zones';

import { CasePage } from './case-page';
import { caseViewFixture } from './case/case-view.fixture';

// The case manager's clock: Chicago, whatever zone the tests run in.
vi.mock('../time-zones', async (importOriginal) => ({
  ...(await importOriginal<typeof TimeZones>()),
  myTimeZone: () => 'America/Chicago',
}));

vi.mock('../staff-api', async (importOriginal) => {
  const actual = await importOriginal<typeof StaffApi>();
  return {
    ...actual,
    getCase: vi.fn(),
    listAttorneys: vi.fn(async () => ({ attorneys: [] })),
    getAssignees: vi.fn(async () => ({ assignees: [] })),
    recordContactAttempt: vi.fn(),
  };
});

const session = {
  user: {
    id: 'u1',
    email: 'cm@example.org',
    displayName: 'Casey M',
    role: 'case_manager' as const,
    seesAllCases: false,
  },
  csrfToken: 'token',
  expiresAt: '2026-12-08T00:00:00.000Z',
};

function openAt(path: string, view: CaseView) {
  vi.mocked(api.getCase).mockResolvedValue(view);
  return render(
    <StaffSessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cases/:caseId/*" element={<CasePage />} />
        </Routes>
      </MemoryRouter>
    </StaffSessionContext.Provider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('the case page opens on what to do now (issue 25)', () => {
  it('shows who, when for both clocks, each allowed channel as one link, the next step, the questions and the deadline', async () => {
    openAt('/cases/case-1', caseViewFixture());
    await screen.findByRole('heading', { level: 1, name: 'Case CASE0001: Dana Fixture' });

    const reach = region('Reach them');
    expect(
      within(reach)
        .getByRole('link', { name: /^\(212\) 555-0142/ })
        .getAttribute('href'),
    ).toBe('tel:+12125550142');
    expect(within(reach).getByRole('link', { name: /^Text/ }).getAttribute('href')).toBe('sms:+12125550142');
    expect(
      within(reach)
        .getByRole('link', { name: /dana@example.com/ })
        .getAttribute('href'),
    ).toBe('mailto:dana@example.com?subject=Your%20case%20CASE0001');

    const when = region('When to contact them');
    // 14:00 UTC is 9 AM in New York and 8 AM in Chicago, the case manager's clock here.
    expect(within(when).getByText('Mon, Dec 7, 9:00 AM Eastern Standard Time')).toBeTruthy();
    expect(within(when).getByText('Mon, Dec 7, 8:00 AM Central Standard Time')).toBeTruthy();
    expect(within(when).getByText('A good hour to call them (8 AM to 9 PM their time).')).toBeTruthy();
    expect(within(when).getByText('Make the 1st of 3 attempts: the first contact.')).toBeTruthy();
    expect(within(when).getByText('No attempt made yet (up to 3)')).toBeTruthy();

    expect(within(region('The visitor')).getByText('Vehicle accident, NY')).toBeTruthy();
    expect(
      within(region('Questions for the attorney')).getByText('Does the van company pay for my rental?'),
    ).toBeTruthy();
    expect(within(region('First deadline')).getByText('44 days left')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Log a contact attempt' })).toBeTruthy();
    // What is read less often is not on this section.
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Audit trail' })).toBeNull();
  });

  it('offers no call or text link without the visitor’s consent, and says why', async () => {
    const blocked = 'The visitor did not agree to calls or texts (no consent record): email only.';
    openAt(
      '/cases/case-1',
      caseViewFixture({
        consent: null,
        channels: { mayCall: false, mayText: false, mayEmail: true, phoneBlockedReason: blocked },
      }),
    );
    const reach = await screen.findByRole('region', { name: 'Reach them' });
    expect(reach.querySelector('a[href^="tel:"], a[href^="sms:"]')).toBeNull();
    expect(within(reach).getByText(`Not allowed: ${blocked}`)).toBeTruthy();
    expect(reach.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  it('opens each section by its own address', async () => {
    const sections: [string, string[], string][] = [
      ['facts', ['Facts'], 'Case CASE0001 · Facts · Staff console'],
      ['report', ['Report', 'Eligibility and match'], 'Case CASE0001 · Report · Staff console'],
      [
        'conversation',
        ['Transcript', 'Attachments', 'Messages'],
        'Case CASE0001 · Conversation · Staff console',
      ],
      [
        'record',
        ['Consent record', 'Status history', 'Timeline', 'Audit trail'],
        'Case CASE0001 · Record · Staff console',
      ],
    ];
    for (const [path, regions, title] of sections) {
      openAt(`/cases/case-1/${path}`, caseViewFixture());
      await screen.findByRole('heading', { level: 1, name: /Case CASE0001/ });
      for (const name of regions) expect(region(name)).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Reach them' })).toBeNull();
      await waitFor(() => expect(document.title).toBe(title));
      const current = screen
        .getByRole('navigation', { name: 'Case sections' })
        .querySelector('[aria-current="page"]');
      expect(current?.getAttribute('href')).toBe(`/cases/case-1/${path}`);
      cleanup();
    }
  });

  it('marks a case urgent where the 911 line was shown, in its report section and beside the case (decision 0202)', async () => {
    const base = caseViewFixture();
    const emergency = caseViewFixture({
      alerts: { ...base.alerts, emergencyAt: '2026-11-21T15:00:00.000Z', emergencySigns: ['breathing'] },
      urgentReasons: ['emergency'],
      report: base.report ? { ...base.report, isUrgent: true } : null,
    });
    openAt('/cases/case-1/report', emergency);
    const report = await screen.findByRole('region', { name: 'Report' });
    expect(within(report).getByText('yes: an emergency during the intake (911 notice shown)')).toBeTruthy();
    cleanup();

    openAt('/cases/case-1/report', caseViewFixture());
    const calm = await screen.findByRole('region', { name: 'Report' });
    expect(within(calm).queryByText(/911 notice shown/)).toBeNull();
    cleanup();

    openAt('/cases/case-1', emergency);
    expect(await screen.findByText(/urgent review/)).toBeTruthy();
  });

  it('labels the due time and the emergency’s own time apart in the due row (decision 0215)', async () => {
    const base = caseViewFixture();
    openAt(
      '/cases/case-1',
      caseViewFixture({
        alerts: { ...base.alerts, emergencyAt: '2026-12-07T13:00:00.000Z', emergencySigns: ['breathing'] },
        urgentReasons: ['emergency'],
        queue: {
          ...base.queue,
          reason: 'emergency',
          visibleAt: '2026-12-07T13:00:00.000Z',
          dueAt: '2026-12-07T14:00:00.000Z',
          lateAt: '2026-12-07T17:00:00.000Z',
        },
      }),
    );
    const when = await screen.findByRole('region', { name: 'When to contact them' });
    expect(within(when).getByText('Emergency described')).toBeTruthy();
    expect(within(when).getByText(/^due at Mon, Dec 7, 9:00 AM Eastern Standard Time/)).toBeTruthy();
    expect(
      within(when).getByText(/^emergency described at Mon, Dec 7, 8:00 AM Eastern Standard Time/),
    ).toBeTruthy();
    cleanup();

    openAt('/cases/case-1', base);
    const calm = await screen.findByRole('region', { name: 'When to contact them' });
    expect(within(calm).getByText(/^due at /)).toBeTruthy();
    expect(within(calm).queryByText(/emergency described at/)).toBeNull();
  });

  it('shows a value not estimated as what it waits for, never $0, in every section', async () => {
    const waiting = 'Not estimated yet: we need the medical bills';
    const zero = { low: 0, likely: 0, high: 0 };
    const base = caseViewFixture();
    const view = caseViewFixture({
      report: {
        ...base.report!,
        value: zero,
        valueNotEstimated: waiting,
        version: 2,
        versions: [
          {
            version: 1,
            value: zero,
            valueNotEstimated: waiting,
            decision: 'eligible',
            route: 'pi_panel',
            isUrgent: false,
            changes: [],
            createdAt: '2026-12-07T13:00:00.000Z',
            correctedEmail: null,
            emailSentAt: null,
            emailError: null,
          },
          {
            version: 2,
            value: zero,
            valueNotEstimated: waiting,
            decision: 'eligible',
            route: 'pi_panel',
            isUrgent: false,
            changes: ['Injuries: added a broken wrist'],
            createdAt: '2026-12-07T13:30:00.000Z',
            correctedEmail: 'not_sent',
            emailSentAt: null,
            emailError: null,
          },
        ],
      },
    });
    for (const path of ['', '/facts', '/report', '/conversation', '/record']) {
      const { container } = openAt(`/cases/case-1${path}`, view);
      await screen.findByRole('heading', { level: 1, name: /Case CASE0001/ });
      expect(container.textContent).not.toContain('$0');
      if (path === '' || path === '/report') expect(screen.getAllByText(waiting).length).toBeGreaterThan(0);
      cleanup();
    }
  });
});

describe('the facts section', () => {
  it('shows the facts by their labels, in plain words, with the visitor’s words and a mark on the doubtful ones', async () => {
    openAt(
      '/cases/case-1/facts',
      caseViewFixture({
        factLines: [
          { key: 'medicalBills', value: 4200, shown: '$4,200' },
          { key: 'employer', value: 'and this guy', shown: 'and this guy', toCheck: true },
          { key: 'age', value: null, shown: null },
        ],
        facts: [
          {
            key: 'employer',
            lines: ['employer'],
            setBy: 'visitor',
            quote: 'I work at the dock and this guy yelled',
            by: null,
            at: null,
            reason: null,
            confirmed: null,
            flags: [
              { kind: 'nearly_failed_check', text: 'This does not read like the name of an employer.' },
            ],
          },
        ],
      }),
    );
    const bills = await screen.findByText('$4,200');
    expect(bills.closest('div')?.textContent).toContain('Medical bills so far');
    const employer = screen.getByText('and this guy').closest('dd')!;
    expect(employer.textContent).toContain('To check');
    expect(employer.textContent).toContain('I work at the dock and this guy yelled');
    // Only facts with a value are listed; the stored record's keys are not the page.
    expect(screen.queryByText(/sources\./)).toBeNull();
    expect(screen.queryByText('Your age')).toBeNull();
  });
});

/** A case whose report has a corrected version 2, its email in the state given. */
function withCorrectedVersion(email: Partial<ReportVersionView>) {
  const base = caseViewFixture();
  return caseViewFixture({
    report: {
      ...base.report!,
      version: 2,
      versions: [
        { ...versionOne, version: 1 },
        { ...versionOne, version: 2, changes: ['Medical bills so far: $4,200 → $6,000'], ...email },
      ],
    },
  });
}

describe('plain words on the case page', () => {
  it('clears "being emailed" once the corrected report is sent, without a reload by hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const version = (correctedEmail: 'pending' | 'sent') =>
        withCorrectedVersion({
          correctedEmail,
          emailSentAt: correctedEmail === 'sent' ? '2026-12-07T14:00:05.000Z' : null,
        });
      openAt('/cases/case-1/report', version('pending'));
      await screen.findByText(/corrected report being emailed/);
      vi.mocked(api.getCase).mockResolvedValue(version('sent'));
      await vi.advanceTimersByTimeAsync(5_000);
      await screen.findByText(/corrected report emailed/);
      expect(screen.queryByText(/being emailed/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a corrected report could not be emailed, why, and offers to send it again', async () => {
    openAt(
      '/cases/case-1/report',
      withCorrectedVersion({ correctedEmail: 'failed', emailError: 'Mailbox unavailable' }),
    );
    await screen.findByText(/corrected report could not be emailed \(Mailbox unavailable\)/);
    expect(screen.getByRole('button', { name: 'Send corrected report again' })).toBeTruthy();
  });

  it('logs a callback and says its time for the visitor and for the case manager', async () => {
    vi.mocked(api.recordContactAttempt).mockResolvedValue({
      attemptId: 'at1',
      queueState: 'open',
      nextAttemptAt: '2026-12-07T20:00:00.000Z',
      attemptsMade: 0,
      maxAttempts: 3,
    });
    openAt('/cases/case-1', caseViewFixture());
    const form = await screen.findByRole('region', { name: 'Log a contact attempt' });
    fireEvent.change(within(form).getByLabelText('Outcome'), { target: { value: 'callback_requested' } });
    fireEvent.change(within(form).getByLabelText('Call them back at (your time)'), {
      target: { value: '2026-12-07T14:00' },
    });
    const both =
      'Mon, Dec 7, 3:00 PM Eastern Standard Time for the visitor · Mon, Dec 7, 2:00 PM Central Standard Time for you';
    expect(within(form).getByText(`Callback: ${both}.`)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Log attempt' }));
    await within(form).findByText(`Call logged. Call them back: ${both}.`);
    expect(api.recordContactAttempt).toHaveBeenCalledWith('case-1', {
      channel: 'call',
      outcome: 'callback_requested',
      callbackAt: '2026-12-07T20:00:00.000Z',
    });
  });

  it('says a failed attempt as "1st of 3 attempts made" with the next one in both zones', async () => {
    vi.mocked(api.recordContactAttempt).mockResolvedValue({
      attemptId: 'at2',
      queueState: 'open',
      nextAttemptAt: '2026-12-08T14:00:00.000Z',
      attemptsMade: 1,
      maxAttempts: 3,
    });
    openAt('/cases/case-1', caseViewFixture());
    const form = await screen.findByRole('region', { name: 'Log a contact attempt' });
    fireEvent.change(within(form).getByLabelText('Outcome'), { target: { value: 'voicemail' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log attempt' }));
    await within(form).findByText(
      'Call logged. 1st of 3 attempts made. Next attempt due Tue, Dec 8, 9:00 AM Eastern Standard Time for the visitor · Tue, Dec 8, 8:00 AM Central Standard Time for you.',
    );
  });
});

const versionOne = {
  version: 1,
  value: { low: 8_000, likely: 10_000, high: 12_000 },
  valueNotEstimated: null,
  decision: 'eligible' as const,
  route: 'pi_panel',
  isUrgent: false,
  changes: [],
  createdAt: '2026-12-07T13:00:00.000Z',
  correctedEmail: null,
  emailSentAt: null,
  emailError: null,
};
