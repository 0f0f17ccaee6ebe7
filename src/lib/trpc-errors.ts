// Reading tRPC errors: the server's message, and whether a call failed because the session is gone.
import { TRPCClientError } from '@trpc/client';

interface ErrorData {
  code?: string;
  httpStatus?: number;
  appCode?: string;
}

function dataOf(error: unknown): ErrorData | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ErrorData) : null;
}

/** A call refused because the bearer token is missing, expired or revoked (not a wrong password). */
export function isSessionExpired(error: unknown): boolean {
  const data = dataOf(error);
  return data?.appCode === 'UNAUTHENTICATED' || (data?.code === 'UNAUTHORIZED' && data.appCode !== 'INVALID_CREDENTIALS');
}

/** The message to show for a failed call, or the fallback when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/** A read or write of a record that is not there (deleted meanwhile, or never was). */
export function isNotFound(error: unknown): boolean {
  const data = dataOf(error);
  return data?.appCode === 'NOT_FOUND' || data?.code === 'NOT_FOUND' || data?.httpStatus === 404;
}
