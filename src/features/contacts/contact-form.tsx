// The contact form: required fields checked after trimming, a hidden honeypot, and idle / sending / success / error states.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TRPCClientError } from '@trpc/client';
import { DEFAULT_LANG } from '../../../shared/config/languages';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MIN_LENGTH,
  EMPTY_CONTACT_FORM,
  contactFieldErrors,
  contactProblem,
  honeypotHeader,
  isRequiredContactField,
  missingContactFields,
  toContactSubmission,
  type ContactField,
  type ContactFormValues,
  type ContactProblem,
} from '../../../shared/rules/contact-form';
import type { MessageKey } from '../../i18n/catalog-types';
import type { Translate } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import { trpc } from '../../lib/trpc';
import '../../components/ui/button.css';
import './contact-form.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; name: string } | { kind: 'error'; message: string };
type FieldErrors = Partial<Record<ContactField, string>>;

const FIELD_LABEL: Record<ContactField, MessageKey> = {
  name: 'contact.name',
  email: 'contact.email',
  phone: 'contact.phone',
  subject: 'contact.subject',
  message: 'contact.message',
};

const MISSING_FIELD_TEXT: Partial<Record<ContactField, MessageKey>> = {
  name: 'contact.missing.name',
  email: 'contact.missing.email',
  message: 'contact.missing.message',
};

/** A field's problem in the page's words. */
function problemText(t: Translate, problem: ContactProblem): string {
  switch (problem.kind) {
    case 'missing':
      return t(MISSING_FIELD_TEXT[problem.field] ?? 'contact.problem.invalid');
    case 'tooShort':
      return t('contact.problem.tooShort', { field: t(FIELD_LABEL[problem.field]), limit: problem.limit });
    case 'tooLong':
      return t('contact.problem.tooLong', { field: t(FIELD_LABEL[problem.field]), limit: problem.limit });
    case 'invalidEmail':
      return t('contact.problem.invalidEmail');
    default:
      return t('contact.problem.invalid');
  }
}

interface Failure {
  message: string;
  status: number | string;
  fields: FieldErrors;
}

/** The server's own message when it answered; a dropped connection or an unreadable answer gets the friendly fallback. */
function failureOf(error: unknown, fallback: string): Failure {
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number; fields?: unknown } | null | undefined;
    if (data?.httpStatus) {
      return { message: error.message.trim() || fallback, status: data.httpStatus, fields: contactFieldErrors(data.fields) };
    }
  }
  return { message: fallback, status: 'no response', fields: {} };
}

/**
 * The server's answer said in the page's language: the server words it in English (the API's language, kept on an
 * English page as the spec says), so a page in another language names each refused field's problem itself, from the
 * values it sent, and puts the first one (as the server does), or its own words for the failure, on top.
 */
function inPageWords(failure: Failure, sent: ContactFormValues, t: Translate): Failure {
  const fields: FieldErrors = {};
  for (const field of CONTACT_FIELDS) if (failure.fields[field]) fields[field] = problemText(t, contactProblem(field, sent[field]));
  const first = CONTACT_FIELDS.map((field) => fields[field]).find(Boolean);
  const message = first ?? t(failure.status === 429 ? 'contact.tooManyTries' : 'contact.failed');
  return { ...failure, message, fields };
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
  const t = useT();
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
          <span className="field__optional"> {t('contact.optional')}</span>
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
  const t = useT();
  const lang = useLang();
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
      setErrors(Object.fromEntries(missing.map((field) => [field, problemText(t, { field, kind: 'missing' })])));
      setStatus({ kind: 'error', message: t('contact.required') });
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
      const answer = failureOf(error, t('contact.failed'));
      console.error(`Contact form: sending failed (status ${answer.status}).`, error);
      const failure = lang === DEFAULT_LANG ? answer : inPageWords(answer, values, t);
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
        {t('contact.requiredNote')} <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t('contact.requiredNoteHidden')}</span> {t('contact.requiredNoteEnd')}
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
              <strong>{status.name ? t('contact.thanksName', { name: status.name }) : t('contact.thanks')}</strong> {t('contact.sent')}
            </span>
          </p>
        ) : null}
      </div>

      <div className="contact-form__row">
        <Field field="name" label={t(FIELD_LABEL.name)} error={errors.name}>
          {(props) => <input {...props} {...inputProps('name')} type="text" autoComplete="name" />}
        </Field>
        <Field field="email" label={t(FIELD_LABEL.email)} error={errors.email}>
          {(props) => <input {...props} {...inputProps('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} />}
        </Field>
      </div>
      <div className="contact-form__row">
        <Field field="phone" label={t(FIELD_LABEL.phone)} error={errors.phone}>
          {(props) => <input {...props} {...inputProps('phone')} type="tel" autoComplete="tel" />}
        </Field>
        <Field field="subject" label={t(FIELD_LABEL.subject)} error={errors.subject}>
          {(props) => <input {...props} {...inputProps('subject')} type="text" />}
        </Field>
      </div>
      <Field field="message" label={t(FIELD_LABEL.message)} error={errors.message}>
        {(props) => <textarea {...props} {...inputProps('message')} rows={6} minLength={CONTACT_MESSAGE_MIN_LENGTH} />}
      </Field>

      {/* A field people never see: bots that fill it are recognized by the server. */}
      <div className="contact-form__hp" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.website')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>

      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary btn--lg contact-form__submit" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.send')}
        </button>
        <p className="contact-form__privacy">{t('contact.privacy')}</p>
      </div>
    </form>
  );
}
