import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../../features/outbox-admin/outbox-page';
import { parseOutboxSearch, type OutboxSearch } from '../../../features/outbox-admin/outbox-search';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/outbox')({
  validateSearch: (search: Record<string, unknown>): OutboxSearch => parseOutboxSearch(search),
  head: () => ({ meta: seo({ title: adminText('title.outbox'), noindex: true }) }),
  component: OutboxPage,
});
