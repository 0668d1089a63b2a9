import { ATTORNEY_QUESTIONS_HEADING, type AttorneyQuestion } from '../../../contracts/staff-console';
import { formatDateTime, Section } from '../staff-ui';

/**
 * What the visitor asked that the chat could not answer, or that is on the legal merits,
 * in their own words (issue 23, decision 0107): the case manager passes them to the attorney.
 */
export function AttorneyQuestionsSection({ questions }: { questions: readonly AttorneyQuestion[] }) {
  return (
    <Section title={ATTORNEY_QUESTIONS_HEADING}>
      {questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">The visitor asked nothing for the attorney.</p>
      ) : (
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          {questions.map((question) => (
            <li key={question.id}>
              <span className="whitespace-pre-wrap" lang={question.language}>
                {question.text}
              </span>{' '}
              <span className="text-xs text-muted-foreground">· {formatDateTime(question.askedAt)}</span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
