import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { ensureSessionId } from '../lib/session-store';

/**
 * SPEC §2: on every route the session id is kept in session storage and forced into the
 * query string as `id` on every navigation, replacing the history entry (so Back does
 * not bounce between the address with and without it).
 */
export function useSessionIdInAddress(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const current = params.get('id');
    const id = ensureSessionId(current);
    if (current === id) return;
    params.set('id', id);
    void navigate({ pathname, search: `?${params.toString()}`, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
