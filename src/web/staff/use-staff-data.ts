import { useCallback, useEffect, useState } from 'react';

import { errorMessage, staffApi } from './staff-api';

/** Loads a GET resource; `reload` fetches it again after a change. */
export function useStaffData<T>(path: string | null): {
  data: T | null;
  error: string | null;
  isLoading: boolean;
  reload: () => void;
} {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(path !== null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let isCurrent = true;
    setIsLoading(true);
    staffApi<T>('GET', path)
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
  }, [path, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, error, isLoading, reload };
}
