// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { HomePage } from './home-page';

afterEach(cleanup);

describe('the home page sections', () => {
  it('renders the start-flow slot in the hero, the newsletter slot, the steps, tips, commands and the disclaimer', () => {
    render(
      <MemoryRouter>
        <HomePage
          startFlow={<button type="button">Start Free Analysis</button>}
          newsletter={<p>newsletter slot</p>}
        />
      </MemoryRouter>,
    );
    expect(
      screen
        .getByRole('heading', { level: 1 })
        .parentElement!.contains(screen.getByRole('button', { name: 'Start Free Analysis' })),
    ).toBe(true);
    expect(
      within(screen.getByRole('region', { name: 'Newsletter' })).getByText('newsletter slot'),
    ).toBeTruthy();
    for (const step of ['15 minutes of questions', 'Analysis within 30 minutes', 'Matching if eligible']) {
      expect(screen.getByText(step)).toBeTruthy();
    }
    expect(
      within(screen.getByRole('region', { name: 'Tips for best results' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(2);
    const commands = within(screen.getByRole('region', { name: 'Common commands' }));
    expect(commands.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'summarize so far',
      'list unknowns',
      'update damages',
      'change contact info',
      'pause',
      'start over',
    ]);
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toContain('not a law firm');
  });
});
