import { describe, expect, it } from 'vitest';

import { visitorTimeZoneOf, zoneForState } from './state-time-zone';

describe('the visitor’s time zone from their state', () => {
  it('takes the zone most of the state lives in, and says when it is only the default', () => {
    expect(visitorTimeZoneOf('NY')).toEqual({ zone: 'America/New_York', isFromState: true });
    expect(visitorTimeZoneOf('AZ')).toEqual({ zone: 'America/Phoenix', isFromState: true });
    expect(visitorTimeZoneOf(null)).toEqual({ zone: zoneForState(null), isFromState: false });
    expect(visitorTimeZoneOf('ZZ')).toEqual({ zone: 'America/Chicago', isFromState: false });
  });
});
