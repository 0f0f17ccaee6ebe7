// A row's tag, edited in place: type, then Save (or Enter). Checked with the server's own schema first; a failed
// save keeps what was typed and says why (beside the box, and in a toast). An empty tag clears it. With `twin`, the
// tag in each translation language is typed under it (labelled with the language's own name, "Español", the English
// tag as placeholder) and saved with it.
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { TRANSLATION_LANGUAGES, languageOf, type Lang } from '../../../shared/config/languages';
import { translationOf, withTranslation, type Translations } from '../../../shared/rules/translations';
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { inAdminLanguage, saveFailure, translationErrors } from '../../components/admin/form-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { languageList, languageName } from '../../i18n/language-name';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { useToast } from '../../components/admin/toasts';

/** The tag's translations: as stored, and the schema that checks them (the server's own). */
interface TagTwin {
  translations: Translations;
  schema: z.ZodType<unknown, unknown>;
  /** The tag's name among the translations, when it is not `field` (a dish's own tag: `menuHighlightTag`). */
  field?: string;
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

/** A refusal, and the box it is about: the tag itself (null) or its twin in a language. */
interface Refusal {
  on: Lang | null;
  message: string;
}

/** The language a path of the translations names (`es.tagOverride`, `translations.es.tagOverride`), if any. */
function languageOfPath(path: string | undefined, prefix = ''): Lang | undefined {
  return TRANSLATION_LANGUAGES.find((language) => path?.startsWith(`${prefix}${language}.`));
}

export function TagEditor({ name, value, placeholder, schema, field, onSave, twin, disabled }: TagEditorProps) {
  const id = useId();
  const t = useAdminT();
  const lang = useAdminLang();
  const toast = useToast();
  const [text, setText] = useState(value ?? '');
  const [translations, setTranslations] = useState<Translations>(twin?.translations ?? {});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const languages = twin ? TRANSLATION_LANGUAGES : [];
  const twinField = twin?.field ?? field;
  // A new value from the server (saved here, or changed elsewhere) replaces what the boxes show.
  const storedTwins = languages.map((language) => translationOf(twin?.translations, language, twinField));
  const stored = JSON.stringify(storedTwins);
  const [shown, setShown] = useState({ value, stored });
  if (shown.value !== value || shown.stored !== stored) {
    setShown({ value, stored });
    setText(value ?? '');
    setTranslations(twin?.translations ?? {});
  }
  const dirty = text.trim() !== (value ?? '') || languages.some((language, index) => translationOf(translations, language, twinField).trim() !== storedTwins[index]);
  useUnsavedChanges(dirty);
  const error = refusal?.on === null ? refusal.message : null;

  function refuse(message: string, on: Lang | null) {
    setRefusal({ on, message });
    toast.error(message);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || saving) return;
    const check = schema.safeParse(text);
    if (!check.success) return refuse(inAdminLanguage(check.error.issues[0]?.message ?? t('highlights.checkTag')), null);
    if (twin) {
      const twinCheck = twin.schema.safeParse(translations);
      if (!twinCheck.success) {
        const [path, message] = Object.entries(fieldsFromIssues(twinCheck.error.issues))[0] ?? [];
        const language = languageOfPath(path) ?? languages[0] ?? null;
        return refuse(message ? inAdminLanguage(message) : t('highlights.checkTagIn', { language: language ? languageName(language, lang) : languageList(TRANSLATION_LANGUAGES, lang) }), language);
      }
    }
    setRefusal(null);
    setSaving(true);
    try {
      // An empty tag clears its translations too: the card then reads the dish's own tag in every language.
      const tag = check.data ?? null;
      const cleared = languages.reduce((all, language) => withTranslation(all, language, twinField, ''), translations);
      await onSave(tag, twin ? (tag === null ? cleared : translations) : undefined);
    } catch (failure) {
      // Said once (the toast is announced) and kept beside the box, with what was typed.
      const { message, fields } = saveFailure(failure, t('highlights.tagSaveFailed', { name }));
      const [twinPath, twinMessage] = Object.entries(translationErrors(fields, twinField))[0] ?? [];
      refuse(twinMessage ?? fields[field] ?? message, languageOfPath(twinPath, 'translations.') ?? null);
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
        {t('highlights.tagFor', { name })}
      </label>
      {twin ? (
        <div className="hl-tag__inputs">
          {input}
          {languages.map((language) => {
            const invalid = refusal?.on === language;
            return (
              <div key={language} className="hl-tag__twin">
                <label htmlFor={`${id}-${language}`}>
                  <span className="visually-hidden">{t('translations.twinOf', { label: t('highlights.tagFor', { name }) })}</span>
                  <span lang={language}>{languageOf(language).name}</span>
                </label>
                <input
                  id={`${id}-${language}`}
                  className="hl-tag__input"
                  lang={language}
                  value={translationOf(translations, language, twinField)}
                  maxLength={60}
                  placeholder={text}
                  onChange={(event) => setTranslations(withTranslation(translations, language, twinField, event.target.value))}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-${language}-error` : undefined}
                  disabled={disabled}
                />
              </div>
            );
          })}
        </div>
      ) : (
        input
      )}
      <button type="submit" className="admin-btn hl-tag__save" aria-label={t('highlights.saveTagOf', { name })} aria-disabled={!dirty || saving || undefined}>
        {saving ? t('common.saving') : t('highlights.save')}
      </button>
      {error ? (
        <p id={`${id}-error`} className="admin-field__error hl-tag__error">
          {error}
        </p>
      ) : null}
      {refusal?.on ? (
        <p id={`${id}-${refusal.on}-error`} className="admin-field__error hl-tag__error">
          {refusal.message}
        </p>
      ) : null}
    </form>
  );
}
