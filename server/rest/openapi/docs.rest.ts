// GET /api/openapi.json and GET /api/docs: the document of every declared route (themselves included), built once.
import { z } from 'zod';
import { addCspSources, cspHash } from '../../lib/csp';
import { defineRoute, type ApiRoute } from '../api-route';
import { renderDocsPage } from './docs-page';
import { DOCS_PAGE_CSS } from './docs-page-style';
import { API_VERSION, buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

const DOCS_STYLE_HASH = cspHash(DOCS_PAGE_CSS);

const openApiDocumentSchema = z
  .looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0).' });

/** `routes` is read on the first request, so the list can include these two routes. */
export function apiDocsRoutes(routes: () => readonly ApiRoute[]) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  // The site's address is the process's (PUBLIC_URL, in every request's context): the document is made once.
  const theDocument = (baseUrl: string) => (document ??= buildOpenApiDocument(routes(), baseUrl));

  return [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      auth: 'public',
      tag: 'Operations',
      summary: 'This API as an OpenAPI 3.1 document',
      description: 'Generated from the same zod schemas the routes validate with; `/api/docs` shows it as a page.',
      shared: true,
      response: { status: 200, description: 'The document.', schema: openApiDocumentSchema },
      example: { response: { openapi: '3.1.0', info: { title: 'Casa Olivera REST API', version: API_VERSION }, paths: { '/api/menu/full': {} } } },
      handle: ({ ctx }) => theDocument(ctx.settings.publicUrl),
    }),
    defineRoute({
      method: 'get',
      path: '/docs',
      auth: 'public',
      tag: 'Operations',
      summary: 'This documentation as a page',
      description: 'The OpenAPI document above, rendered on the server as one HTML page without scripts, for reading in a browser.',
      shared: true,
      response: { status: 200, description: 'The page.', schema: z.string(), contentType: 'text/html; charset=utf-8' },
      example: { response: '<!doctype html>\n<html lang="en">…</html>' },
      handle: ({ ctx, res }) => {
        // Its one inline stylesheet is allowed by hash, in this answer's policy only.
        addCspSources(res, 'style-src', [DOCS_STYLE_HASH]);
        return (page ??= renderDocsPage(theDocument(ctx.settings.publicUrl)));
      },
    }),
  ];
}
