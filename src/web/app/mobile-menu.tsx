import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';

import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';

import { headerLinks, mobileMenuMoreLinks, paths } from './paths';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-foreground/80',
  );

/**
 * The small-screen slide-in menu: the header's links, then the pages a phone cannot reach
 * from the header (issue 28: Resources, About, Contact). A Radix dialog (focus trapped inside, Escape closes,
 * focus goes back to the menu button). Its own chunk, loaded on first use, so pages do
 * not pay for Radix on first load (docs/decisions/0021-first-load-javascript.md).
 */
export default function MobileMenu({
  isOpen,
  onOpenChange,
  returnFocusTo,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 border-l border-border bg-background p-6 shadow-xl data-[state=open]:animate-slide-in"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The opener is a plain button, not a Dialog.Trigger, so give focus back by hand.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {headerLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === paths.home}
                className={navLinkClass}
                onClick={close}
              >
                {link.label}
              </NavLink>
            ))}
            <hr className="my-2 border-border" />
            {mobileMenuMoreLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass} onClick={close}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <Button asChild variant="hero" className="mt-4">
            <Link to={paths.intake} onClick={close}>
              Start Free Analysis
            </Link>
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
