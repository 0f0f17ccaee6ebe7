// The gallery's, the uploads' and the outbox's own refusals, as the Gallery and E-mail screens show them in Spanish.
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import { UPLOAD_DAMAGED_MESSAGE, UPLOAD_EMPTY_MESSAGE, UPLOAD_MISSING_MESSAGE, UPLOAD_ONE_FILE_MESSAGE } from '../../../shared/schemas/uploads';
import { serverText } from '../../components/admin/server-text';
import type { AdminTranslate } from '../../i18n/admin-language';

const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);
const inSpanish = translate(es);
const inEnglish = translate(en);

const MESSAGES = [
  'Photo not found.',
  'Tag not found.',
  'E-mail not found.',
  'This e-mail was already sent.',
  'Ids name no photo of the gallery: 7, 9.',
  'Place must be one of first, last.',
  'Translations must be an object by language: { "es": "…" }.',
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_ONE_FILE_MESSAGE,
];

describe("the gallery's and the outbox's refusals in the admin's language", () => {
  it('says each in Spanish, naming the record in Spanish', () => {
    for (const message of MESSAGES) expect(serverText(message, inSpanish, 'es')).not.toBe(message);
    expect(serverText('Photo not found.', inSpanish, 'es')).toBe('No se ha encontrado: Foto.');
    expect(serverText('This e-mail was already sent.', inSpanish, 'es')).toBe('Este correo ya se ha enviado.');
    expect(serverText('Ids name no photo of the gallery: 7, 9.', inSpanish, 'es')).toBe('Estos ids no son de ninguna foto de la galería: 7, 9.');
  });

  it('the English catalog writes them as the server does', () => {
    expect(inEnglish('server.emailAlreadySent')).toBe('This e-mail was already sent.');
    expect(inEnglish('server.galleryUnknownIds', { values: '7, 9' })).toBe('Ids name no photo of the gallery: 7, 9.');
    expect(inEnglish('server.uploadDamaged')).toBe(UPLOAD_DAMAGED_MESSAGE);
    expect(inEnglish('server.uploadEmpty')).toBe(UPLOAD_EMPTY_MESSAGE);
    expect(inEnglish('server.uploadMissing')).toBe(UPLOAD_MISSING_MESSAGE);
    expect(inEnglish('server.uploadOneFile')).toBe(UPLOAD_ONE_FILE_MESSAGE);
  });
});
