// Dietary tags and allergens as on/off chips from the legend's vocabulary. A stored word the vocabulary does not
// know stays on offer (marked), so staff can see it and take it off.
import { useId } from 'react';
import { useAdminT } from '../../i18n/admin-language';
import { toggleWord, wordChoices } from './catalog-form-values';

interface WordChipsProps {
  label: string;
  hint: string;
  vocabulary: readonly string[];
  /** The words the record was loaded with. */
  stored: readonly string[];
  chosen: string[];
  labelOf: (word: string) => string;
  onChange: (words: string[]) => void;
  error?: string;
}

export function WordChips({ label, hint, vocabulary, stored, chosen, labelOf, onChange, error }: WordChipsProps) {
  const id = useId();
  const t = useAdminT();
  const words = wordChoices(vocabulary, stored, chosen);
  const unknown = words.some((word) => !vocabulary.includes(word));
  const describedBy = [`${id}-hint`, unknown ? `${id}-unknown` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="word-chips" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <p id={`${id}-label`} className="word-chips__label">
        {label}
      </p>
      <div className="word-chips__list">
        {words.map((word) => {
          const known = vocabulary.includes(word);
          return (
            <button
              key={word}
              type="button"
              className={`word-chips__chip${known ? '' : ' word-chips__chip--unknown'}`}
              aria-pressed={chosen.includes(word)}
              onClick={() => onChange(toggleWord(chosen, word))}
            >
              {known ? labelOf(word) : word}
            </button>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="admin-field__hint">
        {hint}
      </p>
      {unknown ? (
        <p id={`${id}-unknown`} className="admin-field__hint">
          {t('catalog.form.unknownWords')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
