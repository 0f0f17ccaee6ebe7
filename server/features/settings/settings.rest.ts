import { adminSettingsDto, settingsDto, settingsInput, SETTINGS_LIMITS } from '../../../shared/schemas/settings';
import { langQuery, translatedText, WITH_LANG } from '../../../shared/schemas/translations';
import { defineRoute } from '../../rest/api-route';
import { exampleAdminSettings, exampleSettings } from './settings.examples';
import { getAdminSettings, getPublicSettings, saveSettings } from './settings.service';

const TEXT = 'Text is text: markup is kept exactly as typed and shown as typed, never interpreted; `about` is paragraphs separated by blank lines.';
const RULES =
  'The whole record, every field required except `announcement` (null or left out: none). Links (`bookingUrl`, each social `url`) are `https://` '
  + 'addresses; `phone` is digits with spaces, ( ) . - and an optional leading +; `email` and each of `notificationEmails` an e-mail address '
  + `(no repeats, at most ${SETTINGS_LIMITS.notificationEmails}); \`address.country\` a two-letter code; \`geo\` decimal degrees; \`announcement.until\` a date `
  + `(YYYY-MM-DD, its last day); at most ${SETTINGS_LIMITS.socials} social links and ${SETTINGS_LIMITS.policies} policies of up to ${SETTINGS_LIMITS.policy} `
  + `characters, \`about\` up to ${SETTINGS_LIMITS.about}, \`announcement.text\` up to ${SETTINGS_LIMITS.announcement}. Text is trimmed. Unknown fields are ignored.`;

export const settingsPublicRoutes = [
  defineRoute({
    method: 'get',
    path: '/settings',
    auth: 'public',
    tag: 'Public',
    summary: 'The bar\'s details',
    description:
      'Name, tagline, description, phone, e-mail, address and map position, booking link, social links, policies, the About story and the '
      + 'announcement, as the owner keeps them in the admin (seeded from the identity module). `announcement` is answered through the end of its '
      + `\`until\` day (the bar's date), then null. ${WITH_LANG} the tagline, description, policies, About story and announcement text are `
      + `${translatedText("the owner's")}. ${TEXT}`,
    shared: true,
    query: langQuery,
    response: { status: 200, description: 'The bar\'s details.', schema: settingsDto },
    errors: { 400: 'A `lang` other than en or es.' },
    example: { query: { lang: 'en' }, response: exampleSettings },
    handle: ({ ctx, query }) => getPublicSettings(ctx, query),
  }),
];

export const settingsAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/settings',
    auth: 'staff',
    role: 'owner',
    tag: 'Settings',
    summary: 'The bar\'s details, to edit',
    description: `The public record plus \`notificationEmails\` (who hears about a new guest message); \`announcement\` as saved, even after its day. ${TEXT}`,
    response: { status: 200, description: 'The whole record.', schema: adminSettingsDto },
    example: { response: exampleAdminSettings },
    handle: ({ ctx }) => getAdminSettings(ctx),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/settings',
    auth: 'staff',
    role: 'owner',
    tag: 'Settings',
    summary: 'Save the bar\'s details',
    description: `${RULES} Every public page, the JSON-LD, the print pages and the e-mails show the change on the next request.`,
    body: settingsInput,
    response: { status: 200, description: 'The saved record.', schema: adminSettingsDto },
    errors: { 400: 'A field is invalid; `fields` names it (e.g. `phone`, `socials.0.url`, `policies.2`, `announcement.until`). Nothing is saved.' },
    example: { body: exampleAdminSettings, response: exampleAdminSettings },
    handle: ({ ctx, body }) => saveSettings(ctx, body),
  }),
];
