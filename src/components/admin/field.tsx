// A labelled form control with its hint and error, wired for assistive technology (aria-describedby, aria-invalid).
import { useId, type ReactNode } from 'react';
import './admin-ui.css';
import { useAdminT } from '../../i18n/admin-language';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** Shown after the label: "required" fields say so in words, not only with an asterisk. */
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ label, required, hint, error, className, children }: FieldProps) {
  const t = useAdminT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="admin-field__required"> {t('field.required')}</span> : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A yes/no setting as a labelled checkbox (48px target). */
export function CheckField({ label, checked, onChange, hint, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="admin-check">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
