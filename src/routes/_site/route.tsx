import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../../features/layout/site-layout';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/_site')({
  // Every public page shows the hours (footer, menu sheet): the week, today's row and whether the bar is open now are
  // the server's to say, and its answer renders the page. It is also the page's one "today" (the footer's year).
  // Every page shows the bar's details too (header, footer, announcement): the settings, read once here.
  loader: ({ context }) => warmCache(context.trpc.hours.get.prefetch(), context.trpc.settings.get.prefetch()),
  component: SiteLayout,
});
