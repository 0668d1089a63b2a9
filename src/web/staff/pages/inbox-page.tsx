import { useEffect } from 'react';

import { Button } from '../../components/ui/button';
import { listContactMessages, listSubscribers } from '../staff-api';
import { formatDateTime, Section, Status } from '../staff-ui';
import { useStaffData } from '../use-staff-data';

import { ContactMessageCard } from './contact-message-card';

/** Contact-form messages, each with its case and its replies (issue 14), and newsletter subscribers. */
export function InboxPage() {
  const messages = useStaffData('contact-messages', () => listContactMessages());
  const subscribers = useStaffData('subscribers', () => listSubscribers());
  useEffect(() => {
    document.title = 'Inbox · Staff console';
  }, []);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Inbox</h1>
      <Section title="Contact messages">
        <Status error={messages.error} isLoading={messages.isLoading && !messages.data} />
        <div className="space-y-3">
          {messages.data?.messages.map((message) => (
            <ContactMessageCard key={message.id} message={message} showCase onChanged={messages.reload} />
          ))}
          {messages.data?.messages.length === 0 && (
            <p className="text-sm text-muted-foreground">No messages.</p>
          )}
        </div>
      </Section>
      <Section
        title="Newsletter subscribers"
        actions={
          <Button asChild size="sm" variant="outline">
            <a href="/api/staff/inbox/subscribers.csv" download>
              Export CSV
            </a>
          </Button>
        }
      >
        <Status error={subscribers.error} isLoading={subscribers.isLoading && !subscribers.data} />
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Newsletter subscribers</caption>
            <thead>
              <tr className="border-b border-border">
                {['Email', 'Status', 'Subscribed', 'Consent'].map((heading) => (
                  <th key={heading} scope="col" className="px-2 py-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subscribers.data?.subscribers.map((subscriber) => (
                <tr key={subscriber.id} className="border-b border-border align-top">
                  <td className="px-2 py-2">{subscriber.email}</td>
                  <td className="px-2 py-2">
                    {subscriber.status}
                    {subscriber.unsubscribedAt ? ` (${formatDateTime(subscriber.unsubscribedAt)})` : ''}
                  </td>
                  <td className="px-2 py-2">{formatDateTime(subscriber.createdAt)}</td>
                  <td className="px-2 py-2">
                    <span className="font-medium">{subscriber.consentVersion}</span>: {subscriber.consentText}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}
