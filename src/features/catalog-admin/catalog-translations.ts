// What the catalog's list screens say about missing translations: per record and language, which texts guests read in
// English for want of one; per screen, how many such texts it shows (shared/rules/translations.ts missingTranslations).
import type { Lang } from '../../../shared/config/languages';
import { missingTranslations, type Translations } from '../../../shared/rules/translations';
import { CATEGORY_TRANSLATED_FIELDS, type CategoryDto } from '../../../shared/schemas/catalog';
import { countedTranslations, type TranslatableFields } from '../../../shared/schemas/translations';

interface Translated {
  translations: Translations;
}

/** The names of the record's texts that have no translation into `language` yet ("description", "menuHighlightTag"), in the fields' order. */
export function untranslatedFields<T extends Translated>(record: T, translatable: TranslatableFields, language: Lang): string[] {
  const fields = record as unknown as Record<string, unknown>;
  return Object.entries(translatable)
    .filter(([, field]) => !field.sameUnlessGiven)
    .filter(([name]) => missingTranslations(fields, record.translations, [name], [language]) > 0)
    .map(([name]) => name);
}

/** How many texts the records leave untranslated, all together. */
export function recordsMissingTranslations<T extends Translated>(records: readonly T[], translatable: TranslatableFields): number {
  const names = countedTranslations(translatable);
  return records.reduce((count, record) => count + missingTranslations(record as unknown as Record<string, unknown>, record.translations, names), 0);
}

/** The category names guests read in English for want of a translation. */
export function categoriesMissingTranslations(categories: readonly Pick<CategoryDto, 'name' | 'translations'>[]): number {
  return categories.reduce((count, category) => count + missingTranslations(category, category.translations, CATEGORY_TRANSLATED_FIELDS), 0);
}
