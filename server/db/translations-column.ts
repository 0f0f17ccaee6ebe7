// The `translations` column of a record guests read (issue 23): JSON text of staff's versions by language, null while
// there is none. Written and read only through shared/rules/translations.ts (storedTranslations, readTranslations).
import { p } from '@mikro-orm/core';

export function translationsProperty() {
  return p.text().nullable();
}
