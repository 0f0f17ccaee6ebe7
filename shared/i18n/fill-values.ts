// A catalog text with its values put in: "{name}" is replaced by values.name (a missing value keeps the braces, so the
// gap shows rather than reading as a sentence). The pages (src/i18n/translate.ts) and the e-mails share it.
export type MessageValues = Readonly<Record<string, string | number>>;

export function fillValues(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
