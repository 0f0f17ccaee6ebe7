import { createFileRoute } from '@tanstack/react-router';
import { heroPreload } from '../../components/hero-image';
import { HomePage } from '../../features/home/home-page';
import { HOME_QUERIES } from '../../features/home/home-queries';
import { seo } from '../../features/seo/seo';
import { routeLang, withLang } from '../../i18n/lang-input';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/{-$lang}/')({
  // The head runs after the loader: on the server the offers are in the cache, and the hero's photo is preloaded.
  head: ({ match, params }) => ({
    meta: seo(),
    links: heroPreload(match.context.trpc.offers.active.getData(withLang(HOME_QUERIES.offers, routeLang(params.lang)))),
  }),
  loader: ({ context, params }) => {
    const lang = routeLang(params.lang);
    return warmCache(context.trpc.offers.active.prefetch(withLang(HOME_QUERIES.offers, lang)), context.trpc.highlights.list.prefetch(withLang(HOME_QUERIES.highlights, lang)));
  },
  component: HomePage,
});
