// What the server renderer of the public pages (src/entry-server.tsx, built into dist/server) takes and gives.
// The SPA implements it with a type-only import; the server loads the built module and calls it. The app's router is
// a parameter, not an import: the features' print routes use this contract, so it sits below the list of features
// (server/features.ts) that makes AppRouter; the SPA names it (`ServerEntry<AppRouter>`).
import type { TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { Request } from 'express';
import type { Lang } from '../../shared/config/languages';
import type { PrintSheet } from '../../shared/rules/print-sheet';
import type { SettingsDto } from '../../shared/schemas/settings';

export interface RenderRequest<Router extends AnyRouter = AnyRouter> {
  /** The path and query of the request, e.g. "/menu?x=1". */
  url: string;
  /** Reads go through this link: it calls the tRPC procedures in-process, with the request's context. */
  trpcLink: TRPCLink<Router>;
  /** Reads the site's own static files by path ("/images/gallery/manifest.json"), as the browser would fetch them. */
  fetchStatic: (path: string) => Promise<Response>;
  /** The site's own address (PUBLIC_URL): the canonical, og:url and hreflang links start with it. */
  siteUrl: string;
}

export type RenderResult =
  /** A public page: its head tags, its markup, and the query cache the browser hydrates from. */
  | {
      kind: 'page';
      status: number;
      /** <title>, meta, canonical and preload links, as HTML. */
      head: string;
      /** The markup inside #root. */
      html: string;
      /** The page's language: `<html lang>`. */
      lang: string;
      /** The dehydrated query cache as JSON, safe to place inside <script type="application/json">. */
      state: string;
      /** The ids of the matched routes, root first: the server links their code-split chunks and CSS. */
      routeIds: string[];
      /** False when a read failed and the page shows it loading: such a page is not kept by any cache. */
      complete: boolean;
    }
  | { kind: 'redirect'; status: 301 | 302 | 307 | 308; location: string }
  /** Pages rendered in the browser only (the staff admin): the server sends the plain SPA shell. */
  | { kind: 'client-only' };

/** A printed menu or drinks list (GET /menu/print, /drinks/print): what it says, and what the server adds around it. */
export interface PrintRequest {
  sheet: PrintSheet;
  /** The sheet's language (`<html lang>`, and its words); its `pagePath` is the list's page in that language. */
  lang?: Lang;
  /** The page's one stylesheet, inline (allowed by its hash in the answer's CSP). */
  stylesheet: string;
  /** Web font files to fetch early ("/assets/fraunces-….woff2"). */
  fontFiles: readonly string[];
  /** The QR code of the list's page on the site (an <svg> element), and that page's absolute address (also the canonical one). */
  qr: { svg: string; address: string };
  /** The bar's details the sheet's header and footer print (the settings the owner keeps). */
  bar: SettingsDto;
}

export interface ServerEntry<Router extends AnyRouter = AnyRouter> {
  render(request: RenderRequest<Router>): Promise<RenderResult>;
  /** The whole print page, doctype included: no script, made from the same mark components as the menu's cards. */
  renderPrintPage(request: PrintRequest): Promise<string>;
}

/** The site's server renderer for a request; null when there is none (no build) or it failed to load (logged). */
export type LoadServerEntry = (req?: Request) => Promise<ServerEntry | null>;
