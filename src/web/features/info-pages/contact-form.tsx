import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';

import { CONTACT_LIMITS, CONTACT_PATH, type ContactMessageInput } from '../../../contracts/contact';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { contactMessages } from '../../content/contact';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; reason: string };

const emptyForm: Required<ContactMessageInput> = { name: '', email: '', phone: '', subject: '', message: '' };

/** Sends the message to the server, which stores it for the staff inbox (beyond SPEC §4, which only simulated it). */
async function sendContactMessage(
  values: ContactMessageInput,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    const response = await fetch(CONTACT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    // 4xx messages describe what to fix; a 5xx message is generic by design.
    return { ok: false, reason: body?.error?.message ?? contactMessages.failureBody };
  } catch {
    return { ok: false, reason: contactMessages.failureBody };
  }
}

/**
 * SPEC §2/§5 /contact form: name, email, subject and message required (the browser's own
 * checks), phone optional, email and tel input types, a 5-row message box.
 */
export function ContactForm() {
  const [values, setValues] = useState(emptyForm);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();
  const isSending = status.kind === 'sending';

  const update = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (status.kind === 'sent') setStatus({ kind: 'idle' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setStatus({ kind: 'sending' });
    const result = await sendContactMessage(values);
    if (result.ok) {
      setValues(emptyForm);
      setStatus({ kind: 'sent' });
      toast.success(contactMessages.successTitle, { description: contactMessages.successBody });
    } else {
      // The form keeps what the visitor wrote so nothing is lost.
      setStatus({ kind: 'failed', reason: result.reason });
    }
  };

  const field = (name: keyof typeof emptyForm) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: update(name),
    maxLength: CONTACT_LIMITS[name],
    disabled: isSending,
  });

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Send us a message">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Name <span aria-hidden="true">*</span>
          </label>
          <Input {...field('name')} required autoComplete="name" className="mt-1.5" />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            Email <span aria-hidden="true">*</span>
          </label>
          <Input {...field('email')} type="email" required autoComplete="email" className="mt-1.5" />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="text-sm font-medium">
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Input {...field('phone')} type="tel" autoComplete="tel" className="mt-1.5" />
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="text-sm font-medium">
            Subject <span aria-hidden="true">*</span>
          </label>
          <Input {...field('subject')} required className="mt-1.5" />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          Message <span aria-hidden="true">*</span>
        </label>
        <Textarea {...field('message')} required rows={5} className="mt-1.5" />
      </div>
      <p className="text-xs text-muted-foreground">
        * Required. Please do not include medical records here; you can share those in the intake chat.
      </p>
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? contactMessages.sending : 'Send Message'}
      </Button>
      <div aria-live="polite">
        {status.kind === 'sent' ? (
          <div className="flex gap-3 rounded-lg border border-success/40 bg-success/10 p-4" role="status">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <div>
              <p className="font-semibold">{contactMessages.successTitle}</p>
              <p className="text-sm">{contactMessages.successBody}</p>
            </div>
          </div>
        ) : null}
        {status.kind === 'failed' ? (
          <div
            className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4"
            role="alert"
          >
            <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <div>
              <p className="font-semibold">{contactMessages.failureTitle}</p>
              <p className="text-sm">{status.reason}</p>
            </div>
          </div>
        ) : null}
      </div>
    </form>
  );
}
