import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch, type ListSearch } from '../../../../features/admin/ui/list-search';
import { OFFER_PAGE_SIZES, OffersListPage } from '../../../../features/offers-admin/offers-list-page';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/offers/')({
  validateSearch: (search: Record<string, unknown>): ListSearch => parseListSearch(search, OFFER_PAGE_SIZES),
  head: () => ({ meta: seo({ title: 'Offers', noindex: true }) }),
  component: OffersListPage,
});
