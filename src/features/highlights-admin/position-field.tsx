// A schedule row's place, typed: "1" moves the dish to the top. Applied on Enter or on leaving the box (a phone's
// number pad has no Enter key of its own); a number outside 1..count is clamped to the list.
import { useState, type KeyboardEvent } from 'react';
import { useAdminT } from '../../i18n/admin-language';

interface PositionFieldProps {
  name: string;
  /** The row's place now, counted from 1. */
  position: number;
  count: number;
  disabled?: boolean;
  onMove: (position: number) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}

export function PositionField({ name, position, count, disabled, onMove, inputRef }: PositionFieldProps) {
  const t = useAdminT();
  const [text, setText] = useState(String(position));
  // A new place from the server replaces what the box shows.
  const [shown, setShown] = useState(position);
  if (shown !== position) {
    setShown(position);
    setText(String(position));
  }

  function apply() {
    const wanted = Number.parseInt(text, 10);
    if (!Number.isFinite(wanted)) {
      setText(String(position));
      return;
    }
    const target = Math.min(Math.max(wanted, 1), count);
    setText(String(target));
    if (target !== position) onMove(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      setText(String(position));
    }
  }

  return (
    <input
      ref={inputRef}
      className="hl-position__input"
      type="number"
      inputMode="numeric"
      min={1}
      max={count}
      step={1}
      value={text}
      disabled={disabled}
      aria-label={t('highlights.positionOf', { name })}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={onKeyDown}
    />
  );
}
