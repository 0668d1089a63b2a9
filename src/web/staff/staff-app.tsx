import { useCallback, useEffect, useState } from 'react';
import { NavLink, Route, Routes, useNavigate } from 'react-router';

import type { StaffSessionView } from '../../contracts/staff-console';
import { Button } from '../components/ui/button';

import { AccountPage } from './pages/account-page';
import { AdminPage } from './pages/admin-page';
import { AttorneysPage } from './pages/attorneys-page';
import { CasePage } from './pages/case-page';
import { FunnelPage } from './pages/funnel-page';
import { InboxPage } from './pages/inbox-page';
import { caseSearchId, PipelinePage } from './pages/pipeline-page';
import { QueuePage } from './pages/queue-page';
import { SignInPage } from './pages/sign-in-page';
import { ShortcutsProvider } from './shortcuts';
import {
  errorMessage,
  getSession,
  setCsrfToken,
  signedOutEvent,
  signOut,
  signOutEverywhere,
  StaffApiError,
} from './staff-api';
import { StaffSessionContext } from './staff-session';

type SessionState =
  | { kind: 'loading' }
  | { kind: 'signed-out'; notice?: string }
  | { kind: 'signed-in'; session: StaffSessionView };

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-primary text-primary-foreground' : 'hover:bg-accent hover:text-accent-foreground'}`;

export function StaffApp() {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  const navigate = useNavigate();

  const signedIn = useCallback((session: StaffSessionView) => {
    setCsrfToken(session.csrfToken);
    setState({ kind: 'signed-in', session });
  }, []);
  const signedOut = useCallback((notice?: string) => {
    setCsrfToken(null);
    setState({ kind: 'signed-out', ...(notice ? { notice } : {}) });
  }, []);
  // "/": the case search, wherever one is.
  const focusSearch = useCallback(() => {
    const search = document.getElementById(caseSearchId);
    if (search) search.focus();
    else void navigate(`/cases#${caseSearchId}`);
  }, [navigate]);

  useEffect(() => {
    getSession()
      .then(signedIn)
      .catch((error: unknown) =>
        signedOut(error instanceof StaffApiError && error.status === 401 ? undefined : errorMessage(error)),
      );
    const onSignedOut = () => signedOut('Your session ended. Sign in again.');
    window.addEventListener(signedOutEvent, onSignedOut);
    return () => window.removeEventListener(signedOutEvent, onSignedOut);
  }, [signedIn, signedOut]);

  if (state.kind === 'loading') {
    return (
      <main className="p-8" aria-busy="true">
        <h1 className="text-xl font-semibold">Staff console</h1>
        <p className="text-sm text-muted-foreground">Loading…</p>
      </main>
    );
  }
  if (state.kind === 'signed-out') return <SignInPage onSignedIn={signedIn} notice={state.notice} />;

  const { session } = state;
  const leave = async (everywhere: boolean) => {
    try {
      await (everywhere ? signOutEverywhere() : signOut());
    } finally {
      signedOut(everywhere ? 'You are signed out on every device.' : 'You are signed out.');
    }
  };
  return (
    <StaffSessionContext.Provider value={session}>
      <ShortcutsProvider onSearch={focusSearch}>
        <div className="min-h-screen bg-background text-foreground">
          <header className="border-b border-border">
            <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
              <p className="font-semibold">Case Intake · Staff console</p>
              <nav aria-label="Staff" className="flex flex-wrap gap-1">
                <NavLink to="/" end className={navLinkClass}>
                  My queue
                </NavLink>
                <NavLink to="/cases" end className={navLinkClass}>
                  All cases
                </NavLink>
                <NavLink to="/inbox" className={navLinkClass}>
                  Inbox
                </NavLink>
                <NavLink to="/attorneys" className={navLinkClass}>
                  Attorneys
                </NavLink>
                <NavLink to="/funnel" className={navLinkClass}>
                  Funnel
                </NavLink>
                {session.user.role === 'admin' && (
                  <NavLink to="/admin" className={navLinkClass}>
                    Admin
                  </NavLink>
                )}
                <NavLink to="/account" className={navLinkClass}>
                  Account
                </NavLink>
              </nav>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span>
                  {session.user.email} ({session.user.role === 'admin' ? 'admin' : 'case manager'})
                </span>
                <Button variant="outline" size="sm" onClick={() => void leave(false)}>
                  Sign out
                </Button>
                <Button variant="ghost" size="sm" onClick={() => void leave(true)}>
                  Sign out everywhere
                </Button>
              </div>
            </div>
          </header>
          <main id="main" className="mx-auto max-w-7xl px-4 py-6">
            <Routes>
              <Route path="/" element={<QueuePage />} />
              <Route path="/cases" element={<PipelinePage />} />
              <Route path="/cases/:caseId/*" element={<CasePage />} />
              <Route path="/attorneys" element={<AttorneysPage />} />
              <Route path="/inbox" element={<InboxPage />} />
              <Route path="/funnel" element={<FunnelPage />} />
              <Route path="/admin" element={<AdminPage />} />
              <Route path="/account" element={<AccountPage />} />
              <Route path="*" element={<h1 className="text-2xl font-semibold">Page not found</h1>} />
            </Routes>
          </main>
        </div>
      </ShortcutsProvider>
    </StaffSessionContext.Provider>
  );
}
