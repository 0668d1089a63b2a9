import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router';

import { Footer } from './footer';
import { Header } from './header';
import { appRoutes, notFoundRoute, routeMeta, routerPaths } from './routes';
import { ScrollToTopButton } from './scroll-to-top';
import { ThemeProvider, useTheme } from './theme';
import { useDocumentMeta } from './use-document-meta';
import { useSessionIdInAddress } from './use-session-id-in-address';
import '../lib/first-party-events';
import { useIsHydrated } from '../lib/use-is-hydrated';
import { shortViewportHidden, useViewportHeightVariable } from '../lib/viewport';

// sonner's Toaster is its own chunk, fetched after hydration instead of before the first
// paint (docs/decisions/0021-first-load-javascript.md).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function Notifications() {
  const { resolved } = useTheme();
  // Mounted as soon as the page is interactive, not later: sonner's Toaster shows only the
  // toasts raised after it mounts, and a feature may toast right after hydration.
  const isHydrated = useIsHydrated();
  if (!isHydrated) return null;
  // SPEC §9: bottom-right, at most 3 visible, region 'Notifications', Alt+T.
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        theme={resolved}
        containerAriaLabel="Notifications"
        hotkey={['altKey', 'KeyT']}
        closeButton
      />
    </Suspense>
  );
}

function PageFallback() {
  return <div className="mx-auto min-h-[50vh] max-w-6xl px-4 py-16" aria-busy="true" />;
}

/** The chat pages take the whole screen: the conversation between the header and the composer. */
const conversationPaths = new Set(['/chat', '/chatplus']);

function Shell() {
  const { pathname, hash } = useLocation();
  useSessionIdInAddress();
  useDocumentMeta(routeMeta(pathname), pathname);
  const isConversation = conversationPaths.has(pathname);
  useViewportHeightVariable(isConversation);
  // Moving to another page opens it at its top (the previous page's scroll is not kept),
  // unless it names a place. The first page keeps what the browser restores.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <div
      className={
        isConversation
          ? 'flex h-[var(--app-height,100dvh)] flex-col overflow-hidden'
          : 'flex min-h-screen flex-col'
      }
    >
      <div className={isConversation ? shortViewportHidden : undefined}>
        <Header />
      </div>
      <main id="main" className={isConversation ? 'flex min-h-0 flex-1 flex-col' : 'flex-1'} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            {appRoutes.flatMap((route) =>
              routerPaths(route).map((path) => <Route key={path} path={path} element={<route.Page />} />),
            )}
            <Route path="*" element={<notFoundRoute.Page />} />
          </Routes>
        </Suspense>
      </main>
      {!isConversation && <Footer />}
      {!isConversation && <ScrollToTopButton />}
      <Notifications />
    </div>
  );
}

export function App() {
  return (
    <ThemeProvider>
      <Shell />
    </ThemeProvider>
  );
}
