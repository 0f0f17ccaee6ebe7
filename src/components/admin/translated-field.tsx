// A field guests read, with its twin in each other language of the site beside it (API.md "Languages"): "Español",
// typed in Spanish (the input says lang="es"), the English text as its placeholder, empty meaning guests read the
// English. The control is the caller's (an input or a textarea, with its limits), rendered once per language.
import type { ChangeEvent, ReactNode } from 'react';
import { LANGUAGES, TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { translationOf, withTranslation, type Translations } from '../../../shared/rules/translations';
import { Field, type ControlProps } from './field';
import './translated-field.css';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface TranslatedControl extends ControlProps {
  value: string;
  onChange: (event: ChangeEvent<TextControl>) => void;
  lang?: string;
  placeholder?: string;
}

interface TranslatedFieldProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The record's field name: its translations are `translations.<lang>.<name>`. */
  name: string;
  /** A list field's entry (the settings' policies): the translation of that entry. */
  index?: number;
  value: string;
  onChange: (text: string) => void;
  translations: Translations;
  onTranslationsChange: (translations: Translations) => void;
  /** The form's errors by field path: `title`, `translations.es.title` (a list entry: `policies.2`, `translations.es.policies.2`). */
  errors: Readonly<Record<string, string>>;
  className?: string;
  children: (control: TranslatedControl) => ReactNode;
}

const NAMES = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.name])) as Record<Lang, string>;

export function TranslatedField({
  label,
  required,
  hint,
  name,
  index,
  value,
  onChange,
  translations,
  onTranslationsChange,
  errors,
  className,
  children,
}: TranslatedFieldProps) {
  const path = index === undefined ? name : `${name}.${index}`;
  return (
    <div className={`translated-field${className ? ` ${className}` : ''}`}>
      <div className="translated-field__pair">
        <Field label={label} required={required} hint={hint} error={errors[path]}>
          {(control) =>
            children({
              ...control,
              value,
              onChange: (event) => onChange(event.target.value),
            })
          }
        </Field>
        {TRANSLATION_LANGUAGES.map((language) => (
          <Field
            key={language}
            className="translated-field__twin"
            label={
              <>
                <span className="visually-hidden">{label}, </span>
                <span lang={language}>{NAMES[language]}</span>
              </>
            }
            error={errors[`translations.${language}.${path}`]}
          >
            {(control) =>
              children({
                ...control,
                lang: language,
                placeholder: value,
                value: translationOf(translations, language, name, index),
                onChange: (event) => onTranslationsChange(withTranslation(translations, language, name, event.target.value, index)),
              })
            }
          </Field>
        ))}
      </div>
    </div>
  );
}
