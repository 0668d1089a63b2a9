// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { QuickAnswer } from '../../../contracts/quick-answer';

import { QuickAnswers } from './quick-answers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderWith(quickAnswer: QuickAnswer) {
  const onAnswer = vi.fn<(text: string) => void>();
  render(<QuickAnswers quickAnswer={quickAnswer} onAnswer={onAnswer} />);
  return onAnswer;
}

const sendButton = (name = 'Send') => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the date picker', () => {
  it('allows no day after today, and sends a picked day in words', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 10, 0), toFake: ['Date'] });
    const onAnswer = renderWith({ kind: 'date', language: 'en' });
    const input = screen.getByLabelText('Pick the date') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.max).toBe('2026-11-21');
    fireEvent.change(input, { target: { value: '2026-11-22' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.submit(input.form!);
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-03-03' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    expect(onAnswer).toHaveBeenCalledWith('March 3, 2026');
  });

  it('sends the day in Spanish for a Spanish chat, today included', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 23, 30), toFake: ['Date'] });
    const onAnswer = renderWith({ kind: 'date', language: 'es' });
    const input = screen.getByLabelText('Elija la fecha');
    fireEvent.change(input, { target: { value: '2026-11-21' } });
    fireEvent.click(sendButton('Enviar'));
    expect(onAnswer).toHaveBeenCalledWith('21 de noviembre de 2026');
  });
});

describe('the amount field', () => {
  it('sends whole dollars with a dollar sign, and nothing for what is no amount', async () => {
    const user = userEvent.setup();
    const onAnswer = renderWith({ kind: 'money', language: 'en' });
    const input = screen.getByLabelText('Amount in dollars') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    await user.type(input, 'lots');
    expect(sendButton().disabled).toBe(true);
    await user.clear(input);
    await user.type(input, '12,500{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('$12,500');
  });
});

describe('the chips', () => {
  it('are reached by keyboard and chosen with Enter or Space', async () => {
    const user = userEvent.setup();
    const onAnswer = renderWith({ kind: 'yesNo', language: 'en' });
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Yes');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('No');
    expect((document.activeElement as HTMLElement).className).toMatch(/focus-visible:ring-2/);
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onAnswer.mock.calls).toEqual([['No'], ['Not sure']]);
  });
});
