import { afterEach, describe, expect, it, vi } from 'vitest';

import { sendFirstPartyEvent } from './first-party-events';

describe('first-party funnel beacon', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the kind and the bare path only: no query string, no ids', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    expect(sendFirstPartyEvent('visit', '/chat?id=ABC123&chat=XYZ#top')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('/api/events', JSON.stringify({ kind: 'visit', page: '/chat' }));
    sendFirstPartyEvent('start_flow_open', '/weird path/<x>');
    expect(sendBeacon).toHaveBeenLastCalledWith(
      '/api/events',
      JSON.stringify({ kind: 'start_flow_open', page: '/' }),
    );
  });

  it('sends nothing where sendBeacon does not exist', () => {
    vi.stubGlobal('navigator', {});
    expect(sendFirstPartyEvent('visit', '/')).toBe(false);
  });
});
