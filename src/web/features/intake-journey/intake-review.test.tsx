// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { IntakeReview } from '../../../contracts/intake-review';
import { visitorReviewKeys } from '../../../contracts/intake-review';
import { resetRuntimeConfigCache } from '../../lib/webhook-client';

import { IntakeReviewPanel } from './intake-review';

/**
 * Decision 0279: the review before the report speaks the chat's language. Its lines are named by
 * the fact catalogue in that language (one source of names, English and Spanish), its groups,
 * buttons and choices too; an English chat's review stays in English.
 */

const ids = { sessionId: 'ABC123', chatId: 'abcDEF1234' };
const reviewIn = (language: IntakeReview['language']): IntakeReview => ({
  language,
  isEditable: true,
  corrections: 0,
  items: visitorReviewKeys.map((key) =>
    key === 'injuries'
      ? {
          key,
          value: ['broken left wrist'],
          shown: language === 'es' ? 'fractura de la muñeca izquierda' : 'broken left wrist',
        }
      : key === 'caseType'
        ? { key, value: 'auto', shown: language === 'es' ? 'Accidente de vehículo' : 'Vehicle accident' }
        : { key, value: null, shown: null },
  ),
});

const fetchMock = vi.fn<typeof fetch>();
let review: IntakeReview = reviewIn('es');
beforeEach(() => {
  resetRuntimeConfigCache();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      url === '/api/runtime-config'
        ? new Response('', { status: 404 })
        : String(url).startsWith('/api/intake/review')
          ? Response.json(review)
          : Response.json({ ok: true }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
});

describe('the review in the chat’s language', () => {
  it('names the lines, groups and buttons in Spanish for a Spanish chat', async () => {
    review = reviewIn('es');
    render(<IntakeReviewPanel ids={ids} />);
    expect(await screen.findByRole('heading', { name: 'Revise sus datos' })).toBeTruthy();
    expect(screen.getByText('Lesiones')).toBeTruthy();
    expect(screen.getByText('Tipo de accidente')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Qué pasó' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Lesiones y tratamiento' })).toBeTruthy();
    expect(screen.getByText('Fue a una sala de emergencias')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar Lesiones' })).toBeTruthy();
    expect(screen.getAllByText('Sin dato').length).toBeGreaterThan(0);
    expect(screen.queryByText('Injuries')).toBeNull();
    expect(screen.queryByText('Not given')).toBeNull();
  });

  it('offers the choices and the answers of a line in Spanish', async () => {
    review = reviewIn('es');
    const user = userEvent.setup();
    render(<IntakeReviewPanel ids={ids} />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar Tipo de accidente' }));
    expect(screen.getByRole('option', { name: 'Mordedura de perro' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'No sé' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('keeps an English chat’s review in English', async () => {
    review = reviewIn('en');
    render(<IntakeReviewPanel ids={ids} />);
    expect(await screen.findByRole('heading', { name: 'Check your details' })).toBeTruthy();
    expect(screen.getByText('Injuries')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'What happened' })).toBeTruthy();
    expect(screen.getByText('You went to an emergency room')).toBeTruthy();
    expect(screen.queryByText('Lesiones')).toBeNull();
  });

  it('reads a review sent without its language as English', async () => {
    const { language: _language, ...withoutLanguage } = reviewIn('en');
    review = withoutLanguage as IntakeReview;
    render(<IntakeReviewPanel ids={ids} />);
    expect(await screen.findByRole('heading', { name: 'Check your details' })).toBeTruthy();
  });
});
