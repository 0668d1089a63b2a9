import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';

import { Footer } from './footer';
import { Header } from './header';
import { appRoutes, notFoundRoute, routeMeta, routerPaths } from './routes';
import { ScrollToTopButton } from './scroll-to-top';
import { ThemeProvider, useTheme } from './theme';
import { useDocumentMeta } from './use-document-meta';
import { useSessionIdInAddress } from './use-session-id-in-address';
import '../lib/first-party-events';

// sonner's Toaster is its own chunk, mounted once the page is idle: nothing toasts before
// a visitor acts, and first-load JavaScript stays small (docs/decisions/0021-first-load-javascript.md).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function Notifications() {
  const { resolved } = useTheme();
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const ready = () => setIsReady(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(ready, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(ready, 200);
    return () => clearTimeout(timer);
  }, []);
  if (!isReady) return null;
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

function Shell() {
  const { pathname } = useLocation();
  useSessionIdInAddress();
  useDocumentMeta(routeMeta(pathname), pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            {appRoutes.flatMap((route) =>
              routerPaths(route).map((path) => <Route key={path} path={path} element={<route.Page />} />),
            )}
            <Route path="*" element={<notFoundRoute.Page />} />
          </Routes>
        </Suspense>
      </main>
      <Footer />
      <ScrollToTopButton />
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
