// The catalogs' shapes live beside the message files (shared/i18n/), which the server reads too (the e-mails' texts).
export type { Catalog, MessageKey } from '../../shared/i18n/catalog-types';
