// The shape every catalog has: the English catalog's keys, each with a text of its own.
import type { MessageKey } from './messages/en';

export type Catalog = Readonly<Record<MessageKey, string>>;
export type { MessageKey };
