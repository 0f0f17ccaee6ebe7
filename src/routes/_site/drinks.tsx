import { createFileRoute } from '@tanstack/react-router';
import { DrinksPage } from '../../features/drinks/drinks-page';
import { seo } from '../../features/seo/seo';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/_site/drinks')({
  head: () => ({
    meta: seo({ title: 'Drinks & Wine', description: 'Spanish wines by the glass and bottle, sherry, vermouth, sangria and cocktails in Woburn, MA.' }),
  }),
  loader: ({ context }) => warmCache(context.trpc.drinks.full.prefetch()),
  component: DrinksPage,
});
