import { Monitor, Moon, Sun } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';

import { Button } from '../components/ui/button';

export type ThemeChoice = 'light' | 'dark' | 'system';
const storageKey = 'theme';
const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

function prefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, choice);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

interface ThemeState {
  choice: ThemeChoice;
  resolved: 'light' | 'dark';
}

const ThemeContext = createContext<ThemeState>({ choice: 'system', resolved: 'light' });

/**
 * Light, dark or the system's setting. public/theme-init.js applies the stored choice
 * before first paint (an external file: CSP allows no inline script); this keeps it
 * in step afterwards. The server snapshot is 'system' so hydration always matches.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);
  const isDark = useSyncExternalStore(subscribe, prefersDark, () => false);
  const resolved = choice === 'system' ? (isDark ? 'dark' : 'light') : choice;
  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);
  return <ThemeContext value={{ choice, resolved }}>{children}</ThemeContext>;
}

export const useTheme = () => useContext(ThemeContext);

const order: ThemeChoice[] = ['light', 'dark', 'system'];
const labels: Record<ThemeChoice, string> = {
  light: 'Light theme',
  dark: 'Dark theme',
  system: 'System theme',
};

export function ThemeToggle() {
  const { choice } = useTheme();
  const next = order[(order.indexOf(choice) + 1) % order.length] ?? 'system';
  const Icon = choice === 'light' ? Sun : choice === 'dark' ? Moon : Monitor;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setThemeChoice(next)}
      aria-label={`${labels[choice]} (switch to ${labels[next].toLowerCase()})`}
      title={labels[choice]}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
