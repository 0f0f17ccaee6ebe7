// The server's words in the admin's language. The REST contract's messages are English and exact (API.md), and the
// admin shows what the server said: a field's rule ("Name must be at most 160 characters."), a conflict, a refusal.
// Each shape the server writes is read back here and said again from the admin catalog, the field's name too; a
// message of a shape not known here is shown as the server wrote it (server-text.test.ts holds every shape the
// shared schemas write to one known here).
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { LANGUAGES, type Lang } from '../../../shared/config/languages';
import type { AdminTranslate } from '../../i18n/admin-language';
import {
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_ONE_FILE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TOO_MANY_PIXELS_MESSAGE,
  UPLOAD_WRONG_TYPE_MESSAGE,
} from '../../../shared/schemas/uploads';
import { CSV_EMPTY_MESSAGE, CSV_TOO_LARGE_MESSAGE } from '../../../shared/schemas/catalog-csv';
import { UPLOAD_FAILED_MESSAGE, UPLOAD_STALLED_MESSAGE } from './upload-photo';
import { languageName } from '../../i18n/language-name';

/** The shapes of the field builders' messages (shared/schemas/fields.ts and its kin): `{field}` is their label. */
const SHAPES: readonly (readonly [RegExp, AdminKey, readonly string[]])[] = [
  [/^(.+) is required\.$/, 'server.required', ['field']],
  [/^(.+) must be text\.$/, 'server.text', ['field']],
  [/^(.+) must be at most (\d+) characters\.$/, 'server.max', ['field', 'max']],
  [/^(.+) must be at least (\d+) characters\.$/, 'server.min', ['field', 'min']],
  [/^(.+) must be one line, without line breaks or tabs\.$/, 'server.oneLine', ['field']],
  [/^(.+) must not contain a NUL character\.$/, 'server.nul', ['field']],
  [/^(.+) must be a valid date \(YYYY-MM-DD\)\.$/, 'server.date', ['field']],
  [/^(.+) must be a date \(YYYY-MM-DD\)\.$/, 'server.date', ['field']],
  [/^(.+) must be a whole number from (-?\d+) to (-?\d+)\.$/, 'server.wholeRange', ['field', 'min', 'max']],
  [/^(.+) must be a number from (-?[\d.]+) to (-?[\d.]+)\.$/, 'server.numberRange', ['field', 'min', 'max']],
  [/^(.+) must be true or false\.$/, 'server.boolean', ['field']],
  [/^(.+) must be an e-mail address\.$/, 'server.email', ['field']],
  [/^(.+) must be one of (.+)\.$/, 'server.oneOf', ['field', 'values']],
  [/^(.+) not found\.$/, 'server.notFound', ['field']],
  [/^(.+) must be a whole number\.$/, 'server.whole', ['field']],
  [/^(.+) must be a list(?: of .+)?\.$/, 'server.list', ['field']],
  [/^"(.+)" takes no translation: translatable fields are (.+)\.$/, 'server.noTranslation', ['code', 'values']],
  [/^Regular hours must list each day once: (.+)\.$/, 'server.eachDayOnce', ['values']],
  // The offers' and the bar details' rules (shared/schemas/offers.ts, settings.ts, fields.ts).
  [/^(.+) must be a path on this site \(\/images\/…\) or an http\(s\) address\.$/, 'server.imageUrl', ['field']],
  [/^(.+) must be a path on this site \(\/menu\), an http\(s\) address, mailto: or tel:\.$/, 'server.link', ['field']],
  [/^(.+) must be an https:\/\/ address\.$/, 'server.https', ['field']],
  [/^(.+) must be a phone number: digits, spaces, \( \) \. - and an optional leading \+\.$/, 'server.phone', ['field']],
  [/^(.+) may have at most (\d+) entries\.$/, 'server.maxEntries', ['field', 'max']],
  [/^Translated policies may have at most as many entries as the policies \((\d+)\)\.$/, 'server.translatedPolicies', ['count']],
  // Menu and drinks (catalog-admin): the item fields' own rules and the catalog service's refusals.
  [/^(.+) must be a number of 0 or more\.$/, 'server.zeroOrMore', ['field']],
  [/^(.+) is too large\.$/, 'server.tooLarge', ['field']],
  [/^(.+) must be at most (\d+) characters in all\.$/, 'server.maxInAll', ['field', 'max']],
  [/^(.+) must be text or a list of words\.$/, 'server.textOrWords', ['field']],
  [/^(.+) must contain a letter or a digit\.$/, 'server.letterOrDigit', ['field']],
  [/^Unknown category "(.+)"\.$/, 'server.unknownCategory', ['slug']],
  [/^A category with the slug "(.+)" already exists\.$/, 'server.slugTaken', ['slug']],
  [/^The category "(.+)" still has (1) item: move or delete it first\.$/, 'server.categoryHasItems.one', ['name', 'count']],
  [/^The category "(.+)" still has (\d+) items: move or delete them first\.$/, 'server.categoryHasItems.other', ['name', 'count']],
  // Gallery (server/features/gallery, shared/schemas/translations.ts): a reorder refused, a tag's names not an object.
  [/^Ids name no photo of the gallery: (.+)\.$/, 'server.galleryUnknownIds', ['values']],
  [/^Translations must be an object by language: (.+)\.$/, 'server.translationsObject', ['example']],
  // Highlights (server/features/menu/highlights, shared/schemas/highlights.ts): a reorder or a copy refused.
  [/^Positions name highlights that are not scheduled on (\S+): (.+)\.$/, 'server.highlightPositionsStrangers', ['date', 'ids']],
  [/^Positions may name at most (\d+) highlights\.$/, 'server.highlightPositionsMax', ['max']],
  [/^To may name at most (\d+) dates\.$/, 'server.copyToMax', ['max']],
  [/^(.+) is required: each opening period has both times\.$/, 'server.periodTimeRequired', ['field']],
  [/^(.+) must be a time \(HH:MM\) or null\.$/, 'server.timeOrNull', ['field']],
  [/^(.+) must be a time \(HH:MM\)\.$/, 'server.time', ['field']],
  [/^(.+) must be a 24-hour time \(HH:MM\)\.$/, 'server.time24', ['field']],
  [/^A day has at most (\d+) opening periods\.$/, 'server.maxPeriods', ['max']],
  [/^To must be at most (\d+) days after date\.$/, 'server.rangeMax', ['max']],
  // zod's own words, for a shape no form sends (an integration's mistake): said as bad input.
  [/^Invalid (?:input|option)\b.*$/, 'server.invalidInput', []],
  // The menu's and the drinks' CSV import (server/catalog/catalog-csv-import.ts).
  [/^Unknown column "(.+)": the columns are .+\.$/, 'server.csvUnknownColumn', ['column']],
  [/^The column "(.+)" is there twice\.$/, 'server.csvColumnTwice', ['column']],
  [/^No .+ has the id "(.+)": leave the id empty to add one\.$/, 'server.csvUnknownId', ['id']],
  [/^The id (\d+) is on an earlier row too\.$/, 'server.csvIdTwice', ['id']],
  [/^Unknown allergens?: (.+) \(known: (.+); separate them with \|\)\.$/, 'server.csvUnknownAllergens', ['values', 'known']],
  [/^Unknown dietary tags?: (.+) \(known: (.+); separate them with \|\)\.$/, 'server.csvUnknownTags', ['values', 'known']],
  [/^This row has more cells than the header row has columns \((\d+)\)\.$/, 'server.csvMoreCells', ['count']],
  [/^This row cannot be read as CSV: .*$/, 'server.csvUnreadable', []],
  [/^(?:A cell|\d+ cells) of the file cannot be imported, so nothing was written\..*$/s, 'server.csvCells', []],
];

/** Whole messages, as the server writes them. */
const EXACT: Readonly<Record<string, AdminKey>> = {
  'This link is invalid or has expired.': 'server.invalidLink',
  'Current password is not correct.': 'server.wrongCurrentPassword',
  'This e-mail address is already on the team.': 'server.emailTaken',
  'The team needs at least one active owner: make someone else an owner first.': 'server.lastOwner',
  'This member has already accepted the invitation.': 'server.alreadyAccepted',
  'This member is deactivated: reactivate them first.': 'server.deactivatedMember',
  'Invalid e-mail or password.': 'server.invalidCredentials',
  'Please sign in.': 'server.signIn',
  'Too many requests. Please try again later.': 'server.rateLimited',
  'Invalid input.': 'server.invalidInput',
  'Only the owner may do this.': 'server.ownerOnly',
  'Only a manager or the owner may do this.': 'server.managerOnly',
  'Login succeeded but no token was returned': 'server.noToken',
  'Role must be owner, manager or staff.': 'server.role',
  'Regular hours must be a list of the seven days.': 'server.sevenDays',
  'Days of week must be day codes (MON…SUN).': 'server.dayCodes',
  'Country must be a two-letter country code (US).': 'server.country',
  'Valid to must be on or after valid from.': 'server.validRange',
  'Notification e-mails must not repeat an address.': 'server.repeatedEmail',
  'Opening periods must not overlap.': 'server.overlap',
  'Opens and closes must both be set, or both be empty for a closed day.': 'server.bothTimes',
  'Opens and closes are required when the bar is open that day.': 'server.timesWhenOpen',
  'An open day needs at least one opening period.': 'server.onePeriod',
  'To must be on or after date.': 'server.toAfterDate',
  'To must be on or after from.': 'server.toAfterDate',
  'Date must be today or later.': 'server.notPast',
  'Status must be NEW, CONTACTED or CLOSED.': 'server.contactStatus',
  'Send the photo as multipart/form-data in the field "file".': 'server.uploadForm',
  [UPLOAD_TOO_LARGE_MESSAGE]: 'server.uploadTooLarge',
  [UPLOAD_WRONG_TYPE_MESSAGE]: 'server.uploadWrongType',
  [UPLOAD_TOO_MANY_PIXELS_MESSAGE]: 'server.uploadTooManyPixels',
  [UPLOAD_DAMAGED_MESSAGE]: 'server.uploadDamaged',
  [UPLOAD_MISSING_MESSAGE]: 'server.uploadMissing',
  [UPLOAD_EMPTY_MESSAGE]: 'server.uploadEmpty',
  [UPLOAD_ONE_FILE_MESSAGE]: 'server.uploadOneFile',
  'This e-mail was already sent.': 'server.emailAlreadySent',
  [UPLOAD_FAILED_MESSAGE]: 'image.uploadFailed',
  [UPLOAD_STALLED_MESSAGE]: 'image.stalled',
  // Highlights (server/features/menu/highlights, shared/schemas/highlights.ts).
  'Positions must name each highlight only once.': 'server.highlightPositionsTwice',
  'Positions must name at least one highlight.': 'server.highlightPositionsNone',
  'To must name at least one date.': 'server.copyToNone',
  'To must not include the day copied from.': 'server.copyToSelf',
  // The menu's and the drinks' CSV import.
  [CSV_TOO_LARGE_MESSAGE]: 'server.csvTooLarge',
  [CSV_EMPTY_MESSAGE]: 'server.csvEmpty',
  'The header row has no "name" column.': 'server.csvNoName',
};

/** The language the server writes its messages in: the REST contract's (API.md), whatever the site's default. */
const SERVER_LANG: Lang = LANGUAGES[0].code;

/** A field's label as the admin names it (`label.Name`), or the server's word where the catalog has none. */
function labelOf(label: string, t: AdminTranslate): string {
  const key = `label.${label}` as AdminKey;
  const said = t(key);
  return said === key ? label : said;
}

/**
 * A field's name in the admin's language. A translation's field is named by its language first ("Spanish name",
 * shared/schemas/translations.ts): the field's own name, then the language as the admin's language calls it.
 */
function fieldName(label: string, t: AdminTranslate, lang: Lang): string {
  for (const language of LANGUAGES) {
    const prefix = `${language.englishName} `;
    if (!label.startsWith(prefix)) continue;
    const field = label.slice(prefix.length);
    return t('label.inLanguage', { field: labelOf(field.charAt(0).toUpperCase() + field.slice(1), t), language: languageName(language.code, lang) });
  }
  return labelOf(label, t);
}

/** `message` in the admin's language, when its shape is known; else as the server wrote it. */
export function serverText(message: string, t: AdminTranslate, lang: Lang): string {
  if (lang === SERVER_LANG) return message;
  const exact = EXACT[message];
  if (exact) return t(exact);
  for (const [shape, key, names] of SHAPES) {
    const match = shape.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      values[name] = name === 'field' ? fieldName(value, t, lang) : value;
    });
    return t(key, values);
  }
  return message;
}
