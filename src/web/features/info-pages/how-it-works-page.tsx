import { CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import {
  aiAdvantages,
  analysisFactors,
  howItWorksBenefits,
  howItWorksSteps,
} from '../../content/how-it-works';

import { Card, PageHeader, Section } from './page-parts';

export default function HowItWorksPage() {
  return (
    <>
      <PageHeader
        eyebrow="How It Works"
        title="From your story to a case value report in four steps"
        lead="Free, private and without sign-up. You stay in control at every step."
      />
      <Section title="The four steps">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {howItWorksSteps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary">
                  <Clock aria-hidden="true" className="size-4" />
                  {step.duration}
                </p>
                <p className="mt-3 text-sm text-muted-foreground">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Timeline" lead="Where you are in the process after each step.">
        <ol className="space-y-5">
          {howItWorksSteps.map((step) => (
            <li key={step.title}>
              <div className="flex justify-between text-sm">
                <span className="font-medium">{step.title}</span>
                <span className="text-muted-foreground">
                  {step.duration} · {step.progress}%
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`${step.title} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={step.progress}
                className="mt-2 h-3 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${step.progress}%` }} />
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Benefits">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {howItWorksBenefits.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CheckCircle2 aria-hidden="true" className="size-6 text-success" />
                <h3 className="mt-3 font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{benefit.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="The advantages of an AI intake">
        <ul className="grid gap-4 sm:grid-cols-2">
          {aiAdvantages.map((advantage) => (
            <li key={advantage.title} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{advantage.title}</h3>
                <p className="text-sm text-muted-foreground">{advantage.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="What the analysis considers"
        lead="The estimate is always a range with its reasons, never a promise."
      >
        <div className="grid gap-6 md:grid-cols-3">
          {analysisFactors.map((factor) => (
            <Card key={factor.title}>
              <h3 className="text-lg font-semibold">{factor.title}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {factor.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </Section>

      <section className="mx-auto max-w-6xl px-4 py-8">
        <Card className="text-center">
          <h2 className="text-2xl font-bold">Ready to begin?</h2>
          <p className="mt-2 text-muted-foreground">It takes about 15-20 minutes and costs nothing.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="hero" size="lg">
              <Link to="/intake">Start Free Analysis</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/faq">Read the FAQ</Link>
            </Button>
          </div>
        </Card>
      </section>
    </>
  );
}
