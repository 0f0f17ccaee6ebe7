// Saving text guests read without its translation is never silent (issue 31): before the save, the form asks at once
// — "This shows in English on the Spanish pages." — with the way to add it first, or to save in English only. It asks
// about the texts this save changes or adds; a record that already lacked a translation, saved for its price, does not
// ask again (the lists and the form keep their "missing Spanish" counts for those).
import { useCallback } from 'react';
import { DEFAULT_LANG, TRANSLATION_LANGUAGES } from '../../../shared/config/languages';
import { adminLang, adminText } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { languageList, languageName } from '../../i18n/language-name';
import { useConfirm } from './confirm-dialog';

/** A form's values, with their translations beside the texts. */
type FormValues = { translations?: unknown } & object;

/**
 * How many texts this save would leave untranslated among those it changes or adds: the form's own count, over its
 * values with every text that is as it was loaded left out (`initial`: what was loaded, or the empty form).
 */
export function untranslatedInSave<Values extends FormValues>(initial: Values, values: Values, count: (values: Values) => number): number {
  const was = initial as Record<string, unknown>;
  const probe = Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (key === 'translations' || !(typeof value === 'string' || Array.isArray(value))) return [key, value];
      const unchanged = JSON.stringify(value) === JSON.stringify(was[key]);
      return [key, unchanged ? (Array.isArray(value) ? [] : '') : value];
    }),
  ) as Values;
  return count(probe);
}

/** The first translation twin left empty beside a text (its placeholder is the text), to type the translation in. */
function firstEmptyTwin(form: HTMLElement | null): HTMLElement | null {
  const twins = form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.translated-field__twin input, .translated-field__twin textarea') ?? [];
  return [...twins].find((twin) => !twin.value.trim() && twin.placeholder.trim()) ?? null;
}

/**
 * The question before a save: resolves true to save (nothing untranslated, or "Save in English only"), false when staff
 * chose to add the translation, the focus then in the first empty translation of the form.
 */
export function useUntranslatedPrompt(): (form: HTMLElement | null, untranslated: number) => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(
    async (form, untranslated) => {
      if (untranslated === 0) return true;
      const lang = adminLang() ?? DEFAULT_LANG;
      const names = { languages: languageList(TRANSLATION_LANGUAGES, lang), fallback: languageName(DEFAULT_LANG, lang) };
      const save = await confirm({
        message: adminText('untranslated.message', names),
        detail: adminText(adminPluralKey(lang, 'untranslated.detail', untranslated), { ...names, count: untranslated }),
        cancelLabel: adminText('untranslated.add', names),
        confirmLabel: adminText('untranslated.save', names),
      });
      if (!save) requestAnimationFrame(() => firstEmptyTwin(form)?.focus());
      return save;
    },
    [confirm],
  );
}
