import { type FormEvent, type ReactNode, useId, useState } from 'react';

import type { Language } from '../../../contracts/case-record';
import {
  amountAnswerText,
  dateAnswerText,
  type QuickAnswer,
  type StateChoice,
  yesNoChips,
} from '../../../contracts/quick-answer';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

/** The quick answers' own words, in the visitor's language (the chips' words are the contract's). */
const labels: Record<
  Language,
  { group: string; date: string; state: string; pickState: string; amount: string; send: string }
> = {
  en: {
    group: 'Quick answers',
    date: 'Pick the date',
    state: 'Choose the state',
    pickState: 'Choose…',
    amount: 'Amount in dollars',
    send: 'Send',
  },
  es: {
    group: 'Respuestas rápidas',
    date: 'Elija la fecha',
    state: 'Elija el estado',
    pickState: 'Elija…',
    amount: 'Cantidad en dólares',
    send: 'Enviar',
  },
};

/** Today in the visitor's own calendar, as the date input writes days: no day after it can be picked. */
function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole dollars from what the field holds ("12,500", "$850"), or null. */
function dollarsOf(text: string): number | null {
  const digits = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const dollars = Number(digits);
  return dollars > 0 ? dollars : null;
}

const chipClass = 'h-11 min-w-20 rounded-full px-5 text-base';

/**
 * Chips or a picker under a closed question (issue 23; decision 0108). Whatever is picked is
 * sent as words, through the same path as a typed message; typing still answers as well.
 */
export function QuickAnswers({
  quickAnswer,
  onAnswer,
}: {
  quickAnswer: QuickAnswer;
  onAnswer: (text: string) => void;
}) {
  const words = labels[quickAnswer.language];
  return (
    <div role="group" aria-label={words.group} className="flex flex-wrap gap-2 pl-1">
      {quickAnswer.kind === 'yesNo' ? (
        yesNoChips[quickAnswer.language].map((chip) => (
          <Button key={chip} variant="outline" className={chipClass} onClick={() => onAnswer(chip)}>
            {chip}
          </Button>
        ))
      ) : quickAnswer.kind === 'date' ? (
        <DatePick language={quickAnswer.language} onAnswer={onAnswer} />
      ) : quickAnswer.kind === 'state' ? (
        <StatePick language={quickAnswer.language} states={quickAnswer.states} onAnswer={onAnswer} />
      ) : (
        <AmountPick language={quickAnswer.language} onAnswer={onAnswer} />
      )}
    </div>
  );
}

function PickForm({
  language,
  label,
  isReady,
  onSubmit,
  children,
}: {
  language: Language;
  label: string;
  isReady: boolean;
  onSubmit: () => void;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isReady) onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex w-full max-w-sm items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted-foreground">
          {label}
        </label>
        {children(id)}
      </div>
      <Button type="submit" variant="outline" className="h-10" disabled={!isReady}>
        {labels[language].send}
      </Button>
    </form>
  );
}

function DatePick({ language, onAnswer }: { language: Language; onAnswer: (text: string) => void }) {
  const [day, setDay] = useState('');
  const today = localToday();
  // The input's max stops the calendar; a day typed past it is still refused here.
  const isReady = /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= today;
  return (
    <PickForm
      language={language}
      label={labels[language].date}
      isReady={isReady}
      onSubmit={() => onAnswer(dateAnswerText(day, language))}
    >
      {(id) => (
        <Input
          id={id}
          type="date"
          max={today}
          value={day}
          lang={language}
          onChange={(event) => setDay(event.target.value)}
        />
      )}
    </PickForm>
  );
}

function StatePick({
  language,
  states,
  onAnswer,
}: {
  language: Language;
  states: StateChoice[];
  onAnswer: (text: string) => void;
}) {
  const [code, setCode] = useState('');
  const chosen = states.find((state) => state.code === code);
  return (
    <PickForm
      language={language}
      label={labels[language].state}
      isReady={Boolean(chosen)}
      onSubmit={() => chosen && onAnswer(chosen.name)}
    >
      {(id) => (
        <select
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="h-10 w-full rounded-md border border-input bg-background px-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <option value="">{labels[language].pickState}</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      )}
    </PickForm>
  );
}

function AmountPick({ language, onAnswer }: { language: Language; onAnswer: (text: string) => void }) {
  const [text, setText] = useState('');
  const dollars = dollarsOf(text);
  return (
    <PickForm
      language={language}
      label={labels[language].amount}
      isReady={dollars !== null}
      onSubmit={() => dollars !== null && onAnswer(amountAnswerText(dollars))}
    >
      {(id) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center"
          >
            $
          </span>
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            className="pl-7"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      )}
    </PickForm>
  );
}
