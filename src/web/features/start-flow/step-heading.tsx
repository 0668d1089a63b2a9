import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading. When the visitor moves between steps, focus goes to the new
 * heading so keyboard and screen-reader users land at the start of the step; the step
 * shown on arrival (/intake) does not steal focus.
 */
export function StepHeading({
  id,
  focusOnMount,
  children,
}: {
  id?: string;
  focusOnMount: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
      {children}
    </h2>
  );
}
