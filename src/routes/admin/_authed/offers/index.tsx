import { createFileRoute } from '@tanstack/react-router';
import { OFFER_PAGE_SIZES } from '../../../../../shared/rules/admin-lists';
import { OffersListPage } from '../../../../features/offers-admin/offers-list-page';
import { parseListSearch, type ListSearch } from '../../../../lib/list-search';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/offers/')({
  validateSearch: (search: Record<string, unknown>): ListSearch => parseListSearch(search, OFFER_PAGE_SIZES),
  head: () => ({ meta: seo({ title: adminText('title.offers'), noindex: true }) }),
  component: OffersListPage,
});
