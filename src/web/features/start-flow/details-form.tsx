import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { tidyPersonName } from '../../../contracts/person-name';

import { Button } from '../../components/ui/button';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useIsHydrated } from '../../lib/use-is-hydrated';

import { StepHeading } from './step-heading';
import {
  formatPhoneNumber,
  PHONE_FIELD_MAX_LENGTH,
  type StartFormErrors,
  type StartFormValues,
  validateStartForm,
} from './start-form-validation';

export interface DetailsFormProps {
  values: StartFormValues;
  honeypot: string;
  onChange: (values: StartFormValues) => void;
  onHoneypotChange: (value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** Step 1 of the start flow: who the visitor is and what happened (SPEC §3, §5). */
export function DetailsForm(props: DetailsFormProps) {
  const { values, onChange } = props;
  const [errors, setErrors] = useState<StartFormErrors>({});
  const fullNameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const isHydrated = useIsHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // The form is what the visitor asked for: brought into view and its first field focused,
  // whether they pressed "Start Free Analysis" or arrived at /intake (issue 28). After the
  // page's own scroll to the top, hence the next frame; once the fields are enabled.
  useEffect(() => {
    if (!isHydrated) return;
    const frame = requestAnimationFrame(() => {
      const form = formRef.current;
      // A visitor who already tapped a field of the form keeps it: focus is never taken back.
      if (form?.contains(document.activeElement)) return;
      form?.scrollIntoView?.({ block: 'start' });
      fullNameRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [isHydrated]);
  const ids = {
    fullName: `${id}-full-name`,
    phone: `${id}-phone`,
    description: `${id}-description`,
    fullNameError: `${id}-full-name-error`,
    phoneError: `${id}-phone-error`,
  };

  const update = (field: keyof StartFormValues, value: string) => {
    onChange({ ...values, [field]: value });
    // SPEC §5: an error clears as soon as its field is edited.
    if (field in errors) setErrors(({ [field as keyof StartFormErrors]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStartForm(values);
    setErrors(found);
    if (found.fullName) fullNameRef.current?.focus();
    else if (found.phoneNumber) phoneRef.current?.focus();
    else props.onSubmit();
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="scroll-mt-24 space-y-5"
      aria-labelledby={`${id}-heading`}
    >
      <StepHeading id={`${id}-heading`} focusOnMount={false}>
        Tell us about your accident
      </StepHeading>
      {/* Until hydration (/intake arrives prerendered) the fields wait: typing would be lost, a submit would be native. */}
      <fieldset disabled={!isHydrated} className="space-y-5">
        <div>
          <label htmlFor={ids.fullName} className="block text-sm font-medium">
            Full name
          </label>
          <Input
            ref={fullNameRef}
            id={ids.fullName}
            name="fullName"
            autoComplete="name"
            required
            value={values.fullName}
            onChange={(event) => update('fullName', event.target.value)}
            onBlur={() => {
              const tidy = tidyPersonName(values.fullName);
              if (tidy !== values.fullName) onChange({ ...values, fullName: tidy });
            }}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errors.fullName ? ids.fullNameError : undefined}
            className="mt-1"
          />
          <FieldError id={ids.fullNameError} message={errors.fullName} />
        </div>
        <div>
          <label htmlFor={ids.phone} className="block text-sm font-medium">
            Phone number
          </label>
          <Input
            ref={phoneRef}
            id={ids.phone}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(123) 456-7890"
            maxLength={PHONE_FIELD_MAX_LENGTH}
            required
            value={values.phoneNumber}
            onChange={(event) => update('phoneNumber', formatPhoneNumber(event.target.value))}
            aria-invalid={errors.phoneNumber ? true : undefined}
            aria-describedby={errors.phoneNumber ? ids.phoneError : undefined}
            className="mt-1"
          />
          <FieldError id={ids.phoneError} message={errors.phoneNumber} />
        </div>
        <div>
          <label htmlFor={ids.description} className="block text-sm font-medium">
            What happened? <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id={ids.description}
            name="description"
            rows={4}
            maxLength={5000}
            value={values.description}
            onChange={(event) => update('description', event.target.value)}
            className="mt-1"
          />
        </div>
        <HoneypotField value={props.honeypot} onChange={props.onHoneypotChange} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={props.onBack}>
            Go Back
          </Button>
          <Button type="submit" variant="hero">
            Continue
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
