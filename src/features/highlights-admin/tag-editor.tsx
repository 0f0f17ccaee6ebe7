// A row's tag, edited in place: type, then Save (or Enter). Checked with the server's own schema first; a failed
// save keeps what was typed and says why (beside the box, and in a toast). An empty tag clears it. With `twin`, the
// tag's Spanish is typed under it ("Español", the English tag as placeholder) and saved with it.
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { LANGUAGES } from '../../../shared/config/languages';
import { translationOf, withTranslation, type Translations } from '../../../shared/rules/translations';
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { saveFailure } from '../../components/admin/form-errors';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { useToast } from '../../components/admin/toasts';

/** The tag's translations: as stored, and the schema that checks them (the server's own). */
interface TagTwin {
  translations: Translations;
  schema: z.ZodType<unknown, unknown>;
}

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
  /** Saves the checked tag (null clears it), with its translations when there is a twin; throws on failure. */
  onSave: (tag: string | null, translations?: Translations) => Promise<void>;
  twin?: TagTwin;
  disabled?: boolean;
}

const TWIN = 'es';
/** The twin's label: the language's own name ("Español"), as on every admin form. */
const TWIN_NAME = LANGUAGES.find((language) => language.code === TWIN)?.name ?? TWIN;

export function TagEditor({ name, value, placeholder, schema, field, onSave, twin, disabled }: TagEditorProps) {
  const id = useId();
  const toast = useToast();
  const [text, setText] = useState(value ?? '');
  const [translations, setTranslations] = useState<Translations>(twin?.translations ?? {});
  const [error, setError] = useState<string | null>(null);
  const [twinError, setTwinError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A new value from the server (saved here, or changed elsewhere) replaces what the boxes show.
  const stored = twin ? translationOf(twin.translations, TWIN, field) : '';
  const [shown, setShown] = useState({ value, stored });
  if (shown.value !== value || shown.stored !== stored) {
    setShown({ value, stored });
    setText(value ?? '');
    setTranslations(twin?.translations ?? {});
  }
  const spanish = translationOf(translations, TWIN, field);
  const dirty = text.trim() !== (value ?? '') || spanish.trim() !== stored;
  useUnsavedChanges(dirty);

  function refuse(message: string, onTwin: boolean) {
    (onTwin ? setTwinError : setError)(message);
    (onTwin ? setError : setTwinError)(null);
    toast.error(message);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || saving) return;
    const check = schema.safeParse(text);
    if (!check.success) return refuse(check.error.issues[0]?.message ?? 'Check the tag.', false);
    if (twin) {
      const twinCheck = twin.schema.safeParse(translations);
      if (!twinCheck.success) return refuse(Object.values(fieldsFromIssues(twinCheck.error.issues))[0] ?? 'Check the Spanish tag.', true);
    }
    setError(null);
    setTwinError(null);
    setSaving(true);
    try {
      // An empty tag clears its Spanish too: the card then reads the dish's own tag in both languages.
      const tag = check.data ?? null;
      await onSave(tag, twin ? (tag === null ? withTranslation(translations, TWIN, field, '') : translations) : undefined);
    } catch (failure) {
      // Said once (the toast is announced) and kept beside the box, with what was typed.
      const { message, fields } = saveFailure(failure, `Could not save the tag for ${name}.`);
      const onTwin = fields[`translations.${TWIN}.${field}`];
      refuse(onTwin ?? fields[field] ?? message, onTwin !== undefined);
    } finally {
      setSaving(false);
    }
  }

  const input = (
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
  );
  return (
    <form className={`hl-tag${twin ? ' hl-tag--twin' : ''}`} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={id} className="visually-hidden">
        Tag for {name}
      </label>
      {twin ? (
        <div className="hl-tag__inputs">
          {input}
          <div className="hl-tag__twin">
            <label htmlFor={`${id}-${TWIN}`}>
              <span className="visually-hidden">Tag for {name}, </span>
              <span lang={TWIN}>{TWIN_NAME}</span>
            </label>
            <input
              id={`${id}-${TWIN}`}
              className="hl-tag__input"
              lang={TWIN}
              value={spanish}
              maxLength={60}
              placeholder={text}
              onChange={(event) => setTranslations(withTranslation(translations, TWIN, field, event.target.value))}
              aria-invalid={twinError ? true : undefined}
              aria-describedby={twinError ? `${id}-${TWIN}-error` : undefined}
              disabled={disabled}
            />
          </div>
        </div>
      ) : (
        input
      )}
      <button type="submit" className="admin-btn hl-tag__save" aria-label={`Save tag: ${name}`} aria-disabled={!dirty || saving || undefined}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      {error ? (
        <p id={`${id}-error`} className="admin-field__error hl-tag__error">
          {error}
        </p>
      ) : null}
      {twinError ? (
        <p id={`${id}-${TWIN}-error`} className="admin-field__error hl-tag__error">
          {twinError}
        </p>
      ) : null}
    </form>
  );
}
