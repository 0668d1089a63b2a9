import { useEffect, useState } from 'react';

import { contactMessageStatuses } from '../../../contracts/staff-console';
import { Button } from '../../components/ui/button';
import { errorMessage, staffApi } from '../staff-api';
import { formatDateTime, Section, Select, Status } from '../staff-ui';
import { useStaffData } from '../use-staff-data';

interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}
interface Subscriber {
  id: string;
  email: string;
  consentVersion: string;
  consentText: string;
  status: string;
  unsubscribedAt: string | null;
  createdAt: string;
}

export function InboxPage() {
  const messages = useStaffData<{ messages: ContactMessage[] }>('/inbox/contact-messages');
  const subscribers = useStaffData<{ subscribers: Subscriber[] }>('/inbox/subscribers');
  const [actionError, setActionError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Inbox · Staff console';
  }, []);

  const setStatus = async (id: string, status: string) => {
    try {
      await staffApi('PATCH', `/inbox/contact-messages/${id}`, { status });
      setActionError(null);
      messages.reload();
    } catch (caught) {
      setActionError(errorMessage(caught));
    }
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Inbox</h1>
      <Section title="Contact messages">
        <Status error={messages.error ?? actionError} isLoading={messages.isLoading && !messages.data} />
        <ul className="space-y-3">
          {messages.data?.messages.map((message) => (
            <li key={message.id} className="rounded border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{message.subject}</p>
                <label className="flex items-center gap-2">
                  <span>Status</span>
                  <Select
                    value={message.status}
                    onChange={(event) => void setStatus(message.id, event.target.value)}
                  >
                    {contactMessageStatuses.map((status) => (
                      <option key={status} value={status}>
                        {status}
                      </option>
                    ))}
                  </Select>
                </label>
              </div>
              <p className="text-muted-foreground">
                {message.name} · {message.email}
                {message.phone ? ` · ${message.phone}` : ''} · {formatDateTime(message.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{message.message}</p>
            </li>
          ))}
          {messages.data?.messages.length === 0 && (
            <li className="text-sm text-muted-foreground">No messages.</li>
          )}
        </ul>
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
