import { type FormEvent, useEffect, useState } from 'react';

import { staffRoles } from '../../../contracts/staff-console';
import { Button } from '../../components/ui/button';
import {
  createStaffUser,
  errorMessage,
  getAudit,
  getSettings,
  listStaffUsers,
  requestErasure,
  saveSettings,
  updateStaffUser,
} from '../staff-api';
import { useStaffSession } from '../staff-session';
import { Field, formatDateTime, Section, Select, Status, TextInput } from '../staff-ui';
import { useStaffData } from '../use-staff-data';

/** "24, 24" → [24, 24]; null when a part is not a whole number of hours. */
function parseHours(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const hours = parts.map(Number);
  return hours.every((value) => Number.isInteger(value) && value >= 1) ? hours : null;
}

function Feedback({ message }: { message: { tone: 'ok' | 'error'; text: string } | null }) {
  if (!message) return null;
  return (
    <p
      role={message.tone === 'error' ? 'alert' : 'status'}
      className={message.tone === 'error' ? 'text-sm text-destructive' : 'text-sm text-success'}
    >
      {message.text}
    </p>
  );
}

export function AdminPage() {
  const session = useStaffSession();
  const isAdmin = session.user.role === 'admin';
  const users = useStaffData(isAdmin ? 'users' : null, listStaffUsers);
  const settings = useStaffData(isAdmin ? 'settings' : null, getSettings);
  const [auditPage, setAuditPage] = useState(1);
  const audit = useStaffData(isAdmin ? `audit:${auditPage}` : null, () => getAudit({ page: auditPage }));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  useEffect(() => {
    document.title = 'Admin · Staff console';
  }, []);

  if (session.user.role !== 'admin') return <p>Only administrators can open this page.</p>;

  const run = async (text: string, action: () => Promise<unknown>, after?: () => void) => {
    try {
      await action();
      setMessage({ tone: 'ok', text });
      after?.();
      audit.reload();
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught) });
    }
  };
  const value = (event: FormEvent<HTMLFormElement>, name: string) =>
    String(new FormData(event.currentTarget).get(name) ?? '').trim();

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Admin</h1>
      <Feedback message={message} />
      <Section title="Staff accounts">
        <Status error={users.error} />
        <ul className="mb-4 space-y-2 text-sm">
          {users.data?.users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{user.email}</span>
              <span>
                ({user.role === 'admin' ? 'admin' : 'case manager'}
                {user.isActive ? '' : ', inactive'})
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void run(
                    'Account updated.',
                    () => updateStaffUser(user.id, { isActive: !user.isActive }),
                    users.reload,
                  )
                }
              >
                {user.isActive ? `Deactivate ${user.email}` : `Reactivate ${user.email}`}
              </Button>
              {user.role === 'case_manager' && (
                <>
                  <label className="inline-flex items-center gap-1">
                    <input
                      type="checkbox"
                      checked={user.isInRotation}
                      onChange={() =>
                        void run(
                          user.isInRotation
                            ? `${user.email} takes no new cases.`
                            : `${user.email} takes new cases.`,
                          () => updateStaffUser(user.id, { isInRotation: !user.isInRotation }),
                          users.reload,
                        )
                      }
                    />
                    Gets new cases
                  </label>
                  <label className="inline-flex items-center gap-1">
                    <input
                      type="checkbox"
                      checked={user.seesAllCases}
                      onChange={() =>
                        void run(
                          'Access updated.',
                          () => updateStaffUser(user.id, { seesAllCases: !user.seesAllCases }),
                          users.reload,
                        )
                      }
                    />
                    Sees every case
                  </label>
                </>
              )}
            </li>
          ))}
        </ul>
        <form
          className="grid gap-3 md:grid-cols-5"
          aria-label="New staff account"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const body = {
              email: value(event, 'email'),
              displayName: value(event, 'displayName'),
              role: staffRoles.find((role) => role === value(event, 'role')) ?? 'case_manager',
              password: value(event, 'password'),
            };
            void run(
              'Account created.',
              () => createStaffUser(body),
              () => {
                form.reset();
                users.reload();
              },
            );
          }}
        >
          <Field label="Email">
            <TextInput name="email" type="email" required />
          </Field>
          <Field label="Display name">
            <TextInput name="displayName" required />
          </Field>
          <Field label="Role">
            <Select name="role" defaultValue="case_manager">
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {role === 'admin' ? 'Admin' : 'Case manager'}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Initial password (12+ characters)">
            <TextInput name="password" type="password" autoComplete="new-password" minLength={12} required />
          </Field>
          <div className="flex items-end">
            <Button type="submit" size="sm">
              Create account
            </Button>
          </div>
        </form>
      </Section>

      <Section title="Retention">
        {settings.data && (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const days = Number(value(event, 'retentionDaysClosed'));
              void run(
                'Retention saved.',
                () => saveSettings({ retentionDaysClosed: days }),
                settings.reload,
              );
            }}
          >
            <Field label="Erase closed cases after (days)">
              <TextInput
                name="retentionDaysClosed"
                type="number"
                min={1}
                max={3650}
                defaultValue={settings.data.retentionDaysClosed}
                required
              />
            </Field>
            <Button type="submit" size="sm">
              Save retention
            </Button>
          </form>
        )}
        <p className="mt-2 text-sm text-muted-foreground">
          A daily job erases cases whose status has been Closed for longer than this.
        </p>
      </Section>

      <Section title="Queue and contact cadence">
        {settings.data && (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const hours = parseHours(value(event, 'retryAfterHours'));
              if (!hours) {
                setMessage({
                  tone: 'error',
                  text: 'Hours between attempts: whole hours, separated by commas.',
                });
                return;
              }
              const autoAssign = new FormData(event.currentTarget).get('autoAssign') === 'on';
              void run(
                'Queue settings saved.',
                () => saveSettings({ contactCadence: { retryAfterHours: hours }, autoAssign }),
                settings.reload,
              );
            }}
          >
            <Field label="Hours between contact attempts (comma-separated)">
              <TextInput
                name="retryAfterHours"
                defaultValue={settings.data.contactCadence.retryAfterHours.join(', ')}
                placeholder="24, 24"
              />
            </Field>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" name="autoAssign" defaultChecked={settings.data.autoAssign} />
              Give new eligible cases to case managers in turn
            </label>
            <Button type="submit" size="sm">
              Save queue settings
            </Button>
          </form>
        )}
        <p className="mt-2 text-sm text-muted-foreground">
          With 24, 24 a case gets three attempts over 48 hours; after the last one it is unreachable and the
          visitor is emailed once. Who takes part in the turn is set per account above.
        </p>
      </Section>

      <Section title="Erase a person's data">
        <form
          className="grid gap-3 md:grid-cols-4"
          aria-label="Erasure request"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const caseId = value(event, 'caseId');
            const email = value(event, 'email');
            const body = {
              ...(caseId ? { caseId } : {}),
              ...(email ? { email } : {}),
              confirm: value(event, 'confirm'),
            };
            void run(
              'The data was erased.',
              () => requestErasure(body),
              () => form.reset(),
            );
          }}
        >
          <Field label="Case id">
            <TextInput name="caseId" />
          </Field>
          <Field label="or email">
            <TextInput name="email" type="email" />
          </Field>
          <Field label="Type ERASE to confirm">
            <TextInput name="confirm" required autoComplete="off" />
          </Field>
          <div className="flex items-end">
            <Button type="submit" size="sm" variant="destructive">
              Erase
            </Button>
          </div>
        </form>
        <p className="mt-2 text-sm text-muted-foreground">
          Removes the case(s), transcript, uploads, report, queued emails, newsletter subscription and contact
          messages. It cannot be undone. The audit log keeps a record without personal data.
        </p>
      </Section>

      <Section title="Audit log">
        <Status error={audit.error} />
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log</caption>
            <thead>
              <tr className="border-b border-border">
                {['When', 'Who', 'What', 'Subject'].map((heading) => (
                  <th key={heading} scope="col" className="px-2 py-1">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {audit.data?.entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border">
                  <td className="px-2 py-1">{formatDateTime(entry.at)}</td>
                  <td className="px-2 py-1">{entry.actorEmail ?? 'system'}</td>
                  <td className="px-2 py-1">{entry.action}</td>
                  <td className="px-2 py-1 break-all">
                    {entry.subjectType} {entry.subjectId ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-2 flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={auditPage <= 1}
            onClick={() => setAuditPage((page) => page - 1)}
          >
            Newer
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={(audit.data?.entries.length ?? 0) < (audit.data?.pageSize ?? 100)}
            onClick={() => setAuditPage((page) => page + 1)}
          >
            Older
          </Button>
        </div>
      </Section>
    </div>
  );
}
