// The brand kit page's calls: save the draft, upload or remove the logo, publish and unpublish, on
// one's own kit or a team's, through the declared table (decision 084). Injected by component tests.

import { type EndpointAnswer, fillPath } from '../../../kernel/endpoint';
import { apiCall, callApi } from '../../../lib/api-client';
import { type BrandKitData, type BrandKitDraftBody, type BrandKitScope, brandApi } from '../contracts';

export interface BrandKitApi {
  save(body: BrandKitDraftBody): Promise<BrandKitData>;
  uploadLogo(file: Blob): Promise<BrandKitData>;
  removeLogo(): Promise<BrandKitData>;
  publish(): Promise<BrandKitData>;
  unpublish(): Promise<BrandKitData>;
}

/**
 * The calls of the kit `scope` names. A logo goes up as the body itself, with its picture type, and
 * the server judges it by its bytes: callApi sends a declared JSON body, so the upload takes its
 * method and path from the table and goes through apiCall, which sends a file as it is.
 */
export function brandKitApi(scope: BrandKitScope): BrandKitApi {
  if (scope.kind === 'team') {
    const params = { tid: scope.tid };
    const upload = brandApi.teamUploadLogo;
    return {
      save: (body) => callApi(brandApi.teamSave, { params, body }),
      uploadLogo: (file) =>
        apiCall<EndpointAnswer<typeof upload>>(upload.method, fillPath(upload.path, params), file),
      removeLogo: () => callApi(brandApi.teamRemoveLogo, { params }),
      publish: () => callApi(brandApi.teamPublish, { params }),
      unpublish: () => callApi(brandApi.teamUnpublish, { params }),
    };
  }
  const upload = brandApi.uploadLogo;
  return {
    save: (body) => callApi(brandApi.save, { body }),
    uploadLogo: (file) => apiCall<EndpointAnswer<typeof upload>>(upload.method, fillPath(upload.path), file),
    removeLogo: () => callApi(brandApi.removeLogo),
    publish: () => callApi(brandApi.publish),
    unpublish: () => callApi(brandApi.unpublish),
  };
}
