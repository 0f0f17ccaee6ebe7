import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { HOME_QUERIES } from '../../features/home/home-queries';
import { seo } from '../../features/seo/seo';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/_site/')({
  head: () => ({ meta: seo() }),
  loader: ({ context }) => warmCache(context.trpc.offers.active.prefetch(HOME_QUERIES.offers), context.trpc.highlights.list.prefetch(HOME_QUERIES.highlights)),
  component: HomePage,
});
