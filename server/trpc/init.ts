// tRPC setup: context, procedures and the one mapping of AppError / zod failures to tRPC errors.
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { AppError, validationError, type ErrorCode } from '../errors';
import type { Ctx } from '../context';
import type { StaffRole } from '../../shared/rules/staff-roles';
import { requireRole } from '../auth/require-role';
import { fieldsFromIssues } from '../../shared/schemas/issues';
import { illFormedTextField, illFormedTextMessage } from '../../shared/rules/well-formed-text';

const TRPC_CODE: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  VALIDATION_FAILED: 'BAD_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_SUPPORTED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  // tRPC has no 414; the URL guard answers before tRPC ever sees such a request.
  URI_TOO_LONG: 'BAD_REQUEST',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

/** What a procedure declares about itself: an admin procedure's least role (adminProcedure below). */
export interface ProcedureMeta {
  role?: StaffRole;
}

const t = initTRPC.context<Ctx>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    if (cause instanceof AppError) {
      return { ...shape, message: cause.message, data: { ...shape.data, stack: undefined, appCode: cause.code, fields: cause.fields ?? null, ...(cause.errors ? { errors: cause.errors } : {}) } };
    }
    if (cause instanceof ZodError) {
      const fields = fieldsFromIssues(cause.issues);
      return { ...shape, message: Object.values(fields)[0] ?? 'Invalid input.', data: { ...shape.data, stack: undefined, appCode: 'VALIDATION_FAILED', fields } };
    }
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? 'Something went wrong on our side. Please try again.' : shape.message,
      data: { ...shape.data, stack: undefined, appCode: internal ? 'INTERNAL' : error.code, fields: null },
    };
  },
});

/** Rethrows AppErrors as tRPC errors with the matching code, the AppError kept as cause. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    throw new TRPCError({ code: TRPC_CODE[result.error.cause.code], message: result.error.cause.message, cause: result.error.cause });
  }
  return result;
});

/** Input holding a lone surrogate is refused for every procedure, as REST does (shared/rules/well-formed-text.ts). */
const refuseIllFormedText = t.middleware(async ({ getRawInput, next }) => {
  const field = illFormedTextField(await getRawInput());
  if (field) throw validationError({ [field]: illFormedTextMessage(field) });
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapAppErrors).use(refuseIllFormedText);
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.', cause: new AppError('UNAUTHENTICATED', 'Please sign in.') });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * An admin procedure, for an account of at least `role` (the REST routes' `role` twin). Its gate runs before the
 * input is parsed, so a lower role gets FORBIDDEN (HTTP 403) and nothing is read or written. The role is kept as the
 * procedure's meta, where admin-roles.ts checks that every admin procedure has one and the tests read it.
 */
export function adminProcedure(role: StaffRole) {
  return authedProcedure.meta({ role }).use(({ ctx, next }) => {
    requireRole(ctx.user, role);
    return next();
  });
}
