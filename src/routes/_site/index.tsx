import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { homeQueries } from '../../features/home/home-queries';
import { seo } from '../../features/seo/seo';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/_site/')({
  head: () => ({ meta: seo() }),
  loader: ({ context }) => {
    const { offers, highlights } = homeQueries();
    return warmCache(context.trpc.offers.active.prefetch(offers), context.trpc.highlights.list.prefetch(highlights));
  },
  component: HomePage,
});
