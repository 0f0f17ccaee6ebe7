// A row's tag, edited in place: type, then Save (or Enter). Checked with the server's own schema first; a failed
// save keeps what was typed and says why (beside the box, and in a toast). An empty tag clears it.
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { saveFailure } from '../../components/admin/form-errors';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { useToast } from '../../components/admin/toasts';

interface TagEditorProps {
  /** Whose tag it is, for the labels: "Gambas al ajillo". */
  name: string;
  value: string | null;
  /** Shown while empty: what the card says without a tag here. */
  placeholder: string;
  /** The shared schema of the field ("Tag override must be at most 60 characters."). */
  schema: z.ZodType<string | null | undefined, unknown>;
  /** The server's field name for this tag, to pick its message from a refusal. */
  field: string;
  /** Saves the checked tag (null clears it); throws on failure. */
  onSave: (tag: string | null) => Promise<void>;
  disabled?: boolean;
}

export function TagEditor({ name, value, placeholder, schema, field, onSave, disabled }: TagEditorProps) {
  const id = useId();
  const toast = useToast();
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A new value from the server (saved here, or changed elsewhere) replaces what the box shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const dirty = text.trim() !== (value ?? '');
  useUnsavedChanges(dirty);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || saving) return;
    const check = schema.safeParse(text);
    if (!check.success) {
      const message = check.error.issues[0]?.message ?? 'Check the tag.';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(check.data ?? null);
    } catch (failure) {
      // Said once (the toast is announced) and kept beside the box, with what was typed.
      const { message, fields } = saveFailure(failure, `Could not save the tag for ${name}.`);
      setError(fields[field] ?? message);
      toast.error(fields[field] ?? message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="hl-tag" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={id} className="visually-hidden">
        Tag for {name}
      </label>
      <input
        id={id}
        className="hl-tag__input"
        value={text}
        maxLength={60}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
      />
      <button type="submit" className="admin-btn hl-tag__save" aria-label={`Save tag: ${name}`} aria-disabled={!dirty || saving || undefined}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      {error ? (
        <p id={`${id}-error`} className="admin-field__error hl-tag__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
