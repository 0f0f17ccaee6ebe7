import { createFileRoute } from '@tanstack/react-router';
import { parseContactListSearch, type ContactListSearch } from '../../../../features/contacts-admin/contact-list-search';
import { ContactsListPage } from '../../../../features/contacts-admin/contacts-list-page';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/contacts/')({
  validateSearch: (search: Record<string, unknown>): ContactListSearch => parseContactListSearch(search),
  head: () => ({ meta: seo({ title: adminText('title.contacts'), noindex: true }) }),
  component: ContactsListPage,
});
