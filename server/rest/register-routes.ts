// Registers the declared routes (api-route.ts) on the /api router: the context (anyone's, or the signed-in staff
// member's), the inputs parsed with the declared schemas, the answer sent with the declared status and type.
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { AppDeps, Ctx } from '../context';
import { createContext } from '../create-context';
import { AppError, unauthenticated } from '../errors';
import { parseInput } from '../lib/validate';
import { requireRole } from '../auth/require-role';
import { isStaffRole } from '../../shared/rules/staff-roles';
import type { ApiRoute, TextBody } from './api-route';
import { requireIdParam } from './params';
import { sendRead } from '../http-cache/http-cache';

export function registerRoutes(router: Router, routes: readonly ApiRoute[], deps: AppDeps): void {
  for (const route of routes) {
    requireConsistent(route);
    // A text body is read before the handler runs: the role gate goes first, so a lower role is refused (403) before
    // its body is looked at, as on every other route.
    if (route.textBody) router[route.method](route.path, roleGate(route, deps), textBodyParser(route.textBody), routeHandler(route, deps));
    else router[route.method](route.path, routeHandler(route, deps));
  }
}

/** The route's least role, checked before anything else of the request is read. */
function roleGate(route: ApiRoute, deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const ctx = await contextFor(route, deps, req, res);
    if (route.auth === 'staff' && ctx.user) requireRole(ctx.user, route.role);
    next();
  };
}

/**
 * The text body of a route that takes one (the CSV import): read up to its limit (413 past it, with the route's own
 * message); a body of another type, or none, is a 415 naming the type wanted.
 */
function textBodyParser(body: TextBody): RequestHandler {
  const read = express.text({ type: body.mediaType, limit: body.maxBytes, defaultCharset: 'utf-8' });
  return (req, res, next) => {
    read(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(new AppError('PAYLOAD_TOO_LARGE', body.tooLargeMessage));
      if (error) return next(error);
      if (typeof req.body !== 'string') return next(new AppError('UNSUPPORTED_MEDIA_TYPE', `Request body must be a file of type ${body.mediaType} (Content-Type: ${body.mediaType}).`));
      next();
    });
  };
}

/** "POST /admin/menu/import" for each route that takes a text body (require-json.ts lets those through). */
export function textBodyRoutes(routes: readonly ApiRoute[]): Map<string, string> {
  return new Map(routes.flatMap((route) => (route.textBody ? [[`${route.method.toUpperCase()} ${route.path.toLowerCase()}`, route.textBody.mediaType] as const] : [])));
}

/** "POST /admin/uploads" for each route that takes a multipart body (require-json.ts lets those through). */
export function multipartRoutes(routes: readonly ApiRoute[]): Set<string> {
  return new Set(routes.filter((route) => route.multipart).map((route) => `${route.method.toUpperCase()} ${route.path.toLowerCase()}`));
}

/** Refuses at start-up a declaration the document would describe wrongly. */
function requireConsistent(route: ApiRoute): void {
  const name = `${route.method.toUpperCase()} ${route.path}`;
  // The requireStaff gate guards every /admin path whatever a declaration says; the document must say so too.
  if (route.path.startsWith('/admin') && route.auth !== 'staff') throw new Error(`${name} is under /admin, so it must be declared auth: 'staff'.`);
  // The type says so too; this holds for a declaration cast past it. A role is what the gate below compares with.
  if (route.auth === 'staff' && !isStaffRole(route.role)) throw new Error(`${name} is a staff route, so it must declare its least role (role: 'staff' | 'manager' | 'owner').`);
  const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
  const declared = [...Object.keys(route.params ?? {}), ...Object.keys(route.textParams ?? {})].sort();
  if (inPath.join() !== declared.join()) throw new Error(`${name} has path parameters [${inPath.join()}] but declares [${declared.join()}].`);
}

function routeHandler(route: ApiRoute, deps: AppDeps): RequestHandler {
  const { response } = route;
  return async (req, res) => {
    const ctx = await contextFor(route, deps, req, res);
    // The role gate, before the path, query or body is looked at: a lower role learns nothing and changes nothing.
    if (route.auth === 'staff' && ctx.user) requireRole(ctx.user, route.role);
    const params = Object.fromEntries(Object.entries(route.params ?? {}).map(([name, label]) => [name, requireIdParam(req, label, name)]));
    const textParams = Object.fromEntries(Object.keys(route.textParams ?? {}).map((name) => [name, String(req.params[name] ?? '')]));
    const query: unknown = route.query ? parseInput(route.query, req.query) : undefined;
    const body: unknown = route.body ? parseInput(route.body, route.bodyFromQuery ? queryAndBody(req) : req.body) : undefined;
    // Set first, so a handler may answer another documented status (health's 503).
    res.status(response.status);
    const result = await route.handle({ ctx, params, textParams, query, body, req, res });
    if (route.shared) res.setHeader('Cache-Control', 'no-cache');
    if (!('schema' in response)) {
      res.end();
      return;
    }
    if (response.location) res.location(response.location(result));
    // A public read hands its bytes to the public-read cache, which keeps and sends them.
    if (route.shared) {
      const contentType = response.contentType ? (res.type(response.contentType).getHeader('Content-Type') as string) : 'application/json; charset=utf-8';
      await sendRead(req, res, { status: res.statusCode, headers: { 'content-type': contentType }, body: response.contentType ? String(result) : JSON.stringify(result) });
      return;
    }
    if (response.contentType) res.type(response.contentType).send(result);
    else res.json(result);
  };
}

async function contextFor(route: ApiRoute, deps: AppDeps, req: Request, res: Response): Promise<Ctx> {
  // Under /admin the requireStaff gate has already built and checked it.
  const ctx = (res.locals.staffCtx as Ctx | undefined) ?? (await createContext(deps, req, { withUser: route.auth !== 'public', res }));
  if (route.auth === 'staff' && !ctx.user) throw unauthenticated();
  return ctx;
}

/** Query and JSON body merged, the body winning. A body that is not an object is passed on as is, so validation refuses it. */
function queryAndBody(req: Request): unknown {
  const body: unknown = req.body;
  if (body === undefined || body === null) return req.query;
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...req.query, ...body };
}
