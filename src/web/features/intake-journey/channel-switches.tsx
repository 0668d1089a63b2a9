import { useId } from 'react';

import { Switch } from '../../components/ui/switch';

/**
 * SPEC §2: call and text switches, disabled until those channels exist ('Coming Soon'). One
 * compact row of the chat's header, so the conversation keeps the screen (issue 28).
 */
export function ChannelSwitches() {
  const id = useId();
  return (
    <div className="flex items-center gap-x-2 text-xs">
      <ul className="flex items-center gap-x-2.5" aria-label="Other ways to talk">
        {(['Call', 'Text'] as const).map((channel) => (
          <li key={channel} className="flex items-center gap-1.5">
            <Switch
              size="sm"
              checked={false}
              disabled
              aria-labelledby={`${id}-${channel}`}
              aria-describedby={`${id}-soon`}
            />
            <span id={`${id}-${channel}`}>{channel}</span>
          </li>
        ))}
      </ul>
      <span
        id={`${id}-soon`}
        className="rounded-full bg-secondary px-2 py-0.5 text-[0.6875rem] whitespace-nowrap text-secondary-foreground"
      >
        Coming Soon
      </span>
    </div>
  );
}
