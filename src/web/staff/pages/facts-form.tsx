import { type FormEvent, useEffect, useRef, useState } from 'react';

import {
  type ReviewChange,
  type ReviewField,
  type ReviewGroup,
  type ReviewItem,
  type ReviewKey,
  reviewFields,
  reviewGroups,
} from '../../../contracts/intake-review';
import type { CaseView, CorrectFactsResult } from '../../../contracts/staff-console';
import { type FactState, MAX_CORRECTION_REASON_CHARS } from '../../../contracts/staff-facts';
import { Button } from '../../components/ui/button';
import { confirmFact, correctFacts, errorMessage } from '../staff-api';
import { Badge, Field, formatDateTime, formatMoney, Select, TextArea, TextInput } from '../staff-ui';

/**
 * The facts editor (issue 25 points 2 and 3; decisions 0127, 0128), generated from the fact
 * catalogue: every fact a person can set is a line with its label and the input of its kind
 * (`reviewFields`, built from the catalogue's correction kinds), the visitor's own words it was
 * read from, who set it, and why it may be doubtful. A doubtful fact is confirmed as it stands
 * with one button, or corrected; a correction says why, and the server recomputes the report
 * and says what moved. Only changed lines are sent.
 *
 * Props: `view` needs only the case id, the typed lines, the fact states and the report's
 * version (a whole CaseView fits); `onSaved` as before. A confirmation updates the lines here.
 */
type Drafts = Partial<Record<ReviewKey, string>>;
type FactsView = Pick<CaseView, 'caseId' | 'factLines' | 'facts' | 'report'>;

function draftOf(item: ReviewItem): string {
  if (item.value === null) return '';
  if (Array.isArray(item.value)) return item.value.join('\n');
  if (typeof item.value === 'boolean') return item.value ? 'yes' : 'no';
  return String(item.value);
}

/** The typed value of a draft, or a message saying what is wrong with it. */
function parseDraft(field: ReviewField, draft: string): { value: ReviewChange['value'] } | { error: string } {
  const text = draft.trim();
  if (text === '') return { value: null };
  switch (field.kind) {
    case 'amount': {
      const digits = text.replace(/[$,\s]/g, '');
      return /^\d+$/.test(digits)
        ? { value: Number(digits) }
        : { error: `${field.label}: whole dollars, like 8500.` };
    }
    case 'percent':
    case 'whole': {
      const limit = field.kind === 'percent' ? 100 : 120;
      return /^\d+$/.test(text) && Number(text) <= limit
        ? { value: Number(text) }
        : { error: `${field.label}: a whole number from 0 to ${limit}.` };
    }
    case 'yesno':
      return { value: text === 'yes' };
    case 'state':
      return /^[A-Za-z]{2}$/.test(text)
        ? { value: text.toUpperCase() }
        : { error: `${field.label}: a two-letter code, like TX.` };
    case 'list':
      return {
        value: text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      };
    default:
      return { value: text };
  }
}

const setterWords = {
  visitor: 'Told by the visitor in the chat',
  correction: 'Corrected by the visitor (in the chat or on their review)',
  staff: 'Set by staff',
  model: 'Set by the AI model',
} as const;

/** Who set a fact, when and why, in one line. */
function setterLine(fact: FactState): string {
  if (fact.setBy === null) return 'Where it came from was not recorded';
  if (fact.setBy !== 'staff') return setterWords[fact.setBy];
  const when = fact.at ? ` on ${formatDateTime(fact.at)}` : '';
  return `Set by ${fact.by ?? 'staff'}${when}`;
}

/** The input a line's kind takes. */
function LineInput({
  field,
  id,
  value,
  set,
  inputRef,
  describedBy,
}: {
  field: ReviewField;
  id: string;
  value: string;
  set: (next: string) => void;
  inputRef: (element: HTMLElement | null) => void;
  describedBy: string | undefined;
}) {
  const common = { id, 'aria-describedby': describedBy };
  if (field.kind === 'yesno')
    return (
      <Select {...common} ref={inputRef} value={value} onChange={(event) => set(event.target.value)}>
        <option value="">Not known</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </Select>
    );
  if (field.kind === 'choice')
    return (
      <Select {...common} ref={inputRef} value={value} onChange={(event) => set(event.target.value)}>
        <option value="">Not known</option>
        {(field.options ?? []).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    );
  if (field.kind === 'list')
    return (
      <TextArea
        {...common}
        ref={inputRef}
        rows={2}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    );
  return (
    <TextInput
      {...common}
      ref={inputRef}
      type={field.kind === 'date' ? 'date' : 'text'}
      inputMode={
        field.kind === 'amount' || field.kind === 'percent' || field.kind === 'whole' ? 'numeric' : undefined
      }
      value={value}
      onChange={(event) => set(event.target.value)}
    />
  );
}

/** Where a fact came from and why to check it, under its input. */
function FactSource({
  fact,
  field,
  describedById,
  onUseWords,
  onConfirm,
  isBusy,
}: {
  fact: FactState;
  field: ReviewField;
  describedById: string;
  onUseWords: (() => void) | null;
  onConfirm: () => void;
  isBusy: boolean;
}) {
  return (
    <div id={describedById} className="space-y-1 text-xs text-muted-foreground">
      <p>
        {setterLine(fact)}
        {fact.reason && <>: “{fact.reason}”</>}
        {fact.confirmed && (
          <>
            {' '}
            · Confirmed by {fact.confirmed.by} on {formatDateTime(fact.confirmed.at)}
          </>
        )}
      </p>
      {fact.quote && (
        <div className="flex flex-wrap items-start gap-2">
          <span>The visitor’s words:</span>
          <q className="italic text-foreground">{fact.quote}</q>
          {onUseWords && (
            <Button type="button" size="sm" variant="outline" onClick={onUseWords}>
              Edit from these words
            </Button>
          )}
        </div>
      )}
      {fact.flags.length > 0 && (
        <div className="rounded-md border border-amber-500 p-2 text-foreground">
          <Badge tone="warning">To check</Badge>
          <ul className="mt-1 list-disc pl-5">
            {fact.flags.map((flag) => (
              <li key={flag.kind + flag.text}>{flag.text}</li>
            ))}
          </ul>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="mt-1"
            disabled={isBusy}
            onClick={onConfirm}
          >
            Confirm {field.label.toLowerCase()} as it stands
          </Button>
        </div>
      )}
    </div>
  );
}

const otherFacts = 'Other facts';
type GroupName = ReviewGroup | typeof otherFacts;
const groups: readonly GroupName[] = [...reviewGroups, otherFacts];

export function FactsForm({
  view,
  onSaved,
}: {
  view: FactsView;
  onSaved: (result: CorrectFactsResult) => void;
}) {
  const original: Drafts = {};
  for (const item of view.factLines) original[item.key] = draftOf(item);
  const [drafts, setDrafts] = useState<Drafts>(original);
  const [facts, setFacts] = useState<FactState[]>(view.facts);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const inputs = useRef(new Map<ReviewKey, HTMLElement>());

  useEffect(() => setFacts(view.facts), [view.facts]);

  const factOfLine = (key: ReviewKey) => facts.find((fact) => fact.lines.includes(key));
  const flagged = facts.filter((fact) => fact.flags.length > 0);
  const labelOf = (key: ReviewKey) => reviewFields.find((field) => field.key === key)?.label ?? key;
  const set = (key: ReviewKey, next: string) => setDrafts((current) => ({ ...current, [key]: next }));
  const focusLine = (key: ReviewKey) => inputs.current.get(key)?.focus();

  const confirm = async (fact: FactState, line: ReviewKey) => {
    setIsSaving(true);
    try {
      const result = await confirmFact(view.caseId, fact.key);
      setFacts(result.facts);
      setError(null);
      setNotice(`${labelOf(line)} confirmed as it stands.`);
      focusLine(line);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes: ReviewChange[] = [];
    for (const field of reviewFields) {
      const draft = drafts[field.key] ?? '';
      if (draft === (original[field.key] ?? '')) continue;
      const parsed = parseDraft(field, draft);
      if ('error' in parsed) {
        setError(parsed.error);
        return;
      }
      changes.push({ key: field.key, value: parsed.value });
    }
    if (changes.length === 0) {
      setError('Nothing changed.');
      return;
    }
    setIsSaving(true);
    try {
      const result = await correctFacts(view.caseId, {
        changes,
        ...(view.report ? { basedOnVersion: view.report.version } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      setError(null);
      onSaved(result);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-4" aria-label="Correct the facts">
      {flagged.length > 0 ? (
        <div className="rounded-md border border-amber-500 p-3 text-sm">
          <h3 className="font-semibold">
            {flagged.length === 1 ? '1 fact to check' : `${flagged.length} facts to check`}
          </h3>
          <ul className="mt-1 space-y-1">
            {flagged.map((fact) => {
              const line = fact.lines[0];
              return (
                <li key={fact.key} className="flex flex-wrap items-center gap-2">
                  {line ? (
                    <Button type="button" size="sm" variant="link" onClick={() => focusLine(line)}>
                      Go to {labelOf(line).toLowerCase()}
                    </Button>
                  ) : (
                    <span>{fact.key}</span>
                  )}
                  <span className="text-muted-foreground">
                    {fact.flags.map((flag) => flag.text).join(' ')}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No fact is flagged as doubtful.</p>
      )}
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      {groups.map((group) => {
        const fields = reviewFields.filter((field) => (field.group ?? otherFacts) === group);
        if (fields.length === 0) return null;
        return (
          <fieldset key={group} className="space-y-3">
            <legend className="text-sm font-semibold">{group}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map((field) => {
                const fact = factOfLine(field.key);
                // A fact with several lines (the treatment) shows its source once, under its first line.
                const showsSource = fact !== undefined && fact.lines[0] === field.key;
                const inputId = `fact-line-${field.key}`;
                const sourceId = `fact-source-${field.key}`;
                const canUseWords =
                  showsSource && fact.quote !== null && (field.kind === 'text' || field.kind === 'list');
                return (
                  <div key={field.key} data-fact-line={field.key} className="space-y-1">
                    <Field label={field.label}>
                      <LineInput
                        field={field}
                        id={inputId}
                        value={drafts[field.key] ?? ''}
                        set={(next) => set(field.key, next)}
                        inputRef={(element) => {
                          if (element) inputs.current.set(field.key, element);
                          else inputs.current.delete(field.key);
                        }}
                        describedBy={showsSource ? sourceId : undefined}
                      />
                    </Field>
                    {showsSource && (
                      <FactSource
                        fact={fact}
                        field={field}
                        describedById={sourceId}
                        isBusy={isSaving}
                        onConfirm={() => void confirm(fact, field.key)}
                        onUseWords={
                          canUseWords
                            ? () => {
                                set(field.key, fact.quote ?? '');
                                focusLine(field.key);
                              }
                            : null
                        }
                      />
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <Field label="Why you changed it (kept with the change)">
        <TextArea
          rows={2}
          maxLength={MAX_CORRECTION_REASON_CHARS}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" disabled={isSaving}>
        Save corrections
      </Button>
    </form>
  );
}

/** What a correction did, in one line per conclusion that moved. */
export function describeRecomputation(result: CorrectFactsResult): string {
  const recomputation = result.recomputation;
  if (!recomputation) return 'Facts saved. There is no report yet; it will use them.';
  const { before, after } = recomputation;
  const range = (summary: typeof before) =>
    summary.valueNotEstimated ?? `${formatMoney(summary.value.low)} – ${formatMoney(summary.value.high)}`;
  const moved = [
    range(before) !== range(after) ? `value ${range(before)} → ${range(after)}` : null,
    before.decision !== after.decision ? `eligibility ${before.decision} → ${after.decision}` : null,
    before.route !== after.route ? `route ${before.route} → ${after.route}` : null,
    before.isUrgent !== after.isUrgent
      ? `urgent ${before.isUrgent ? 'yes' : 'no'} → ${after.isUrgent ? 'yes' : 'no'}`
      : null,
    before.firstDeadline !== after.firstDeadline
      ? `first deadline ${before.firstDeadline ?? 'none'} → ${after.firstDeadline ?? 'none'}`
      : null,
  ].filter(Boolean);
  return `Saved as report version ${recomputation.version}. ${moved.length ? `Changed: ${moved.join('; ')}.` : 'The conclusions did not change.'}`;
}
