// A row's price, changed where it is read: a tap on "$11" opens a field with "11" selected, Enter (or Save) sends
// it, Escape (or Cancel) puts the price back. The field checks the server's own price rules before sending
// ("12,50" is not a price: guessing at it once stored 1250); a refusal keeps the field open with what was typed, so a
// manager never loses it.
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatPrice, priceFieldText } from '../../../shared/rules/price';
import { priceChange } from '../../../shared/schemas/catalog';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';

interface PriceInPlaceProps {
  name: string;
  price: number;
  currency: string;
  /** Sends the text as typed; rejects with the message to show (in the admin's language) when refused. */
  onSave: (text: string) => Promise<void>;
}

export function PriceInPlace({ name, price, currency, onSave }: PriceInPlaceProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the field opens or closes: into the field, or back onto the price it came from.
  const focusNext = useRef<'input' | 'button' | null>(null);

  useLayoutEffect(() => {
    if (focusNext.current === 'input') input.current?.select();
    if (focusNext.current === 'button') button.current?.focus();
    focusNext.current = null;
  }, [editing]);

  const formatted = formatPrice(price, currency, lang);

  function open() {
    setText(priceFieldText(price));
    setError(null);
    focusNext.current = 'input';
    setEditing(true);
  }

  function close() {
    focusNext.current = 'button';
    setEditing(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = priceChange.safeParse({ price: text });
    if (!checked.success) {
      setError(inAdminLanguage(checked.error.issues[0]?.message ?? ''));
      input.current?.focus();
      return;
    }
    if (checked.data.price === price) return close();
    setBusy(true);
    try {
      await onSave(text);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    // The field's own Escape: the page's handlers (a dialog, the nav) do not see it.
    event.stopPropagation();
    close();
  }

  if (!editing) {
    return (
      <button ref={button} type="button" className="catalog-price" onClick={open} aria-label={t('catalog.priceChange', { name, price: formatted })}>
        <span>{formatted}</span>
        <svg className="catalog-price__pen" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M11.3 1.7a1.5 1.5 0 0 1 2.1 0l.9.9a1.5 1.5 0 0 1 0 2.1L5.6 13.4 2 14l.6-3.6z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        </svg>
      </button>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form className="catalog-price-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <label className="visually-hidden" htmlFor={`${id}-price`}>
        {t('catalog.priceOf', { name })}
      </label>
      <input
        ref={input}
        id={`${id}-price`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="submit" className="admin-btn admin-btn--primary" aria-disabled={busy || undefined}>
        {t('catalog.priceSave')}
      </button>
      <button type="button" className="admin-btn admin-btn--quiet" onClick={close}>
        {t('catalog.priceCancel')}
      </button>
      {error ? (
        <p id={errorId} className="admin-field__error catalog-price-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
