// The one REST error mapper: every failure leaves as the contract's error body, never a stack trace.
import type { ErrorRequestHandler, Request, Response } from 'express';
import { AppError, errorBody } from '../errors';
import type { Logger } from '../logging/logger';
import { requestIdOf } from '../logging/request-log';

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
}

function fromBodyParser(error: HttpishError): AppError | null {
  switch (error.type) {
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is larger than 100 KB.');
    case 'entity.parse.failed':
      return new AppError('BAD_REQUEST', 'Request body is not valid JSON.', { body: 'Request body is not valid JSON.' });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be UTF-8 JSON.');
    default: {
      const status = error.status ?? error.statusCode;
      if (status && status >= 400 && status < 500) return new AppError('BAD_REQUEST', 'Bad request.');
      return null;
    }
  }
}

export function sendError(res: Response, error: AppError): void {
  if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json(errorBody(error));
}

/** The stack goes to the log (with the request's id), never into the answer. */
export function restErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, _next) => {
    const known = error instanceof AppError ? error : fromBodyParser((error ?? {}) as HttpishError);
    if (known) {
      sendError(res, known);
      return;
    }
    log.error({ err: error, reqId: requestIdOf(req) }, `[api] ${req.method} ${req.baseUrl}${req.path} failed`);
    sendError(res, new AppError('INTERNAL', 'Something went wrong on our side. Please try again.'));
  };
}

export function notFoundHandler(req: Request, res: Response): void {
  sendError(res, new AppError('NOT_FOUND', `No API route ${req.method} ${req.path}.`));
}
