import {
  AlertTriangle,
  ArrowRight,
  Bot,
  Clock,
  HelpCircle,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Route,
} from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { contactCards, contactMessages, contactQuickActions } from '../../content/contact';

import { ContactForm } from './contact-form';
import { Card, PageHeader } from './page-parts';

const cardIcons = { email: Mail, phone: Phone, address: MapPin, ai: Bot } as const;
const quickActionIcons = [MessageSquare, HelpCircle, Route] as const;

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact Us"
        title="We're here to help"
        lead="Questions about the service, your report or your data? Send us a message and we'll get back to you within 24 hours."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div
          role="note"
          className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <p>
            <strong>{contactMessages.emergencyTitle}</strong> {contactMessages.emergencyText}
          </p>
        </div>

        <h2 className="sr-only">Quick actions</h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {contactQuickActions.map((action, index) => {
            const Icon = quickActionIcons[index] ?? MessageSquare;
            return (
              <li key={action.to}>
                <Link
                  to={action.to}
                  className="flex h-full items-start gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                  <span>
                    <span className="block font-semibold">{action.title}</span>
                    <span className="block text-sm text-muted-foreground">{action.text}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>

        <div className="mt-12 grid gap-10 lg:grid-cols-5">
          <section aria-labelledby="message-heading" className="lg:col-span-3">
            <Card>
              <h2 id="message-heading" className="text-2xl font-bold">
                Send us a message
              </h2>
              <p className="mt-1 mb-6 text-muted-foreground">We'll get back to you within 24 hours.</p>
              <ContactForm />
            </Card>
          </section>
          <aside aria-labelledby="reach-heading" className="space-y-4 lg:col-span-2">
            <h2 id="reach-heading" className="text-2xl font-bold">
              Other ways to reach us
            </h2>
            <ul className="space-y-4">
              {contactCards.map((card) => {
                const Icon = cardIcons[card.key];
                return (
                  <li key={card.key}>
                    <Card className="flex gap-4 p-5">
                      <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                      <div>
                        <h3 className="font-semibold">{card.title}</h3>
                        {card.href ? (
                          card.href.startsWith('/') ? (
                            <Link to={card.href} className="text-primary hover:underline">
                              {card.value}
                            </Link>
                          ) : (
                            <a href={card.href} className="text-primary hover:underline">
                              {card.value}
                            </a>
                          )
                        ) : (
                          <p>{card.value}</p>
                        )}
                        <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted-foreground">
                          <Clock aria-hidden="true" className="size-3.5" />
                          {card.note}
                        </p>
                      </div>
                    </Card>
                  </li>
                );
              })}
            </ul>
            <Card className="bg-accent">
              <h3 className="text-lg font-semibold">Prefer to Chat?</h3>
              <p className="mt-1 text-sm">
                Our AI intake is open 24/7. Tell it what happened and get a free case value report.
              </p>
              <Button asChild variant="hero" className="mt-4">
                <Link to="/intake">
                  Start Free Analysis <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </Card>
          </aside>
        </div>
      </div>
    </>
  );
}
