import { BarChart3, CheckCircle2, Lightbulb, MessageSquare, Terminal, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { homeCommands, homeDisclaimer, homeHero, homeSteps, homeTips } from '../../content/home';

export interface HomePageProps {
  /** The start flow (features/start-flow), composed in by app/pages/home-route.tsx. */
  startFlow: ReactNode;
  /** The newsletter sign-up (features/newsletter). */
  newsletter: ReactNode;
}

const stepIcons = [MessageSquare, BarChart3, UserCheck] as const;

export function HomePage({ startFlow, newsletter }: HomePageProps) {
  return (
    <>
      <section className="border-b border-border bg-gradient-to-b from-accent to-background">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{homeHero.headline}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{homeHero.lead}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
            {homeHero.reassurances.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-10">{startFlow}</div>
        </div>
      </section>

      <section aria-labelledby="home-how-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="home-how-heading" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {homeSteps.map((step, index) => {
            const Icon = stepIcons[index] ?? MessageSquare;
            return (
              <li key={step.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="text-primary">{index + 1}.</span> {step.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </li>
            );
          })}
        </ol>
        <p className="mt-8 text-center">
          <Link to="/how-it-works" className="font-medium text-primary hover:underline">
            More about how it works
          </Link>
        </p>
      </section>

      <section className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2">
        <div
          aria-labelledby="home-tips-heading"
          role="region"
          className="rounded-xl border border-border bg-card p-6"
        >
          <h2 id="home-tips-heading" className="flex items-center gap-2 text-2xl font-bold">
            <Lightbulb aria-hidden="true" className="size-6 text-hero" />
            Tips for best results
          </h2>
          <ul className="mt-4 space-y-3">
            {homeTips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {tip}
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-labelledby="home-commands-heading"
          role="region"
          className="rounded-xl border border-border bg-card p-6"
        >
          <h2 id="home-commands-heading" className="flex items-center gap-2 text-2xl font-bold">
            <Terminal aria-hidden="true" className="size-6 text-primary" />
            Common commands
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">Type any of these in the chat at any time.</p>
          <dl className="mt-4 space-y-3">
            {homeCommands.map((item) => (
              <div key={item.command} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
                <dt>
                  <code className="rounded bg-muted px-2 py-0.5 font-mono text-sm">{item.command}</code>
                </dt>
                <dd className="text-sm text-muted-foreground">{item.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-label="Newsletter" className="mx-auto max-w-6xl px-4 py-12">
        {newsletter}
      </section>

      <aside aria-label="Disclaimer" className="mx-auto max-w-4xl px-4 pb-4">
        <p className="text-center text-xs text-muted-foreground">{homeDisclaimer}</p>
      </aside>
    </>
  );
}
