// The brand kit page's calls: save the draft, upload or remove the logo, publish and
// unpublish, at the kit's API path (one's own or a team's). Injected by component tests.

import { apiCall } from '../../../lib/api-client';
import type { BrandKitData, BrandKitDraftBody } from '../contracts';

export interface BrandKitApi {
  save(body: BrandKitDraftBody): Promise<BrandKitData>;
  uploadLogo(file: Blob): Promise<BrandKitData>;
  removeLogo(): Promise<BrandKitData>;
  publish(): Promise<BrandKitData>;
  unpublish(): Promise<BrandKitData>;
}

/** A logo goes up as the body itself, with its picture type; the server judges it by its bytes. */
export function brandKitApi(apiPath: string): BrandKitApi {
  return {
    save: (body) => apiCall<BrandKitData>('PUT', apiPath, body),
    uploadLogo: (file) => apiCall<BrandKitData>('PUT', `${apiPath}logo/`, file),
    removeLogo: () => apiCall<BrandKitData>('DELETE', `${apiPath}logo/`),
    publish: () => apiCall<BrandKitData>('POST', `${apiPath}publish/`),
    unpublish: () => apiCall<BrandKitData>('POST', `${apiPath}unpublish/`),
  };
}
