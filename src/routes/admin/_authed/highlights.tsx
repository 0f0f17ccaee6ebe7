import { createFileRoute } from '@tanstack/react-router';
import { parseHighlightsSearch, type HighlightsSearch } from '../../../features/highlights-admin/highlights-search';
import { HighlightsPage } from '../../../features/highlights-admin/highlights-page';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/highlights')({
  validateSearch: (search: Record<string, unknown>): HighlightsSearch => parseHighlightsSearch(search),
  head: () => ({ meta: seo({ title: adminText('title.highlights'), noindex: true }) }),
  component: HighlightsPage,
});
