// Sends a photo to the server's `admin.uploads.create` procedure. The tRPC link speaks fetch, which cannot report
// upload progress, so this one call goes over XMLHttpRequest in tRPC's own wire format (POST /trpc/<path>, a
// multipart body; the answer is { result: { data } } or { error }).
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_MEDIA_TYPES, UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_WRONG_TYPE_MESSAGE, type UploadResult } from '../../../shared/schemas/uploads';
import { clearToken, getToken } from '../../lib/auth-storage';
import { REQUEST_TIMEOUT_MS } from '../../lib/fetch-with-timeout';
import { TRPC_URL } from '../../lib/trpc-client';

export const UPLOAD_FAILED_MESSAGE = 'The photo could not be uploaded. Please try again.';
export const UPLOAD_STALLED_MESSAGE = 'The upload stopped making progress. Please check the connection and try again.';

/** What is wrong with a file before it is sent (the server checks again, by content), or null. */
export function checkPhotoFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(UPLOAD_MEDIA_TYPES as readonly string[]).includes(file.type)) return UPLOAD_WRONG_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  return null;
}

export class UploadError extends Error {
  constructor(message: string, readonly sessionExpired = false) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Uploads the file; `onProgress` gets 0..1 as bytes leave. A large photo on a slow line takes longer than the
 * 12 s every call is allowed, so here the 12 s count from the last progress: a stalled upload gives up, a
 * moving one goes on.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): { done: Promise<UploadResult>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve, reject) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    const armStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        xhr.abort();
        reject(new UploadError(UPLOAD_STALLED_MESSAGE));
      }, REQUEST_TIMEOUT_MS);
    };
    xhr.upload.onprogress = (event) => {
      armStall();
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      clearTimeout(stall);
      let body: { result?: { data?: UploadResult }; error?: { message?: string; data?: { appCode?: string } } } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.result?.data) {
        onProgress(1);
        resolve(body.result.data);
        return;
      }
      const expired = xhr.status === 401 && body?.error?.data?.appCode === 'UNAUTHENTICATED';
      if (expired) clearToken();
      reject(new UploadError(body?.error?.message || UPLOAD_FAILED_MESSAGE, expired));
    };
    xhr.onerror = () => {
      clearTimeout(stall);
      reject(new UploadError(UPLOAD_FAILED_MESSAGE));
    };
    xhr.onabort = () => clearTimeout(stall);

    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.open('POST', `${TRPC_URL}/admin.uploads.create`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    armStall();
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
