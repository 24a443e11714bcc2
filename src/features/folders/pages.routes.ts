// The folder page (/folders/{fid}/) and the Library (/library/) with its JSON calls.
// Signed-out visitors are sent to log in; a folder someone may not see is a 404.
import Type from 'typebox';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { renderPage } from '../../platform/render/render-page';
import { requireViewer } from '../accounts';
import { loadManageable } from '../decks';
import { foldersApi } from './contracts';
import { folderPageData } from './folder-pages.service';
import { libraryImages, libraryPdfs, useLibraryImage } from './library.service';
import { LIBRARY_PAGE_PATTERN } from './library-rules';
import { Fid, foldersSchemas } from './schemas';

const FidParams = Type.Object({ fid: Fid });
const Page = Type.String({ pattern: LIBRARY_PAGE_PATTERN });
const LibraryQuery = Type.Object({
  images: Type.Optional(Page),
  pdfs: Type.Optional(Page),
});

export async function folderPageRoutes(app: App) {
  app.get('/folders/:fid/', { schema: { params: FidParams } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const data = await folderPageData(app.db, viewer, request.params.fid);
    reply.header('cache-control', 'private, no-store');
    return renderPage(request, reply, 'FolderPage', data, {
      title: `${data.folder.name} · ${app.config.brandName}`,
      noindex: true,
    });
  });

  app.get('/library/', { schema: { querystring: LibraryQuery } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const { images = '1', pdfs = '1' } = request.query;
    reply.header('cache-control', 'private, no-store');
    return renderPage(
      request,
      reply,
      'LibraryPage',
      {
        images: await libraryImages(app.db, viewer, Number(images)),
        pdfs: await libraryPdfs(app.db, viewer, Number(pdfs)),
      },
      { title: `${request.t('library.title')} · ${app.config.brandName}`, noindex: true },
    );
  });

  // The editor's "Insert from library" picker reads the pictures a page at a time; its calls are
  // declared with the folder calls (contracts.ts, schemas.ts).
  const route = declaredRoutes(app, foldersApi, foldersSchemas);
  app.route({
    ...route('libraryImages'),
    handler: async (request, reply) => {
      const viewer = requireViewer(request, 'Log in to open your library.');
      reply.header('cache-control', 'private, no-store');
      return libraryImages(app.db, viewer, Number(request.query.page ?? '1'));
    },
  });

  app.route({
    ...route('useLibraryImage'),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const viewer = requireViewer(request, 'Log in to use your library.');
      const { presentation } = await loadManageable(app.db, request.body.oid, viewer, 'edit');
      return useLibraryImage(app.db, viewer, presentation, request.body.key);
    },
  });
}
