import { Menu, Scale } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
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

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/**
 * Header navigation; below the md breakpoint the links move into a slide-in panel
 * (mobile-menu.tsx, a Radix dialog loaded on first open).
 */
export function Header() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // Mounted from the first open on, so closing can animate and focus can return.
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
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
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setHasOpenedMenu(true);
              setIsMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </Button>
          {hasOpenedMenu ? (
            <Suspense fallback={null}>
              <MobileMenu isOpen={isMenuOpen} onOpenChange={setIsMenuOpen} returnFocusTo={menuButton} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
