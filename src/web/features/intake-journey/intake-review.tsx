import { type ComponentProps, type FormEvent, useEffect, useId, useState } from 'react';

import {
  type IntakeReview,
  MAX_REVIEW_NOTE_CHARS,
  type ReviewChange,
  type ReviewItem,
  type ReviewValue,
  reviewFields,
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
function valueOf(field: Field, draft: string): { value: ReviewValue } | { problem: string } {
  const text = draft.trim();
  if (!text) return { value: null };
  switch (field.kind) {
    case 'amount': {
      const amount = Number(text.replace(/[$,\s]/g, ''));
      return Number.isInteger(amount) && amount >= 0
        ? { value: amount }
        : { problem: 'Please enter whole dollars, like 8500.' };
    }
    case 'yesno':
      return { value: text === 'yes' };
    case 'percent': {
      const share = Number(text.replace(/[%\s]/g, ''));
      return Number.isInteger(share) && share >= 0 && share <= 100
        ? { value: share }
        : { problem: 'Please enter a whole percent from 0 to 100, like 20.' };
    }
    case 'whole': {
      const number = Number(text);
      return Number.isInteger(number) && number >= 0 && number <= 120
        ? { value: number }
        : { problem: 'Please enter a whole number, like 42.' };
    }
    case 'state':
      return /^[a-z]{2}$/i.test(text)
        ? { value: text.toUpperCase() }
        : { problem: 'Please use the two-letter code of the state, like TX.' };
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
function inputPropsOf(field: Field): ComponentProps<'input'> {
  switch (field.kind) {
    case 'amount':
      return { inputMode: 'numeric', placeholder: 'Whole dollars, like 8500' };
    case 'percent':
      return { inputMode: 'numeric', placeholder: 'A percent, like 20; 0 if none' };
    case 'whole':
      return { inputMode: 'numeric', maxLength: 3 };
    case 'date':
      return { type: 'date', max: new Date().toISOString().slice(0, 10) };
    case 'state':
      return { maxLength: 2, placeholder: 'Two letters, like TX', autoCapitalize: 'characters' };
    case 'list':
      return { placeholder: 'Separate them with commas' };
    default:
      return { maxLength: 300 };
  }
}

function LineEditor({
  field,
  item,
  onSave,
  onCancel,
}: {
  field: Field;
  item: ReviewItem;
  onSave: (change: ReviewChange) => Promise<string | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(draftOf(field, item.value));
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = valueOf(field, draft);
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
    field.kind === 'date' && item.shown && item.value === null
      ? `You told us ${item.shown}. Pick the exact day if you know it.`
      : 'Leave it empty if you do not know.';
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 space-y-2">
      {field.kind === 'yesno' ? (
        <fieldset aria-describedby={describedBy}>
          <legend className="sr-only">{field.label}</legend>
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
                {choice === 'yes' ? 'Yes' : choice === 'no' ? 'No' : "I don't know"}
              </label>
            ))}
          </div>
        </fieldset>
      ) : field.kind === 'choice' ? (
        <div>
          <label htmlFor={`${id}-input`} className="sr-only">
            {field.label}
          </label>
          <select
            id={`${id}-input`}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={describedBy}
            className="h-10 w-full rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="">I don't know</option>
            {(field.options ?? []).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-input`} className="sr-only">
            {field.label}
          </label>
          <Input
            id={`${id}-input`}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            {...inputPropsOf(field)}
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
          {isSaving ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The review's title: what the visitor does here (issue 28; the page keeps the SPEC's heading). */
export const reviewHeading = 'Check your details';

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

  const save = async (changes: ReviewChange[], withNote?: string): Promise<string | null> => {
    const result = await saveIntakeReview(ids, changes, withNote);
    if (!result.ok) return result.message;
    setReview(result.value);
    setEditing(null);
    setSaved(
      withNote ? 'Thank you. Your note was saved with your case.' : 'Saved. Your report will use this.',
    );
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
        {reviewHeading}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Your report is worked out from these details, so fix anything that is wrong.
        {toCheck > 0 &&
          ` ${toCheck === 1 ? 'One line is' : `${toCheck} lines are`} marked “please check”: the agent was not sure of ${toCheck === 1 ? 'it' : 'them'}.`}
      </p>
      {reviewGroups.map((group) => {
        const fields = reviewFields.filter((field) => field.group === group && isShown(field));
        if (fields.length === 0) return null;
        return (
          <div key={group} className="mt-5">
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{group}</h3>
            <ul className="mt-1 divide-y divide-border" aria-label={group}>
              {fields.map((field) => {
                const item = byKey.get(field.key)!;
                return (
                  <li key={field.key} className="py-2.5">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="text-xs text-muted-foreground">{field.label}</p>
                        <p className="text-sm font-medium break-words">
                          <span className={item.shown ? undefined : 'font-normal text-muted-foreground'}>
                            {item.shown ?? 'Not given'}
                          </span>
                          {item.toCheck && (
                            <span className="ml-2 inline-block rounded border border-amber-600 px-1.5 text-xs font-medium whitespace-nowrap text-amber-800 dark:border-amber-400 dark:text-amber-300">
                              please check
                            </span>
                          )}
                        </p>
                      </div>
                      {editing !== field.key && (
                        <Button
                          variant="link"
                          size="sm"
                          className="h-auto shrink-0 p-0"
                          aria-label={`Change ${field.label}`}
                          onClick={() => {
                            setSaved(null);
                            setEditing(field.key);
                          }}
                        >
                          Change
                        </Button>
                      )}
                    </div>
                    {editing === field.key && (
                      <LineEditor
                        field={field}
                        item={item}
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
          Anything we got wrong?
        </label>
        <Textarea
          id={noteId}
          rows={3}
          maxLength={MAX_REVIEW_NOTE_CHARS}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Tell us in your own words; a case manager reads it."
        />
        {noteProblem && (
          <p role="alert" className="text-sm text-destructive">
            {noteProblem}
          </p>
        )}
        <Button type="submit" size="sm" variant="outline" disabled={!note.trim()}>
          Send this note
        </Button>
      </form>
      <p role="status" className="mt-3 text-sm">
        {saved}
      </p>
    </section>
  );
}
