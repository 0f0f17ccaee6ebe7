// Typed application errors; each transport maps them once (REST error handler, tRPC formatter).

export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL';

export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** One bad cell of an uploaded file (the menu's CSV import): its record (the header row being 1), its column, why. */
export interface CellError {
  row: number;
  column: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
    readonly errors?: readonly CellError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_OF[this.code];
  }
}

export const validationError = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid input.', fields);
/** A file with bad cells: every one named by row and column, nothing written. */
export const cellErrors = (message: string, errors: readonly CellError[]) => new AppError('VALIDATION_FAILED', message, undefined, undefined, errors);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in.');
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid e-mail or password.');
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', undefined, retryAfterSeconds);

/** The contract's error body. */
export interface ErrorBody {
  ok: false;
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  errors?: readonly CellError[];
}

export function errorBody(error: AppError): ErrorBody {
  return { ok: false, error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}), ...(error.errors ? { errors: error.errors } : {}) };
}
