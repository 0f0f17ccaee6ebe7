// The Gallery screen's tags panel: each tag the photos carry, with how many do and its name in each other language,
// given once for every photo with the tag and saved tag by tag. Managers type the names; staff read them.
import { useEffect, useState, type FormEvent } from 'react';
import { LANGUAGES, TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { GALLERY_LIMITS } from '../../../shared/schemas/gallery';
import type { NamesByLanguage } from '../../../shared/schemas/translations';
import { Field } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { trpc } from '../../lib/trpc';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { languageList } from '../../i18n/language-name';
import { keptName, unnamedTags, type TagRow } from './tag-names';

/** Each language by its own name ("Español"), as the twins of the other fields are labelled. */
const OWN_NAMES = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.name])) as Record<Lang, string>;
const NO_NAMES: NamesByLanguage = {};

interface TagNamesPanelProps {
  rows: readonly TagRow[];
  names: ReadonlyMap<string, NamesByLanguage>;
  mayEdit: boolean;
  /** Told which tags hold a name typed and not saved. */
  onDirtyChange: (tag: string, dirty: boolean) => void;
}

export function TagNamesPanel({ rows, names, mayEdit, onDirtyChange }: TagNamesPanelProps) {
  const missing = unnamedTags(rows.map((row) => row.tag), names).length;
  const t = useAdminT();
  const lang = useAdminLang();
  const languages = languageList(TRANSLATION_LANGUAGES, lang);
  return (
    <details className="ga-tagnames">
      <summary className="ga-tagnames__summary">
        <span className="ga-tagnames__title">{t('galleryAdmin.tagsIn', { languages })}</span>
        <span className={`ga-tagnames__status${missing ? ' ga-tagnames__status--missing' : ''}`}>
          {missing ? t(adminPluralKey(lang, 'galleryAdmin.tagsUnnamed', missing), { count: missing, languages }) : t('galleryAdmin.tagsNamed', { languages })}
        </span>
      </summary>
      <p className="admin-field__hint ga-tagnames__hint">
        {t('galleryAdmin.tagsHint', { languages })}
      </p>
      <ul className="ga-tagnames__list">
        {rows.map((row) => {
          const saved = names.get(row.tag) ?? NO_NAMES;
          // Keyed by what is saved too: a save (or another manager's) starts the row again from it.
          return <TagNameRow key={`${row.tag}:${JSON.stringify(saved)}`} row={row} saved={saved} mayEdit={mayEdit} onDirtyChange={onDirtyChange} />;
        })}
      </ul>
    </details>
  );
}

interface TagNameRowProps {
  row: TagRow;
  saved: NamesByLanguage;
  mayEdit: boolean;
  onDirtyChange: (tag: string, dirty: boolean) => void;
}

function TagNameRow({ row, saved, mayEdit, onDirtyChange }: TagNameRowProps) {
  const { tag, count } = row;
  const [draft, setDraft] = useState<NamesByLanguage>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameTag = trpc.admin.gallery.nameTag.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const t = useAdminT();
  const lang = useAdminLang();
  const dirty = TRANSLATION_LANGUAGES.some((language) => keptName(draft[language]) !== (saved[language] ?? ''));
  useEffect(() => onDirtyChange(tag, dirty), [tag, dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(tag, false), [tag, onDirtyChange]);
  const countText = t(adminPluralKey(lang, 'galleryAdmin.photoCount', count), { count });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    try {
      const named = await nameTag.mutateAsync({ tag, translations: draft });
      setErrors({});
      utils.admin.gallery.tags.setData(undefined, (tags) => {
        const others = (tags ?? []).filter((each) => each.tag !== named.tag);
        return [...others, named];
      });
      const given = TRANSLATION_LANGUAGES.filter((language) => named.translations[language]);
      toast.success(t(given.length ? 'galleryAdmin.tagNameSaved' : 'galleryAdmin.tagNameCleared', { tag, languages: languageList(TRANSLATION_LANGUAGES, lang) }));
      await utils.admin.gallery.tags.invalidate();
    } catch (error) {
      const failure = saveFailure(error, t('galleryAdmin.tagNameFailed'));
      setErrors(failure.fields);
      toast.error(failure.message);
    }
  }

  const unnamed = TRANSLATION_LANGUAGES.filter((language) => !saved[language]);
  return (
    <li className={`ga-tagname${unnamed.length ? ' ga-tagname--unnamed' : ''}`}>
      <div className="ga-tagname__tag">
        <span className="ga-tagname__label">{tag}</span>
        <span className="ga-tagname__count">{countText}</span>
      </div>
      {mayEdit ? (
        <form className="ga-tagname__form" onSubmit={(event) => void save(event)} noValidate>
          {TRANSLATION_LANGUAGES.map((language) => (
            <Field
              key={language}
              className="ga-tagname__field"
              label={
                <>
                  <span className="visually-hidden">{tag}, </span>
                  <span lang={language}>{OWN_NAMES[language]}</span>
                </>
              }
              error={errors[`translations.${language}`] ?? (language === TRANSLATION_LANGUAGES[0] ? errors.tag : undefined)}
            >
              {(control) => (
                <input
                  {...control}
                  lang={language}
                  value={draft[language] ?? ''}
                  placeholder={tag}
                  maxLength={GALLERY_LIMITS.tag}
                  autoCapitalize="none"
                  enterKeyHint="done"
                  onChange={(event) => setDraft({ ...draft, [language]: event.target.value })}
                />
              )}
            </Field>
          ))}
          <button type="submit" className="admin-btn ga-tagname__save" disabled={!dirty || nameTag.isPending} aria-label={t('galleryAdmin.saveTagNames', { tag })}>
            {t('galleryAdmin.save')}
          </button>
        </form>
      ) : (
        <p className="ga-tagname__read">
          {TRANSLATION_LANGUAGES.map((language) =>
            saved[language] ? (
              <span key={language}>
                <span lang={language}>{OWN_NAMES[language]}</span>: <span lang={language}>{saved[language]}</span>
              </span>
            ) : null,
          )}
        </p>
      )}
      {unnamed.length ? <p className="ga-tagname__missing">{t('galleryAdmin.tagUnnamed', { languages: languageList(unnamed, lang) })}</p> : null}
    </li>
  );
}
