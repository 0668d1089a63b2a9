import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { practiceAreas } from '../../content/practice-areas';
import { howItWorksBenefits } from '../../content/how-it-works';
import { homeSteps } from '../../content/home';

import { Card, PageHeader, Section } from './page-parts';
import { practiceAreaIcons } from './practice-area-icons';

export default function PracticeAreasPage() {
  return (
    <>
      <PageHeader
        eyebrow="Practice Areas"
        title="Injuries we evaluate"
        lead="We evaluate five kinds of personal injury cases. Pick yours to see what to do next and what our free intake will ask."
      >
        <Button asChild variant="hero" size="lg" className="mt-8">
          <Link to="/intake">Start Free Analysis</Link>
        </Button>
      </PageHeader>
      <Section title="Our practice areas">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {practiceAreas.map((area) => {
            const Icon = practiceAreaIcons[area.slug];
            return (
              <Card key={area.slug} className="flex flex-col">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <h3 className="mt-4 text-xl font-semibold">{area.title}</h3>
                <p className="mt-2 text-muted-foreground">{area.description}</p>
                <ul className="mt-4 space-y-2 text-sm">
                  {area.details.map((detail) => (
                    <li key={detail} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {detail}
                    </li>
                  ))}
                </ul>
                <Button asChild variant="outline" className="mt-6 self-start">
                  <Link to={area.href} aria-label={`Learn More about ${area.title}`}>
                    Learn More <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </Card>
            );
          })}
        </div>
      </Section>
      <Section title="Why start with Case Intake" className="grid gap-8">
        <div className="grid gap-8 lg:grid-cols-2">
          <ul className="grid gap-4 sm:grid-cols-2">
            {howItWorksBenefits.map((benefit) => (
              <li key={benefit.title}>
                <Card className="h-full">
                  <h3 className="font-semibold">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{benefit.text}</p>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="bg-accent">
            <h3 className="text-xl font-semibold">How It Works</h3>
            <ol className="mt-4 space-y-4">
              {homeSteps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold">{step.title}</p>
                    <p className="text-sm text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <Button asChild variant="link" className="mt-2 px-0">
              <Link to="/how-it-works">See the full process</Link>
            </Button>
          </Card>
        </div>
      </Section>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <Card className="text-center">
          <h2 className="text-2xl font-bold">Not sure which area fits?</h2>
          <p className="mt-2 text-muted-foreground">
            Describe what happened in your own words; the intake works it out with you.
          </p>
          <Button asChild variant="hero" size="lg" className="mt-6">
            <Link to="/intake">Start Free Analysis</Link>
          </Button>
        </Card>
      </section>
    </>
  );
}
