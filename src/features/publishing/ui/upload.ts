// Sends an upload with XMLHttpRequest, because fetch cannot report how much of a request body has
// been sent. Same rules as apiCall: the CSRF header, and the server's {error} message on failure.
import { ApiError } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0–1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** Rejects with this when the person cancelled, so callers can tell it from a failure. */
export class UploadCancelled extends Error {
  override name = 'UploadCancelled';
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let data: { error?: { code?: string; message?: string } } | undefined;
  try {
    data = JSON.parse(xhr.responseText);
  } catch {
    data = undefined;
  }
  return new ApiError(xhr.status, data?.error?.code ?? 'http_error', data?.error?.message ?? xhr.statusText);
}

/** POSTs a JSON value or a FormData and resolves to the JSON answer. */
export function upload<T>(path: string, body: FormData | object, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new UploadCancelled());
    const token = readCookie('csrftoken');
    if (!token) return reject(new ApiError(403, 'csrf_failed', 'Reload the page and try again.'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('X-CSRFToken', token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', ''));
    xhr.onabort = () => reject(new UploadCancelled());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (body instanceof FormData) xhr.send(body);
    else {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(body));
    }
  });
}
