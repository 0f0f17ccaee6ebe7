// The REST upload's body: the raw request stream, size-limited, parsed by Node's own web FormData parser
// (undici, the same one tRPC's adapter uses), so no multipart dependency is needed.
import type { Request as ExpressRequest } from 'express';
import { MAX_UPLOAD_BODY_BYTES } from '../../../shared/schemas/uploads';
import { AppError } from '../../errors';
import { uploadNotMultipart, uploadTooLarge, uploadUnreadableBody } from './upload-errors';

/**
 * The request body as a web stream that fails with 413 once it passes `limit` bytes. It stops listening then
 * but never destroys the request: Node drains the rest after the 413 is sent, so the client gets to read it.
 */
function limitedBody(req: ExpressRequest, limit: number): ReadableStream<Uint8Array> {
  let size = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const stop = () => {
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          return;
        }
        stop();
        controller.error(uploadTooLarge());
      };
      const onEnd = () => {
        stop();
        controller.close();
      };
      const onError = (error: Error) => {
        stop();
        controller.error(error);
      };
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', onError);
    },
  });
}

/** The upload form; an empty one when there is no body (the service then names the missing `file`). */
export async function readMultipartForm(req: ExpressRequest): Promise<FormData> {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return new FormData();
  if (!req.is('multipart/form-data')) throw uploadNotMultipart();
  if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BODY_BYTES) throw uploadTooLarge();
  const request = new Request('http://upload.invalid/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: limitedBody(req, MAX_UPLOAD_BODY_BYTES),
    duplex: 'half',
  } as RequestInit);
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadUnreadableBody();
  }
}
