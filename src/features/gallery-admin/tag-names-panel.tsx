// The Gallery screen's tags panel: each tag the photos carry, with how many do and its name in each other language,
// given once for every photo with the tag and saved tag by tag. Managers type the names; staff read them.
import { useEffect, useState, type FormEvent } from 'react';
import { LANGUAGES, TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { languageList, TRANSLATION_NAMES } from '../../../shared/rules/language-names';
import { GALLERY_LIMITS } from '../../../shared/schemas/gallery';
import type { NamesByLanguage } from '../../../shared/schemas/translations';
import { Field } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { trpc } from '../../lib/trpc';
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
  return (
    <details className="ga-tagnames">
      <summary className="ga-tagnames__summary">
        <span className="ga-tagnames__title">Tags in {TRANSLATION_NAMES}</span>
        <span className={`ga-tagnames__status${missing ? ' ga-tagnames__status--missing' : ''}`}>
          {missing ? `${missing} ${missing === 1 ? 'tag' : 'tags'} without a ${TRANSLATION_NAMES} name` : `Every tag has its ${TRANSLATION_NAMES} name`}
        </span>
      </summary>
      <p className="admin-field__hint ga-tagnames__hint">
        Each tag&apos;s {TRANSLATION_NAMES} name, given once: guests on the {TRANSLATION_NAMES} pages see it on every photo with the tag and find the photo by either name. Left empty, they see the tag itself.
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
  const dirty = TRANSLATION_LANGUAGES.some((language) => keptName(draft[language]) !== (saved[language] ?? ''));
  useEffect(() => onDirtyChange(tag, dirty), [tag, dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(tag, false), [tag, onDirtyChange]);
  const countText = `${count} ${count === 1 ? 'photo' : 'photos'}`;

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
      toast.success(given.length ? `Saved the ${TRANSLATION_NAMES} name of "${tag}".` : `"${tag}" has no ${TRANSLATION_NAMES} name now: guests see the tag itself.`);
      await utils.admin.gallery.tags.invalidate();
    } catch (error) {
      const failure = saveFailure(error, 'The name could not be saved. Please try again.');
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
          <button type="submit" className="admin-btn ga-tagname__save" disabled={!dirty || nameTag.isPending} aria-label={`Save the names of "${tag}"`}>
            Save
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
      {unnamed.length ? <p className="ga-tagname__missing">No {languageList(unnamed)} name: guests see the tag itself</p> : null}
    </li>
  );
}
