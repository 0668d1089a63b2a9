import { type FormEvent, useState } from 'react';

import {
  type ReviewChange,
  type ReviewItem,
  type ReviewKey,
  reviewFields,
} from '../../../contracts/intake-review';
import type { CaseView, CorrectFactsResult } from '../../../contracts/staff-console';
import { Button } from '../../components/ui/button';
import { correctFacts, errorMessage } from '../staff-api';
import { Field, formatMoney, Select, TextArea, TextInput } from '../staff-ui';

/**
 * The facts form: the lines a visitor can correct in the review, typed (amounts in whole
 * dollars, dates, yes/no, a state code, a list), so a case manager corrects a fact without
 * touching JSON. Only changed lines are sent; the server recomputes the report and says what
 * moved.
 */
type Drafts = Partial<Record<ReviewKey, string>>;

function draftOf(item: ReviewItem): string {
  if (item.value === null) return '';
  if (Array.isArray(item.value)) return item.value.join('\n');
  if (typeof item.value === 'boolean') return item.value ? 'yes' : 'no';
  return String(item.value);
}

/** The typed value of a draft, or a message saying what is wrong with it. */
function parseDraft(key: ReviewKey, draft: string): { value: ReviewChange['value'] } | { error: string } {
  const field = reviewFields.find((candidate) => candidate.key === key)!;
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

export function FactsForm({
  view,
  onSaved,
}: {
  view: CaseView;
  onSaved: (result: CorrectFactsResult) => void;
}) {
  const original: Drafts = {};
  for (const item of view.factLines) original[item.key] = draftOf(item);
  const [drafts, setDrafts] = useState<Drafts>(original);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes: ReviewChange[] = [];
    for (const field of reviewFields) {
      const draft = drafts[field.key] ?? '';
      if (draft === (original[field.key] ?? '')) continue;
      const parsed = parseDraft(field.key, draft);
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
    <form onSubmit={(event) => void save(event)} className="space-y-3" aria-label="Correct the facts">
      <div className="grid gap-3 sm:grid-cols-2">
        {reviewFields.map((field) => {
          const value = drafts[field.key] ?? '';
          const set = (next: string) => setDrafts((current) => ({ ...current, [field.key]: next }));
          return (
            <Field key={field.key} label={field.label}>
              {field.kind === 'yesno' ? (
                <Select value={value} onChange={(event) => set(event.target.value)}>
                  <option value="">Not known</option>
                  <option value="yes">Yes</option>
                  <option value="no">No</option>
                </Select>
              ) : field.kind === 'choice' ? (
                <Select value={value} onChange={(event) => set(event.target.value)}>
                  <option value="">Not known</option>
                  {(field.options ?? []).map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </Select>
              ) : field.kind === 'list' ? (
                <TextArea rows={2} value={value} onChange={(event) => set(event.target.value)} />
              ) : (
                <TextInput
                  type={field.kind === 'date' ? 'date' : 'text'}
                  inputMode={
                    field.kind === 'amount' || field.kind === 'percent' || field.kind === 'whole'
                      ? 'numeric'
                      : undefined
                  }
                  value={value}
                  onChange={(event) => set(event.target.value)}
                />
              )}
            </Field>
          );
        })}
      </div>
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
