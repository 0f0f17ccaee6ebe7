// The contact form: required fields checked after trimming, a hidden honeypot, and idle / sending / success / error states.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TRPCClientError } from '@trpc/client';
import {
  CONTACT_FAILED_MESSAGE,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_REQUIRED_MESSAGE,
  EMPTY_CONTACT_FORM,
  contactFieldErrors,
  honeypotHeader,
  isRequiredContactField,
  missingContactFields,
  toContactSubmission,
  type ContactField,
  type ContactFormValues,
} from '../../../shared/rules/contact-form';
import { trpc } from '../../lib/trpc';
import '../../components/ui/button.css';
import './contact-form.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; name: string } | { kind: 'error'; message: string };
type FieldErrors = Partial<Record<ContactField, string>>;

const MISSING_FIELD_TEXT: Record<ContactField, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your e-mail address.',
  phone: '',
  subject: '',
  message: 'Please write a message.',
};

/** The server's own message when it answered; a dropped connection or an unreadable answer gets the friendly fallback. */
function failureOf(error: unknown): { message: string; status: number | string; fields: FieldErrors } {
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number; fields?: unknown } | null | undefined;
    if (data?.httpStatus) {
      return { message: error.message.trim() || CONTACT_FAILED_MESSAGE, status: data.httpStatus, fields: contactFieldErrors(data.fields) };
    }
  }
  return { message: CONTACT_FAILED_MESSAGE, status: 'no response', fields: {} };
}

interface FieldProps {
  field: ContactField;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (props: {
    id: string;
    name: ContactField;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    required: boolean;
  }) => ReactNode;
}

function Field({ field, label, error, hint, children }: FieldProps) {
  const id = `contact-${field}`;
  const required = isRequiredContactField(field);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="field__optional"> (optional)</span>
        )}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({ id, name: field, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fields = useRef(new Map<ContactField, HTMLInputElement | HTMLTextAreaElement>());
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // The page path and a filled honeypot travel as headers (src/lib/trpc-client.ts), not in the message itself.
  const submit = trpc.contact.submit.useMutation({ trpc: { context: { honeypot: honeypotHeader(honeypot) } } });
  const sending = status.kind === 'sending';
  /** Where focus goes once the next state has rendered: the first invalid field, or the message. */
  const pendingFocus = useRef<ContactField | 'alert' | 'status' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'alert') alertRef.current?.focus();
    else if (target === 'status') statusRef.current?.focus();
    else fields.current.get(target)?.focus();
  }, [status, errors]);

  const register = (field: ContactField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (element) fields.current.set(field, element);
    else fields.current.delete(field);
  };

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const missing = missingContactFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, MISSING_FIELD_TEXT[field]])));
      setStatus({ kind: 'error', message: CONTACT_REQUIRED_MESSAGE });
      pendingFocus.current = missing[0] ?? 'alert';
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await submit.mutateAsync(toContactSubmission(values));
      setStatus({ kind: 'success', name: values.name.trim() });
      setValues(EMPTY_CONTACT_FORM);
      setHoneypot('');
      pendingFocus.current = 'status';
    } catch (error) {
      const failure = failureOf(error);
      console.error(`Contact form: sending failed (status ${failure.status}).`, error);
      setErrors(failure.fields);
      setStatus({ kind: 'error', message: failure.message });
      pendingFocus.current = CONTACT_FIELDS.find((field) => failure.fields[field]) ?? 'alert';
    }
  };

  const inputProps = (field: ContactField) => ({
    ref: register(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby="contact-required-note">
      <p className="contact-form__note" id="contact-required-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <div className="contact-form__status" ref={alertRef} role="alert" tabIndex={-1}>
        {status.kind === 'error' ? (
          <p className="form-message form-message--error">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 7.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
            </svg>
            <span>{status.message}</span>
          </p>
        ) : null}
      </div>
      <div className="contact-form__status" ref={statusRef} role="status" tabIndex={-1}>
        {status.kind === 'success' ? (
          <p className="form-message form-message--success">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              <strong>Thank you{status.name ? `, ${status.name}` : ''}!</strong> Your message is on its way. We usually reply within a day.
            </span>
          </p>
        ) : null}
      </div>

      <div className="contact-form__row">
        <Field field="name" label="Name" error={errors.name}>
          {(props) => <input {...props} {...inputProps('name')} type="text" autoComplete="name" />}
        </Field>
        <Field field="email" label="E-mail" error={errors.email}>
          {(props) => <input {...props} {...inputProps('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} />}
        </Field>
      </div>
      <div className="contact-form__row">
        <Field field="phone" label="Phone" error={errors.phone}>
          {(props) => <input {...props} {...inputProps('phone')} type="tel" autoComplete="tel" />}
        </Field>
        <Field field="subject" label="Subject" error={errors.subject}>
          {(props) => <input {...props} {...inputProps('subject')} type="text" />}
        </Field>
      </div>
      <Field field="message" label="Message" error={errors.message}>
        {(props) => <textarea {...props} {...inputProps('message')} rows={6} minLength={CONTACT_MESSAGE_MIN_LENGTH} />}
      </Field>

      {/* A field people never see: bots that fill it are recognized by the server. */}
      <div className="contact-form__hp" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>

      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary btn--lg contact-form__submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
        <p className="contact-form__privacy">We only use your details to answer you.</p>
      </div>
    </form>
  );
}
