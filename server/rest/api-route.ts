// One REST route, declared once: Express registers it (register-routes.ts) and the OpenAPI document describes it
// (openapi/openapi-document.ts) from the same object, so the two cannot drift. Inputs are parsed with the declared
// zod schemas before the handler runs, and the handler returns what the declared response schema describes.
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Ctx } from '../context';
import type { ApiTag } from './openapi/api-tags';
import type { StaffRole } from '../../shared/rules/staff-roles';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Anyone, or a signed-in staff member (`Authorization: Bearer <token>`, else 401 before anything is done). */
export type RouteAuth = 'public' | 'staff';

/**
 * Who may call a route: anyone, or a signed-in account of at least `role` (a lower one gets 403 before anything is
 * read or written). A staff route without its least role does not compile, and register-routes.ts refuses it too.
 */
export type RouteAccess = { auth: 'public'; role?: never } | { auth: 'staff'; role: StaffRole };

/** The error answers a route may give beyond those that follow from its declaration (see openapi-document.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

interface BodyResponse<R extends z.ZodType> {
  /** 202: accepted, the rest happens later (an e-mail is queued). */
  status: 200 | 201 | 202;
  description: string;
  schema: R;
  /** Default application/json; anything else is sent as text (the handler returns a string). */
  contentType?: string;
  /** Response headers the route sets, by name, with what they carry. */
  headers?: Record<string, string>;
  /** The Location of a created record. */
  location?: (body: z.input<R>) => string;
}

/** No body: 204, or 202 (accepted: the work happens afterwards, e.g. an e-mail sent by the mail worker). */
interface EmptyResponse {
  status: 204 | 202;
  description: string;
  headers?: Record<string, string>;
}

/** A body of text that is not JSON (the menu's CSV import): read as text of `mediaType`, at most `maxBytes`, for the handler. */
export interface TextBody {
  mediaType: string;
  maxBytes: number;
  /** The 413's message. */
  tooLargeMessage: string;
  description: string;
  example: string;
}

/** A multipart body, read and checked by the handler itself (only the photo upload). */
export interface MultipartBody {
  field: string;
  mediaTypes: readonly string[];
  description: string;
}

export interface RouteExample<P extends string, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, T extends string = never> {
  params?: Record<P, number>;
  textParams?: Record<T, string>;
  query?: { [K in keyof z.input<Q>]?: string };
  body?: z.input<B>;
  response?: z.input<R>;
}

export interface RouteInput<P extends string, Q extends z.ZodType, B extends z.ZodType, T extends string = never> {
  ctx: Ctx;
  /** The path's record ids, checked (digits only, else 404). */
  params: Record<P, number>;
  /** The path's names (a gallery tag), as sent: the handler's service finds the record, or answers 404. */
  textParams: Record<T, string>;
  query: z.output<Q>;
  body: z.output<B>;
  /** For the one body the handler reads itself (multipart). */
  req: Request;
  /** For the few answers that set a header of their own, or another documented status. */
  res: Response;
}

export type RouteSpec<P extends string, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, T extends string = never> = RouteFields<P, Q, B, R, T> & RouteAccess;

interface RouteFields<P extends string, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, T extends string> {
  method: HttpMethod;
  /** Express path under /api, e.g. `/admin/offers/:id`. */
  path: string;
  tag: ApiTag;
  summary: string;
  /** What the operation does, beyond its summary: every operation has one (OpenAPI linters ask for it). */
  description: string;
  /** Each path parameter (a record id) with the label of its "… not found." message. */
  params?: Record<P, string>;
  /** Each path parameter that names a record by text instead of an id (`/admin/gallery/tags/:tag`), with its description. */
  textParams?: Record<T, string>;
  query?: Q;
  body?: B;
  /** The contract also takes the body's fields as query parameters; both are merged, the body winning. */
  bodyFromQuery?: boolean;
  multipart?: MultipartBody;
  /** A text body (not JSON), handed to the handler as `req.body` (a string); another type is a 415. */
  textBody?: TextBody;
  /** Request headers the route reads, by name, with what they mean. */
  headers?: Record<string, string>;
  /** A public read: marked `no-cache` instead of the API's `no-store`, so the public-read cache may share it. */
  shared?: boolean;
  response: BodyResponse<R> | EmptyResponse;
  /** Other non-error answers (health's 503, an upsert's 201), set by the handler with `res.status()`. */
  otherResponses?: { status: number; description: string; schema: z.ZodType; example?: unknown }[];
  /** Error answers particular to this route, with what they mean here. */
  errors?: Partial<Record<ErrorStatus, string>>;
  example: RouteExample<P, Q, B, R, T>;
  handle: (input: RouteInput<P, Q, B, T>) => Promise<z.input<R>> | z.input<R>;
}

/** A declared route with its types erased, as lists, the registration and the document see it. */
export type ApiRoute = RouteSpec<string, z.ZodType, z.ZodType, z.ZodType, string>;

/**
 * Declares a route; the generics check at compile time that the handler gets what the schemas parse and
 * returns what the response schema describes, and that the example fits both.
 */
export function defineRoute<P extends string = never, Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodVoid, T extends string = never>(
  spec: RouteSpec<P, Q, B, R, T>,
): ApiRoute {
  return spec as unknown as ApiRoute;
}

/** The route's path in OpenAPI form: `/api/admin/offers/{id}`. */
export function openApiPath(route: Pick<ApiRoute, 'path'>): string {
  return `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
}
