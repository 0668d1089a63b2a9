import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { Button } from '../components/ui/button';

import { paths } from './paths';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // SPEC §2: unknown routes are logged. The server logs them too, with their 404.
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
