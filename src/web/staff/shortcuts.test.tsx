// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ShortcutsProvider, usePageShortcuts } from './shortcuts';

afterEach(cleanup);

function Page({ onNext, onAssign }: { onNext: () => void; onAssign: () => void }) {
  usePageShortcuts({ j: onNext, a: onAssign });
  return (
    <form>
      <label>
        Notes <textarea />
      </label>
      <label>
        Search <input type="search" />
      </label>
      <label>
        Pick <input type="checkbox" />
      </label>
    </form>
  );
}

function setup() {
  const onNext = vi.fn();
  const onAssign = vi.fn();
  const onSearch = vi.fn();
  render(
    <ShortcutsProvider onSearch={onSearch}>
      <Page onNext={onNext} onAssign={onAssign} />
    </ShortcutsProvider>,
  );
  return { onNext, onAssign, onSearch };
}

describe('keyboard shortcuts of the console', () => {
  it("runs the page's keys, and / searches", () => {
    const { onNext, onAssign, onSearch } = setup();
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.keyDown(document.body, { key: '/' });
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onAssign).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('never fires while the person types in a field, nor with Ctrl or Meta held', () => {
    const { onNext, onAssign, onSearch } = setup();
    for (const field of [screen.getByLabelText('Notes'), screen.getByLabelText('Search')]) {
      fireEvent.keyDown(field, { key: 'j' });
      fireEvent.keyDown(field, { key: 'a' });
      fireEvent.keyDown(field, { key: '/' });
      fireEvent.keyDown(field, { key: '?' });
    }
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'a', metaKey: true });
    expect(onNext).not.toHaveBeenCalled();
    expect(onAssign).not.toHaveBeenCalled();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A checkbox is not a text field: the keys still work from it.
    fireEvent.keyDown(screen.getByLabelText('Pick'), { key: 'j' });
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('lists every shortcut in a dialog on ?', () => {
    setup();
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const key of ['j / k', 'o or Enter', 'a', 'c', '/', '?']) expect(dialog.textContent).toContain(key);
  });
});
