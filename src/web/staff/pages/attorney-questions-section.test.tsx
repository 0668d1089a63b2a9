// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ATTORNEY_QUESTIONS_HEADING, caseViewSchema } from '../../../contracts/staff-console';

import { AttorneyQuestionsSection } from './attorney-questions-section';

afterEach(cleanup);

/** The questions as the case view sends them: parsed by its schema, as the console parses every answer. */
const questions = caseViewSchema.shape.attorneyQuestions.parse([
  {
    id: 'aq_1',
    text: 'Will my boss at the bakery be told?',
    language: 'en',
    askedAt: '2026-11-21T15:00:00.000Z',
  },
  {
    id: 'aq_2',
    text: '¿Mi seguro me puede cancelar la póliza?',
    language: 'es',
    askedAt: '2026-11-21T15:02:00.000Z',
  },
  {
    id: 'aq_3',
    text: '<img src=x onerror=alert(1)> is this shown as text?',
    language: 'en',
    askedAt: '2026-11-21T15:03:00.000Z',
  },
]);

describe('the case page’s questions for the attorney', () => {
  it('lists each question under its heading, in the order asked, in the visitor’s own words and language', () => {
    render(<AttorneyQuestionsSection questions={questions} />);
    const section = screen.getByRole('region', { name: 'Questions for the attorney' });
    expect(ATTORNEY_QUESTIONS_HEADING).toBe('Questions for the attorney');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[lang]')?.textContent)).toEqual(
      questions.map((q) => q.text),
    );
    expect(items[1]!.querySelector('[lang]')?.getAttribute('lang')).toBe('es');
    // Visitor text is text: no element is made from it.
    expect(section.querySelector('img')).toBeNull();
  });

  it('says so when the visitor asked nothing for the attorney', () => {
    render(<AttorneyQuestionsSection questions={[]} />);
    const section = screen.getByRole('region', { name: 'Questions for the attorney' });
    expect(within(section).queryAllByRole('listitem')).toEqual([]);
    expect(section.textContent).toContain('The visitor asked nothing for the attorney.');
  });
});
