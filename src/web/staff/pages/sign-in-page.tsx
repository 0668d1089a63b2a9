import { type FormEvent, useEffect, useState } from 'react';

import type { StaffSessionView } from '../../../contracts/staff-console';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { errorMessage, signIn } from '../staff-api';

export function SignInPage({
  onSignedIn,
  notice,
}: {
  onSignedIn: (session: StaffSessionView) => void;
  notice?: string | undefined;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    document.title = 'Sign in · Staff console';
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsBusy(true);
    setError(null);
    try {
      onSignedIn(
        await signIn({
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
        }),
      );
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 text-foreground">
      <form
        onSubmit={(event) => void submit(event)}
        className="w-full max-w-sm space-y-4 rounded-lg border border-border bg-card p-6"
      >
        <h1 className="text-xl font-semibold">Staff sign in</h1>
        {notice && <p className="text-sm text-muted-foreground">{notice}</p>}
        <div className="space-y-1">
          <label htmlFor="staff-email" className="text-sm font-medium">
            Email
          </label>
          <Input id="staff-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="space-y-1">
          <label htmlFor="staff-password" className="text-sm font-medium">
            Password
          </label>
          <Input
            id="staff-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={isBusy}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
