// A catalog's text with its values put in: "{name}" is replaced by values.name (a missing value keeps the braces, so
// the gap shows rather than reading as a sentence).
import type { Catalog, MessageKey } from './catalog-types';

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function translator(catalog: Catalog): Translate {
  return (key, values) => {
    const text = catalog[key];
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
