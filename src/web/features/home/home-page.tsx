import type { ReactNode } from 'react';

export interface HomePageProps {
  /** The start flow (features/start-flow), composed in by app/pages/home-route.tsx. */
  startFlow: ReactNode;
  /** The newsletter sign-up (features/newsletter). */
  newsletter: ReactNode;
}

export function HomePage({ startFlow, newsletter }: HomePageProps) {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Hurt in an accident? Find out what your case may be worth.
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
          Answer about 15 questions with our intake agent, receive a free case value report, and be matched
          with an attorney who charges nothing unless you win, if your case qualifies.
        </p>
        <div className="mt-10">{startFlow}</div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12">{newsletter}</section>
    </>
  );
}
