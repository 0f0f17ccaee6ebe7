import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../../features/layout/site-layout';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/_site')({
  // Every public page shows the hours with today's row marked (footer, menu sheet): today is the server's to say.
  loader: ({ context }) => warmCache(context.trpc.hours.today.prefetch()),
  component: SiteLayout,
});
