import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { homeQueries } from '../../features/home/home-queries';
import { seo } from '../../features/seo/seo';

export const Route = createFileRoute('/_site/')({
  head: () => ({ meta: seo() }),
  // Starts the offers and highlights requests while the page's code downloads; never blocks on them.
  loader: ({ context }) => {
    const { offers, highlights } = homeQueries();
    void context.trpc.offers.active.prefetch(offers);
    void context.trpc.highlights.list.prefetch(highlights);
  },
  component: HomePage,
});
