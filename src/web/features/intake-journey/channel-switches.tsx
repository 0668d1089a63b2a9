import { useId } from 'react';

import { Switch } from '../../components/ui/switch';

/** SPEC §2: call and text switches, disabled until those channels exist. */
export function ChannelSwitches() {
  const id = useId();
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Other ways to talk">
      {(['Call', 'Text'] as const).map((channel) => (
        <li key={channel} className="flex items-center gap-2 text-sm">
          <Switch
            checked={false}
            disabled
            aria-labelledby={`${id}-${channel}`}
            aria-describedby={`${id}-${channel}-soon`}
          />
          <span id={`${id}-${channel}`}>{channel}</span>
          <span
            id={`${id}-${channel}-soon`}
            className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground"
          >
            Coming Soon
          </span>
        </li>
      ))}
    </ul>
  );
}
