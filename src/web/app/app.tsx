import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';

import { Footer } from './footer';
import { Header } from './header';
import { appRoutes, findRoute, notFoundRoute } from './routes';
import { ScrollToTopButton } from './scroll-to-top';
import { ThemeProvider, useTheme } from './theme';
import { useDocumentMeta } from './use-document-meta';
import { useSessionIdInAddress } from './use-session-id-in-address';

function Notifications() {
  const { resolved } = useTheme();
  // SPEC §9: bottom-right, at most 3 visible, region 'Notifications', Alt+T.
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      theme={resolved}
      containerAriaLabel="Notifications"
      hotkey={['altKey', 'KeyT']}
      closeButton
    />
  );
}

function PageFallback() {
  return <div className="mx-auto min-h-[50vh] max-w-6xl px-4 py-16" aria-busy="true" />;
}

function Shell() {
  const { pathname } = useLocation();
  useSessionIdInAddress();
  useDocumentMeta(findRoute(pathname).meta, pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            {appRoutes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
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
