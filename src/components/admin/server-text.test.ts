import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import type { AdminTranslate } from '../../i18n/admin-language';
import { serverText } from './server-text';

const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);
const inEnglish = translate(en);
const inSpanish = translate(es);

/** Every message the shared schemas write for inputs a form or an integration could send wrong. */
async function schemaMessages(): Promise<Set<string>> {
  const modules = import.meta.glob<Record<string, unknown>>(['../../../shared/schemas/*.ts', '!../../../shared/schemas/*.test.ts'], { eager: true });
  const bad: unknown[] = [undefined, null, {}, [], '', '   ', 'x'.repeat(5_000), 'a\u0000b', 'two\nlines', -1, 1e9, 1.5, 'not a date', true, { translations: { es: { name: 'x'.repeat(5_000) } } }];
  const found = new Set<string>();
  for (const module of Object.values(modules)) {
    for (const value of Object.values(module)) {
      if (!(value instanceof z.ZodType)) continue;
      for (const input of bad) {
        const result = value.safeParse(input);
        if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
      }
    }
  }
  return found;
}

describe("the server's words in the admin's language", () => {
  it("says a field's rule again in Spanish, the field named in Spanish too", () => {
    expect(serverText('Name must be at most 160 characters.', inSpanish, 'es')).toBe('El campo «Nombre» admite como máximo 160 caracteres.');
    expect(serverText('Price is required.', inSpanish, 'es')).toBe('El campo «Precio» es obligatorio.');
    expect(serverText('Spanish name must be at most 120 characters.', inSpanish, 'es')).toBe('El campo «Nombre (español)» admite como máximo 120 caracteres.');
    expect(serverText('This link is invalid or has expired.', inSpanish, 'es')).toBe('Este enlace no es válido o ha caducado.');
  });

  it("says the offers' and the bar details' own rules again in Spanish", () => {
    expect(serverText('Valid to must be on or after valid from.', inSpanish, 'es')).toBe('La fecha «Válida hasta» no puede ser anterior a «Válida desde».');
    expect(serverText('Primary button link must be a path on this site (/menu), an http(s) address, mailto: or tel:.', inSpanish, 'es')).toBe(
      'El campo «Enlace del botón principal» tiene que ser una ruta de esta web (/menu), una dirección http(s), mailto: o tel:.',
    );
    expect(serverText('Image URL must be a path on this site (/images/…) or an http(s) address.', inSpanish, 'es')).toBe('El campo «Dirección de la imagen» tiene que ser una ruta de esta web (/images/…) o una dirección http(s).');
    expect(serverText('Booking link must be an https:// address.', inSpanish, 'es')).toBe('El campo «Enlace de reservas» tiene que ser una dirección https://.');
    expect(serverText('Phone must be a phone number: digits, spaces, ( ) . - and an optional leading +.', inSpanish, 'es')).toMatch(/^El campo «Teléfono» tiene que ser un número de teléfono/);
    expect(serverText('Policies may have at most 12 entries.', inSpanish, 'es')).toBe('El campo «Normas» admite como máximo 12 entradas.');
    expect(serverText('Latitude must be a number from -90 to 90.', inSpanish, 'es')).toBe('El campo «Latitud» tiene que ser un número del -90 al 90.');
    expect(serverText('Spanish secondary button label must be at most 60 characters.', inSpanish, 'es')).toBe('El campo «Texto del botón secundario (español)» admite como máximo 60 caracteres.');
    expect(serverText('Notification e-mails must not repeat an address.', inSpanish, 'es')).toBe('Los correos de avisos no pueden repetir una dirección.');
    expect(serverText('Translated policies may have at most as many entries as the policies (2).', inSpanish, 'es')).toBe('Las normas traducidas no pueden ser más que las normas (2).');
    for (const message of ['Valid to must be on or after valid from.', 'Booking link must be an https:// address.', 'Policies may have at most 12 entries.', 'Translated policies may have at most as many entries as the policies (2).']) {
      expect(serverText(message, inEnglish, 'es')).toBe(message);
    }
  });

  it("says the menu's and drinks' own rules and refusals again in Spanish", () => {
    expect(serverText('Price must be a number of 0 or more.', inSpanish, 'es')).toBe('El campo «Precio» tiene que ser un número igual o mayor que 0.');
    expect(serverText('Allergens must be at most 255 characters in all.', inSpanish, 'es')).toBe('El campo «Alérgenos» admite como máximo 255 caracteres en total.');
    expect(serverText('Drink not found.', inSpanish, 'es')).toBe('No se ha encontrado: Bebida.');
    expect(serverText('ABV must be a number from 0 to 100.', inSpanish, 'es')).toBe('El campo «Graduación» tiene que ser un número del 0 al 100.');
    expect(serverText('A category with the slug "tapas" already exists.', inSpanish, 'es')).toBe('Ya hay una categoría con el slug "tapas".');
    expect(serverText('The category "Tapas" still has 1 item: move or delete it first.', inSpanish, 'es')).toBe('La categoría «Tapas» aún tiene 1 elemento: muévelo o bórralo primero.');
    expect(serverText('The category "Tapas" still has 3 items: move or delete them first.', inSpanish, 'es')).toBe('La categoría «Tapas» aún tiene 3 elementos: muévelos o bórralos primero.');
    expect(inEnglish('server.categoryHasItems.other', { name: 'Tapas', count: 3 })).toBe('The category "Tapas" still has 3 items: move or delete them first.');
  });

  it('says the hours\' rules and refusals again in Spanish, the period\'s times named as the form names them', () => {
    expect(serverText('Closes is required: each opening period has both times.', inSpanish, 'es')).toBe('El campo «Cierre» es obligatorio: cada periodo lleva las dos horas.');
    expect(serverText('Opening periods must not overlap.', inSpanish, 'es')).toBe('Los periodos de apertura no pueden solaparse.');
    expect(serverText('Date must be today or later.', inSpanish, 'es')).toBe('La fecha tiene que ser hoy o más adelante.');
    expect(serverText('To must be at most 62 days after date.', inSpanish, 'es')).toBe('La fecha final puede ser como máximo 62 días después de la inicial.');
    expect(serverText('Opens must be a 24-hour time (HH:MM).', inSpanish, 'es')).toBe('El campo «Apertura» tiene que ser una hora de 24 horas (HH:MM).');
    for (const message of ['To must be on or after date.', 'An open day needs at least one opening period.', 'Periods must be a list of { opens, closes }.', 'Status must be NEW, CONTACTED or CLOSED.']) {
      expect(serverText(message, inSpanish, 'es')).not.toBe(message);
    }
  });

  it('leaves a message of an unknown shape as the server wrote it', () => {
    expect(serverText('The kitchen is on fire.', inSpanish, 'es')).toBe('The kitchen is on fire.');
  });

  it('shows the English admin what the server wrote, and the English catalog writes the same shapes', async () => {
    for (const message of await schemaMessages()) expect(serverText(message, inEnglish, 'en')).toBe(message);
    expect(inEnglish('server.max', { field: 'Name', max: 160 })).toBe('Name must be at most 160 characters.');
    expect(inEnglish('server.invalidLink')).toBe('This link is invalid or has expired.');
  });

  it('knows every message the shared schemas write, field names included', async () => {
    const messages = await schemaMessages();
    expect(messages.size).toBeGreaterThan(40);
    // Said again in Spanish, and any field it names is one the catalog names (a label of its own, or one in a language).
    const spanishLabels = new Set(Object.entries(es).filter(([key]) => key.startsWith('label.')).map(([, label]) => label));
    const unknown = [...messages].filter((message) => {
      const said = serverText(message, inSpanish, 'es');
      const named = [...said.matchAll(/«([^»]+)»/g)].map((match) => match[1]!.replace(/ \([^)]+\)$/, ''));
      return said === message || named.some((field) => !spanishLabels.has(field));
    });
    expect(unknown).toEqual([]);
  });
});
