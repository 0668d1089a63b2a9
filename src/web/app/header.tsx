import * as Dialog from '@radix-ui/react-dialog';
import { Menu, Scale, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';

import { Button } from '../components/ui/button';
import { site } from '../content/site';
import { cn } from '../lib/cn';

import { headerLinks, paths } from './paths';
import { ThemeToggle } from './theme';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-foreground/80',
  );

/**
 * Header navigation; below the md breakpoint the links move into a slide-in panel
 * (a Radix dialog: focus is trapped inside, Escape closes it, focus returns to the button).
 */
export function Header() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-foreground">
          <Scale aria-hidden="true" className="size-6 text-primary" />
          {site.productName}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === paths.home} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Button asChild variant="hero" size="sm" className="hidden sm:inline-flex">
            <Link to={paths.intake}>Start Free Analysis</Link>
          </Button>
          <Dialog.Root open={isMenuOpen} onOpenChange={setIsMenuOpen}>
            <Dialog.Trigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
              <Dialog.Content
                className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 border-l border-border bg-background p-6 shadow-xl data-[state=open]:animate-slide-in"
                aria-describedby={undefined}
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
                      onClick={() => setIsMenuOpen(false)}
                    >
                      {link.label}
                    </NavLink>
                  ))}
                </nav>
                <Button asChild variant="hero" className="mt-4">
                  <Link to={paths.intake} onClick={() => setIsMenuOpen(false)}>
                    Start Free Analysis
                  </Link>
                </Button>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
