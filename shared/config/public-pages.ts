// The guests' pages, in the navigation's order: the one list the navigation (src/features/layout/nav-items.ts) and the sitemap are made from.
export const PUBLIC_PAGE_PATHS = ['/', '/menu', '/drinks', '/reservations', '/about', '/contact', '/gallery'] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];
