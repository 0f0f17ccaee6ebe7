// A catalog's text with its values put in: "{name}" is replaced by values.name (a missing value keeps the braces, so
// the gap shows rather than reading as a sentence).
import { fillValues, type MessageValues } from '../../shared/i18n/fill-values';
import type { Catalog, MessageKey } from './catalog-types';

export type { MessageValues };
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function translator(catalog: Catalog): Translate {
  return (key, values) => fillValues(catalog[key], values);
}
