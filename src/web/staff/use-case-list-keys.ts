import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { usePageShortcuts } from './shortcuts';

/**
 * j and k through a list of cases (the highlighted row's link takes the focus), o to open
 * it, c to open it with the call form ready, and the page's own a and x.
 */
export function useCaseListKeys<Item extends { caseId: string }>(
  items: Item[],
  actions: { a: (item: Item) => void; x?: (item: Item) => void },
) {
  const navigate = useNavigate();
  const [highlighted, setHighlighted] = useState(0);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const move = (index: number) => {
    if (items.length === 0) return;
    const next = Math.max(0, Math.min(items.length - 1, index));
    setHighlighted(next);
    links.current[next]?.focus();
  };
  const current = items[highlighted];
  usePageShortcuts({
    j: () => move(highlighted + 1),
    k: () => move(highlighted - 1),
    o: () => current && void navigate(`/cases/${current.caseId}`),
    c: () => current && void navigate(`/cases/${current.caseId}?log=call`),
    a: () => current && actions.a(current),
    x: () => current && actions.x?.(current),
  });
  return {
    highlighted,
    setHighlighted,
    linkRef: (index: number) => (element: HTMLAnchorElement | null) => {
      links.current[index] = element;
    },
  };
}
