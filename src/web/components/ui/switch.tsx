import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

/** A two-state switch (role="switch"); its label comes from aria-labelledby or a wrapping label. */
export function Switch({
  checked,
  size = 'default',
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'role' | 'type'> & { checked: boolean; size?: 'default' | 'sm' }) {
  const isSmall = size === 'sm';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={cn(
        'relative inline-flex shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        isSmall ? 'h-5 w-9' : 'h-6 w-11',
        checked ? 'bg-primary' : 'bg-input',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none block rounded-full bg-background shadow transition-transform',
          isSmall ? 'size-4' : 'size-5',
          checked ? (isSmall ? 'translate-x-4' : 'translate-x-5') : 'translate-x-0',
        )}
      />
    </button>
  );
}
