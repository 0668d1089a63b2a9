import { Accessibility, Heart, Star, Target } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { aboutMission, aboutStats, aboutStory, aboutTechnology, coreValues } from '../../content/about';

import { Card, PageHeader, Section } from './page-parts';

const valueIcons = { Accessibility, Accuracy: Target, Excellence: Star, Empathy: Heart } as const;

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="About Us" title="Our mission" lead={aboutMission} />
      <Section title="Why we exist">
        <div className="max-w-3xl space-y-4 text-lg leading-8">
          {aboutStory.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title="Case Intake in numbers">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {aboutStats.map((stat) => (
            <Card key={stat.label} className="text-center">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold text-primary">{stat.value}</dd>
            </Card>
          ))}
        </dl>
      </Section>
      <Section title="Our core values">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coreValues.map((value) => {
            const Icon = valueIcons[value.title as keyof typeof valueIcons];
            return (
              <li key={value.title}>
                <Card className="h-full">
                  <Icon aria-hidden="true" className="size-7 text-primary" />
                  <h3 className="mt-3 text-lg font-semibold">{value.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{value.text}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title="Our technology">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 leading-7">
          {aboutTechnology.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
          Case Intake is a referral service, not a law firm, and does not give legal advice. Participating
          attorneys pay to take part in our referral network.
        </p>
      </Section>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <Card className="text-center">
          <h2 className="text-2xl font-bold">Talk to us, or get started</h2>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="hero" size="lg">
              <Link to="/intake">Start Free Analysis</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/how-it-works">How It Works</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        </Card>
      </section>
    </>
  );
}
