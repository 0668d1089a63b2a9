import { type ComponentProps, type FormEvent, useEffect, useId, useState } from 'react';

import type { Language } from '../../../contracts/case-record';
import {
  type IntakeReview,
  MAX_REVIEW_NOTE_CHARS,
  type ReviewChange,
  type ReviewItem,
  type ReviewValue,
  reviewFields,
  reviewGroupNames,
  reviewGroups,
} from '../../../contracts/intake-review';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import {
  type BrowserIntake,
  fetchIntakeReview,
  isOwnIntakeServer,
  saveIntakeReview,
} from '../../lib/intake-api';
import { loadRuntimeConfig } from '../../lib/webhook-client';

type Field = (typeof reviewFields)[number];

/**
 * The review's own words in the chat's language (decision 0279); the lines' names and the
 * choices' names are the fact catalogue's, through `reviewFields`.
 */
const reviewWords = {
  en: {
    heading: 'Check your details',
    intro: 'Your report is worked out from these details, so fix anything that is wrong.',
    toCheck: (count: number) =>
      ` ${count === 1 ? 'One line is' : `${count} lines are`} marked “please check”: the agent was not sure of ${count === 1 ? 'it' : 'them'}.`,
    pleaseCheck: 'please check',
    notGiven: 'Not given',
    change: 'Change',
    changeLine: (label: string) => `Change ${label}`,
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    yes: 'Yes',
    no: 'No',
    dontKnow: "I don't know",
    dateHint: (shown: string) => `You told us ${shown}. Pick the exact day if you know it.`,
    emptyHint: 'Leave it empty if you do not know.',
    amountProblem: 'Please enter whole dollars, like 8500.',
    percentProblem: 'Please enter a whole percent from 0 to 100, like 20.',
    wholeProblem: 'Please enter a whole number, like 42.',
    stateProblem: 'Please use the two-letter code of the state, like TX.',
    amountHint: 'Whole dollars, like 8500',
    percentHint: 'A percent, like 20; 0 if none',
    stateHint: 'Two letters, like TX',
    listHint: 'Separate them with commas',
    noteLabel: 'Anything we got wrong?',
    notePlaceholder: 'Tell us in your own words; a case manager reads it.',
    sendNote: 'Send this note',
    noteSaved: 'Thank you. Your note was saved with your case.',
    saved: 'Saved. Your report will use this.',
  },
  es: {
    heading: 'Revise sus datos',
    intro: 'Su informe se calcula con estos datos, así que corrija lo que esté mal.',
    toCheck: (count: number) =>
      ` ${count === 1 ? 'Una línea está marcada' : `${count} líneas están marcadas`} “por favor revise”: el agente no estaba seguro.`,
    pleaseCheck: 'por favor revise',
    notGiven: 'Sin dato',
    change: 'Cambiar',
    changeLine: (label: string) => `Cambiar ${label}`,
    save: 'Guardar',
    saving: 'Guardando...',
    cancel: 'Cancelar',
    yes: 'Sí',
    no: 'No',
    dontKnow: 'No sé',
    dateHint: (shown: string) => `Nos dijo ${shown}. Elija el día exacto si lo sabe.`,
    emptyHint: 'Déjelo vacío si no lo sabe.',
    amountProblem: 'Escriba dólares enteros, por ejemplo 8500.',
    percentProblem: 'Escriba un porcentaje entero de 0 a 100, por ejemplo 20.',
    wholeProblem: 'Escriba un número entero, por ejemplo 42.',
    stateProblem: 'Use las dos letras del estado, por ejemplo TX.',
    amountHint: 'Dólares enteros, por ejemplo 8500',
    percentHint: 'Un porcentaje, por ejemplo 20; 0 si no hay',
    stateHint: 'Dos letras, por ejemplo TX',
    listHint: 'Sepárelas con comas',
    noteLabel: '¿Anotamos algo mal?',
    notePlaceholder: 'Díganos con sus propias palabras; lo lee un coordinador de casos.',
    sendNote: 'Enviar esta nota',
    noteSaved: 'Gracias. Su nota quedó guardada con su caso.',
    saved: 'Guardado. Su informe usará este dato.',
  },
} as const satisfies Record<Language, unknown>;
type ReviewWords = (typeof reviewWords)[Language];

/** The review, read from our server for this browser; null while unknown or not ours to show. */
function useIntakeReview(ids: BrowserIntake | null) {
  const [review, setReview] = useState<IntakeReview | null>(null);
  const sessionId = ids?.sessionId;
  const chatId = ids?.chatId;
  useEffect(() => {
    if (!sessionId || !chatId) return;
    let isCurrent = true;
    void (async () => {
      if (!isOwnIntakeServer(await loadRuntimeConfig())) return;
      const found = await fetchIntakeReview({ sessionId, chatId });
      if (isCurrent) setReview(found);
    })();
    return () => {
      isCurrent = false;
    };
  }, [chatId, sessionId]);
  return [review, setReview] as const;
}

/** What the input holds, as text, for a stored value. */
function draftOf(field: Field, value: ReviewValue): string {
  if (value === null) return '';
  if (field.kind === 'list' && Array.isArray(value)) return value.join(', ');
  if (field.kind === 'yesno') return value ? 'yes' : 'no';
  return String(value);
}

/** The typed value the server takes, or a message saying what to fix. */
function valueOf(
  field: Field,
  draft: string,
  words: ReviewWords,
): { value: ReviewValue } | { problem: string } {
  const text = draft.trim();
  if (!text) return { value: null };
  switch (field.kind) {
    case 'amount': {
      const amount = Number(text.replace(/[$,\s]/g, ''));
      return Number.isInteger(amount) && amount >= 0 ? { value: amount } : { problem: words.amountProblem };
    }
    case 'yesno':
      return { value: text === 'yes' };
    case 'percent': {
      const share = Number(text.replace(/[%\s]/g, ''));
      return Number.isInteger(share) && share >= 0 && share <= 100
        ? { value: share }
        : { problem: words.percentProblem };
    }
    case 'whole': {
      const number = Number(text);
      return Number.isInteger(number) && number >= 0 && number <= 120
        ? { value: number }
        : { problem: words.wholeProblem };
    }
    case 'state':
      return /^[a-z]{2}$/i.test(text) ? { value: text.toUpperCase() } : { problem: words.stateProblem };
    case 'list':
      return {
        value: text
          .split(/[,;]/)
          .map((part) => part.trim())
          .filter(Boolean),
      };
    default:
      return { value: text };
  }
}

/** The input's type, keyboard and hint text for a line of each kind. */
function inputPropsOf(field: Field, words: ReviewWords): ComponentProps<'input'> {
  switch (field.kind) {
    case 'amount':
      return { inputMode: 'numeric', placeholder: words.amountHint };
    case 'percent':
      return { inputMode: 'numeric', placeholder: words.percentHint };
    case 'whole':
      return { inputMode: 'numeric', maxLength: 3 };
    case 'date':
      return { type: 'date', max: new Date().toISOString().slice(0, 10) };
    case 'state':
      return { maxLength: 2, placeholder: words.stateHint, autoCapitalize: 'characters' };
    case 'list':
      return { placeholder: words.listHint };
    default:
      return { maxLength: 300 };
  }
}

function LineEditor({
  field,
  item,
  language,
  onSave,
  onCancel,
}: {
  field: Field;
  item: ReviewItem;
  language: Language;
  onSave: (change: ReviewChange) => Promise<string | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const words = reviewWords[language];
  const label = field.labels[language];
  const [draft, setDraft] = useState(draftOf(field, item.value));
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = valueOf(field, draft, words);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setIsSaving(true);
    setProblem(await onSave({ key: field.key, value: parsed.value }));
    setIsSaving(false);
  };
  const describedBy = `${id}-hint${problem ? ` ${id}-problem` : ''}`;
  const hint =
    field.kind === 'date' && item.shown && item.value === null ? words.dateHint(item.shown) : words.emptyHint;
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 space-y-2">
      {field.kind === 'yesno' ? (
        <fieldset aria-describedby={describedBy}>
          <legend className="sr-only">{label}</legend>
          <div className="flex gap-4">
            {(['yes', 'no', ''] as const).map((choice) => (
              <label key={choice || 'unknown'} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={choice}
                  checked={draft === choice}
                  onChange={() => setDraft(choice)}
                />
                {choice === 'yes' ? words.yes : choice === 'no' ? words.no : words.dontKnow}
              </label>
            ))}
          </div>
        </fieldset>
      ) : field.kind === 'choice' ? (
        <div>
          <label htmlFor={`${id}-input`} className="sr-only">
            {label}
          </label>
          <select
            id={`${id}-input`}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={describedBy}
            className="h-10 w-full rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="">{words.dontKnow}</option>
            {(field.options ?? []).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.labels[language]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-input`} className="sr-only">
            {label}
          </label>
          <Input
            id={`${id}-input`}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            {...inputPropsOf(field, words)}
          />
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving ? words.saving : words.save}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {words.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The review's title: what the visitor does here (issue 28; the page keeps the SPEC's heading). */
export const reviewHeading = reviewWords.en.heading;

/**
 * /chatcomplete, before the email (issues 13, 28): every fact the report uses, grouped, each
 * line correctable with a typed input, the ones the agent was unsure of marked "please check",
 * and "anything we got wrong?". The report is worked out from these details when the visitor
 * asks for it.
 */
export function IntakeReviewPanel({ ids }: { ids: BrowserIntake | null }) {
  const [review, setReview] = useIntakeReview(ids);
  const [editing, setEditing] = useState<Field['key'] | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const noteId = useId();
  if (!ids || !review?.isEditable) return null;
  // A review from before the language was sent is the English one.
  const language: Language = review.language ?? 'en';
  const words = reviewWords[language];

  const save = async (changes: ReviewChange[], withNote?: string): Promise<string | null> => {
    const result = await saveIntakeReview(ids, changes, withNote);
    if (!result.ok) return result.message;
    setReview(result.value);
    setEditing(null);
    setSaved(withNote ? words.noteSaved : words.saved);
    return null;
  };
  const byKey = new Map(review.items.map((item) => [item.key, item]));
  const caseType = byKey.get('caseType')?.value;
  const isShown = (field: Field) =>
    !('shownFor' in field) ||
    byKey.get(field.key)?.value !== null ||
    (typeof caseType === 'string' && (field.shownFor as readonly string[]).includes(caseType));
  const toCheck = review.items.filter((item) => item.toCheck).length;

  return (
    <section
      aria-labelledby="review-heading"
      className="mt-6 rounded-xl border border-border bg-card p-4 text-card-foreground sm:mt-8 sm:p-5"
    >
      <h2 id="review-heading" className="text-xl font-semibold">
        {words.heading}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {words.intro}
        {toCheck > 0 && words.toCheck(toCheck)}
      </p>
      {reviewGroups.map((group) => {
        const fields = reviewFields.filter((field) => field.group === group && isShown(field));
        if (fields.length === 0) return null;
        const groupName = reviewGroupNames[group][language];
        return (
          <div key={group} className="mt-5">
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {groupName}
            </h3>
            <ul className="mt-1 divide-y divide-border" aria-label={groupName}>
              {fields.map((field) => {
                const item = byKey.get(field.key)!;
                return (
                  <li key={field.key} className="py-2.5">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="text-xs text-muted-foreground">{field.labels[language]}</p>
                        <p className="text-sm font-medium break-words">
                          <span className={item.shown ? undefined : 'font-normal text-muted-foreground'}>
                            {item.shown ?? words.notGiven}
                          </span>
                          {item.toCheck && (
                            <span className="ml-2 inline-block rounded border border-amber-600 px-1.5 text-xs font-medium whitespace-nowrap text-amber-800 dark:border-amber-400 dark:text-amber-300">
                              {words.pleaseCheck}
                            </span>
                          )}
                        </p>
                      </div>
                      {editing !== field.key && (
                        <Button
                          variant="link"
                          size="sm"
                          className="h-auto shrink-0 p-0"
                          aria-label={words.changeLine(field.labels[language])}
                          onClick={() => {
                            setSaved(null);
                            setEditing(field.key);
                          }}
                        >
                          {words.change}
                        </Button>
                      )}
                    </div>
                    {editing === field.key && (
                      <LineEditor
                        field={field}
                        item={item}
                        language={language}
                        onSave={(change) => save([change])}
                        onCancel={() => setEditing(null)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      <form
        className="mt-5 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!note.trim()) return;
          void save([], note.trim()).then((problem) => {
            setNoteProblem(problem);
            if (!problem) setNote('');
          });
        }}
      >
        <label htmlFor={noteId} className="block text-sm font-medium">
          {words.noteLabel}
        </label>
        <Textarea
          id={noteId}
          rows={3}
          maxLength={MAX_REVIEW_NOTE_CHARS}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={words.notePlaceholder}
        />
        {noteProblem && (
          <p role="alert" className="text-sm text-destructive">
            {noteProblem}
          </p>
        )}
        <Button type="submit" size="sm" variant="outline" disabled={!note.trim()}>
          {words.sendNote}
        </Button>
      </form>
      <p role="status" className="mt-3 text-sm">
        {saved}
      </p>
    </section>
  );
}
