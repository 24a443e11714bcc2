// The brand kit page's calls (issue #19): save the draft, upload or remove the logo, publish and
// unpublish, at the kit's API path (one's own or a team's). Injected by component tests.
import type { BrandKitData, BrandKitDraftBody } from '../../contracts/brand';
import { ApiError, apiCall } from '../../lib/api-client';
import { readCookie } from '../../lib/cookies';

export interface BrandKitApi {
  save(body: BrandKitDraftBody): Promise<BrandKitData>;
  uploadLogo(file: Blob): Promise<BrandKitData>;
  removeLogo(): Promise<BrandKitData>;
  publish(): Promise<BrandKitData>;
  unpublish(): Promise<BrandKitData>;
}

/** A logo goes up as the body itself, with its picture type; the server judges it by its bytes. */
async function sendLogo(path: string, file: Blob): Promise<BrandKitData> {
  const token = readCookie('csrftoken', document.cookie);
  const response = await fetch(path, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      ...(token ? { 'X-CSRFToken': token } : {}),
    },
    body: file,
  });
  const data = (await response.json().catch(() => undefined)) as
    | (BrandKitData & { error?: { code: string; message: string } })
    | undefined;
  if (!response.ok || !data)
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'failed',
      data?.error?.message ?? response.statusText,
    );
  return data;
}

export function brandKitApi(apiPath: string): BrandKitApi {
  return {
    save: (body) => apiCall<BrandKitData>('PUT', apiPath, body),
    uploadLogo: (file) => sendLogo(`${apiPath}logo/`, file),
    removeLogo: () => apiCall<BrandKitData>('DELETE', `${apiPath}logo/`),
    publish: () => apiCall<BrandKitData>('POST', `${apiPath}publish/`),
    unpublish: () => apiCall<BrandKitData>('POST', `${apiPath}unpublish/`),
  };
}
