import { useCallback, useEffect, useRef, useState } from 'react';

import { errorMessage } from './staff-api';

/**
 * Loads a resource with one of the typed staff-api functions. `key` names what is loaded
 * (it changes when the filters do; null loads nothing); `reload` fetches it again after a
 * change. A late answer to an older key is dropped.
 */
export function useStaffData<T>(
  key: string | null,
  load: () => Promise<T>,
): {
  data: T | null;
  error: string | null;
  isLoading: boolean;
  reload: () => void;
} {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(key !== null);
  const [version, setVersion] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    setIsLoading(true);
    loader
      .current()
      .then((value) => {
        if (!isCurrent) return;
        setData(value);
        setError(null);
      })
      .catch((caught: unknown) => {
        if (isCurrent) setError(errorMessage(caught));
      })
      .finally(() => {
        if (isCurrent) setIsLoading(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [key, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, error, isLoading, reload };
}
