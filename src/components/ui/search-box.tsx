// A labelled search field with a clear button; used by the menu, drinks and gallery pages.
import { useId, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import './search-box.css';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Id of the element that names what the results are, e.g. the results summary. */
  describedBy?: string;
}

export function SearchBox({ label, placeholder, value, onChange, describedBy }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="search-box" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <svg className="search-box__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id={id}
        className="search-box__input"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value ? (
        <button
          type="button"
          className="search-box__clear"
          aria-label={t('catalog.clearSearch')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
