import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { DEFAULT_LANG, isLang } from '../../../shared/config/languages';
import { SiteLayout } from '../../features/layout/site-layout';
import { langInput, routeLang } from '../../i18n/lang-input';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/{-$lang}')({
  // The language of the guests' pages: none for the default (today's paths), else a configured language's code
  // (/es/menu). Any other first segment, the default's own code too (/en/menu, /fr), is an unknown page, never a
  // page in some language. The language's catalog is loaded by the root route (it knows the address before this).
  beforeLoad: ({ params, location }) => {
    if (params.lang !== undefined && (params.lang === DEFAULT_LANG || !isLang(params.lang))) throw notFound();
    // The staff admin has one address; /es/admin… opens it in that language (as an e-mailed link's ?lang= does).
    const admin = /^\/[^/]+(\/admin(?:\/.*)?)$/.exec(location.pathname);
    if (params.lang !== undefined && admin) throw redirect({ href: `${admin[1]}?lang=${params.lang}`, replace: true });
  },
  // Every public page shows the hours (footer, menu sheet): the week, today's row and whether the bar is open now are
  // the server's to say, and its answer renders the page. It is also the page's one "today" (the footer's year).
  // Every page shows the bar's details too (header, footer, announcement): the settings, read once here.
  loader: ({ context, params }) => {
    const lang = langInput(routeLang(params.lang));
    return warmCache(context.trpc.hours.get.prefetch(lang), context.trpc.settings.get.prefetch(lang));
  },
  component: SiteLayout,
});
