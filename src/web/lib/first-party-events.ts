/**
 * First-party funnel beacon (issue 7; compliance §5.5: no third-party analytics). Imported
 * for its effect by the chrome (app/app.tsx): one 'visit' per page load, and one
 * 'start_flow_open' when the visitor first presses the start-flow button. It sends a kind
 * and the path only (no query string, no ids, no cookies), with navigator.sendBeacon so it
 * never delays the page; without sendBeacon (old browsers, tests) nothing is sent.
 */
export type FirstPartyEventKind = 'visit' | 'start_flow_open';

/** The SPEC's label of the start-flow button (SPEC §2), pinned by the start-flow tests. */
export const startFlowButtonLabel = 'Start Free Analysis';

export function sendFirstPartyEvent(kind: FirstPartyEventKind, page: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const path = page.split(/[?#]/)[0] || '/';
  const safePath = /^\/[A-Za-z0-9/_-]*$/.test(path) ? path.slice(0, 200) : '/';
  try {
    return navigator.sendBeacon('/api/events', JSON.stringify({ kind, page: safePath }));
  } catch {
    return false;
  }
}

function startWatching(): void {
  sendFirstPartyEvent('visit', window.location.pathname);
  let hasOpenedStartFlow = false;
  document.addEventListener(
    'click',
    (event) => {
      if (hasOpenedStartFlow || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (button?.textContent?.trim() !== startFlowButtonLabel) return;
      hasOpenedStartFlow = true;
      sendFirstPartyEvent('start_flow_open', window.location.pathname);
    },
    { capture: true },
  );
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') startWatching();
