// What is said about a gallery photo — alt text, caption, tags, credit, shown or hidden — for a new upload and an edit.
import { useId } from 'react';
import type { Translations } from '../../../shared/rules/translations';
import { GALLERY_LIMITS } from '../../../shared/schemas/gallery';
import { CheckField, Field } from '../../components/admin/field';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { TranslatedField } from '../../components/admin/translated-field';
import { useAdminT } from '../../i18n/admin-language';
import { photoMissingTranslations, type PhotoDetails } from './photo-input';

interface PhotoDetailsFieldsProps {
  value: PhotoDetails;
  onChange: (value: PhotoDetails) => void;
  errors: Record<string, string>;
  /** The tags other photos carry, offered first. */
  knownTags: readonly string[];
}

export function PhotoDetailsFields({ value, onChange, errors, knownTags }: PhotoDetailsFieldsProps) {
  const t = useAdminT();
  const set = (patch: Partial<PhotoDetails>) => onChange({ ...value, ...patch });
  const translations = { translations: value.translations, onTranslationsChange: (next: Translations) => set({ translations: next }), errors };
  return (
    <div className="ga-details">
      <MissingTranslations count={photoMissingTranslations(value)} className="ga-details__missing" />
      <TranslatedField label={t('galleryAdmin.alt')} required hint={t('galleryAdmin.altHint')} className="ga-details__alt" name="alt" value={value.alt} onChange={(alt) => set({ alt })} {...translations}>
        {(control) => <textarea {...control} rows={2} maxLength={GALLERY_LIMITS.alt} />}
      </TranslatedField>
      <TranslatedField label={t('galleryAdmin.caption')} hint={t('galleryAdmin.captionHint')} className="ga-details__caption" name="caption" value={value.caption} onChange={(caption) => set({ caption })} {...translations}>
        {(control) => <input {...control} maxLength={GALLERY_LIMITS.caption} />}
      </TranslatedField>
      <TagPicker tags={value.tags} typed={value.newTag} knownTags={knownTags} onChange={(tags, newTag) => set({ tags, newTag })} onType={(newTag) => set({ newTag })} error={errors.tags} />
      <Field label={t('galleryAdmin.credit')} hint={t('galleryAdmin.creditHint')} error={errors.credit}>
        {(control) => <input {...control} maxLength={GALLERY_LIMITS.credit} value={value.credit} onChange={(event) => set({ credit: event.target.value })} />}
      </Field>
      <CheckField label={t('galleryAdmin.visible')} checked={value.visible} onChange={(visible) => set({ visible })} hint={t('galleryAdmin.visibleHint')} />
    </div>
  );
}

/** Tags: the chosen ones (each removable), the gallery's other tags one tap away, and a box for a new one. */
interface TagPickerProps {
  tags: string[];
  /** What is in the "New tag" box. */
  typed: string;
  knownTags: readonly string[];
  /** The tags, and what stays in the "New tag" box. */
  onChange: (tags: string[], typed: string) => void;
  onType: (typed: string) => void;
  error?: string | undefined;
}

function TagPicker({ tags, typed, knownTags, onChange, onType, error }: TagPickerProps) {
  const id = useId();
  const t = useAdminT();
  const full = tags.length >= GALLERY_LIMITS.tags;
  /** Adds a tag; the typed one (`fromBox`) leaves the box, a known one leaves the box as it is. */
  const add = (raw: string, fromBox = false) => {
    const tag = raw.trim().toLowerCase();
    const next = tag && !tags.includes(tag) && !full ? [...tags, tag] : tags;
    onChange(next, fromBox ? '' : typed);
  };
  const others = knownTags.filter((tag) => !tags.includes(tag));
  return (
    <div className={`admin-field ga-tags${error ? ' admin-field--invalid' : ''}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="ga-tags__label">
        {t('galleryAdmin.tags')}
      </span>
      {tags.length ? (
        <ul className="ga-tags__chosen" aria-label={t('galleryAdmin.chosenTags')}>
          {tags.map((tag) => (
            <li key={tag}>
              <button type="button" className="ga-chip ga-chip--on" onClick={() => onChange(tags.filter((t) => t !== tag), typed)} aria-label={t('galleryAdmin.removeTag', { tag })}>
                {tag} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-field__hint">{t('galleryAdmin.noTagsYet')}</p>
      )}
      {others.length ? (
        <ul className="ga-tags__known" aria-label={t('galleryAdmin.knownTags')}>
          {others.map((tag) => (
            <li key={tag}>
              <button type="button" className="ga-chip" onClick={() => add(tag)} disabled={full} aria-label={t('galleryAdmin.addTagNamed', { tag })}>
                + {tag}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ga-tags__new">
        <label htmlFor={`${id}-new`} className="visually-hidden">
          {t('galleryAdmin.newTag')}
        </label>
        <input
          id={`${id}-new`}
          placeholder={t('galleryAdmin.newTagPlaceholder')}
          value={typed}
          maxLength={GALLERY_LIMITS.tag}
          disabled={full}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add(typed, true);
            }
          }}
        />
        <button
          type="button"
          className="admin-btn"
          disabled={full || !typed.trim()}
          onClick={() => add(typed, true)}
        >
          {t('galleryAdmin.addTag')}
        </button>
      </div>
      {error ? <p className="admin-field__error">{error}</p> : null}
    </div>
  );
}
