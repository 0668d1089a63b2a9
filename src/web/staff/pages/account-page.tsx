import { type FormEvent, useEffect, useState } from 'react';

import { Button } from '../../components/ui/button';
import { changePassword, errorMessage, signedOutEvent } from '../staff-api';
import { useStaffSession } from '../staff-session';
import { Field, Section, TextInput } from '../staff-ui';

export function AccountPage() {
  const session = useStaffSession();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Account · Staff console';
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword') ?? '');
    if (newPassword !== String(form.get('repeatPassword') ?? '')) {
      setError('The new passwords do not match.');
      return;
    }
    try {
      await changePassword({
        currentPassword: String(form.get('currentPassword') ?? ''),
        newPassword,
      });
      // Every session ended with the change, this one too.
      window.dispatchEvent(new Event(signedOutEvent));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Account</h1>
      <p className="text-sm">
        Signed in as {session.user.email} until {new Date(session.expiresAt).toLocaleString('en-US')}.
      </p>
      <Section title="Change password">
        <form onSubmit={(event) => void submit(event)} className="grid max-w-md gap-3">
          <Field label="Current password">
            <TextInput name="currentPassword" type="password" autoComplete="current-password" required />
          </Field>
          <Field label="New password (12+ characters)">
            <TextInput
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
            />
          </Field>
          <Field label="Repeat the new password">
            <TextInput
              name="repeatPassword"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
            />
          </Field>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" size="sm">
              Change password and sign out everywhere
            </Button>
          </div>
        </form>
      </Section>
    </div>
  );
}
