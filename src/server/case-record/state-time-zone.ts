import { z } from 'zod';

import zonesFile from './us-state-time-zones.json' with { type: 'json' };

/**
 * The time zone most of a state's people live in (us-state-time-zones.json): the intake reads
 * the visitor's calendar day with it, and the case page says what time it is for the visitor.
 */
const zones = z.object({ defaultZone: z.string(), zones: z.record(z.string(), z.string()) }).parse(zonesFile);

/** The time zone the visitor is taken to be in when nothing better is known. */
export function zoneForState(state: string | null | undefined): string {
  return (state && zones.zones[state]) || zones.defaultZone;
}

/** The zone and whether it comes from the visitor's state (false: the file's default). */
export function visitorTimeZoneOf(state: string | null | undefined): { zone: string; isFromState: boolean } {
  const isFromState = Boolean(state && zones.zones[state]);
  return { zone: zoneForState(state), isFromState };
}
