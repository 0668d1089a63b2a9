// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FactKey } from '../../../contracts/case-record';
import {
  type CorrectionKind,
  type FactEntry,
  factCatalogue,
  factFormLabel,
} from '../../../contracts/fact-catalogue';
import type { FactState } from '../../../contracts/staff-facts';

import { FactsForm } from './facts-form';

afterEach(cleanup);

/** A case with no value yet for any fact: every line still has its input. */
const emptyView = { caseId: 'case-1', factLines: [], facts: [], report: null };

const editable = (Object.keys(factCatalogue) as FactKey[]).filter(
  (key) => (factCatalogue[key] as FactEntry).correction !== 'none',
);

/** What each correction kind's input must be. */
function expectInputOf(kind: Exclude<CorrectionKind, 'none'>, control: HTMLElement, entry: FactEntry) {
  switch (kind) {
    case 'date':
      expect(control).toHaveProperty('type', 'date');
      return;
    case 'yesno':
      expect(control.tagName).toBe('SELECT');
      expect([...(control as HTMLSelectElement).options].map((option) => option.value)).toEqual([
        '',
        'yes',
        'no',
      ]);
      return;
    case 'choice':
      expect(control.tagName).toBe('SELECT');
      expect([...(control as HTMLSelectElement).options].map((option) => option.value)).toEqual([
        '',
        ...(entry.options ?? []).map((option) => option.value),
      ]);
      return;
    case 'list':
      expect(control.tagName).toBe('TEXTAREA');
      return;
    case 'amount':
    case 'percent':
    case 'whole':
      expect(control.getAttribute('inputmode')).toBe('numeric');
      return;
    case 'text':
    case 'state':
      expect(control).toHaveProperty('type', 'text');
      expect(control.getAttribute('inputmode')).toBeNull();
      return;
  }
}

describe('the facts editor is generated from the fact catalogue', () => {
  it('has a labelled input of the right kind for every fact a person can set', () => {
    render(<FactsForm view={emptyView} onSaved={() => {}} />);
    expect(editable.length).toBeGreaterThan(40);
    // The four the issue found missing are among them.
    expect(editable).toEqual(
      expect.arrayContaining(['ownFaultPercent', 'age', 'employer', 'otherPartyInsurer']),
    );
    for (const key of editable) {
      const entry: FactEntry = factCatalogue[key];
      const control = screen.getByLabelText(factFormLabel(key, 'en'), { exact: true });
      expectInputOf(entry.correction as Exclude<CorrectionKind, 'none'>, control, entry);
    }
  });
});

describe('a fact with its source and flags', () => {
  const flagged: FactState = {
    key: 'atFaultParty',
    lines: ['atFaultParty'],
    setBy: 'visitor',
    quote: 'the forklift guy who was backing up too fast',
    by: null,
    at: null,
    reason: null,
    confirmed: null,
    flags: [
      {
        kind: 'other_question',
        text: 'Read from the answer to another question (“Injuries”), not from its own.',
      },
    ],
  };
  const view = {
    ...emptyView,
    factLines: [{ key: 'atFaultParty' as const, value: 'the forklift guy', shown: 'the forklift guy' }],
    facts: [flagged],
  };

  it('shows who set it, the visitor’s words and the reason to check it, and counts it', () => {
    render(<FactsForm view={view} onSaved={() => {}} />);
    expect(screen.getByRole('heading', { name: '1 fact to check' })).toBeTruthy();
    const line = document.querySelector<HTMLElement>('[data-fact-line="atFaultParty"]')!;
    expect(within(line).getByText('Told by the visitor in the chat')).toBeTruthy();
    expect(within(line).getByText('the forklift guy who was backing up too fast')).toBeTruthy();
    expect(within(line).getByText(/another question/)).toBeTruthy();
    expect(within(line).getByRole('button', { name: 'Confirm who caused it as it stands' })).toBeTruthy();
  });

  it('puts the visitor’s words in the input and focuses it, to be cut down to the right part', () => {
    render(<FactsForm view={view} onSaved={() => {}} />);
    const line = document.querySelector<HTMLElement>('[data-fact-line="atFaultParty"]')!;
    fireEvent.click(within(line).getByRole('button', { name: 'Edit from these words' }));
    const input = screen.getByLabelText('Who caused it', { exact: true });
    expect(input).toHaveProperty('value', 'the forklift guy who was backing up too fast');
    expect(document.activeElement).toBe(input);
  });

  it('sends the reason with a change', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        changes: ['Who caused it: the forklift guy → the forklift driver'],
        recomputation: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    render(<FactsForm view={view} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Who caused it', { exact: true }), {
      target: { value: 'the forklift driver' },
    });
    fireEvent.change(screen.getByLabelText('Why you changed it (kept with the change)'), {
      target: { value: 'The visitor said so on the phone.' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Correct the facts' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      changes: [{ key: 'atFaultParty', value: 'the forklift driver' }],
      reason: 'The visitor said so on the phone.',
    });
    vi.unstubAllGlobals();
  });
  it('confirms a fact as it stands: the flag goes, and who confirmed it shows', async () => {
    const confirmed: FactState = {
      ...flagged,
      confirmed: { by: 'cm@example.org', at: '2026-11-21T15:00:00.000Z' },
      flags: [],
    };
    const fetchMock = vi.fn(async () => Response.json({ facts: [confirmed] }));
    vi.stubGlobal('fetch', fetchMock);
    render(<FactsForm view={view} onSaved={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm who caused it as it stands' }));
    await screen.findByText('No fact is flagged as doubtful.');
    expect(screen.getByRole('status').textContent).toBe('Who caused it confirmed as it stands.');
    const line = document.querySelector<HTMLElement>('[data-fact-line="atFaultParty"]')!;
    expect(within(line).queryByText('To check')).toBeNull();
    expect(within(line).getByText(/Confirmed by cm@example.org/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/cases/case-1/facts/atFaultParty/confirm');
    expect(init.method).toBe('POST');
    vi.unstubAllGlobals();
  });
});
