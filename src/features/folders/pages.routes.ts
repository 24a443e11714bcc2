// The folder page (/folders/{fid}/) and the Library (/library/) with its JSON calls.
// Signed-out visitors are sent to log in; a folder someone may not see is a 404.
import Type from 'typebox';
import { OID_PATTERN } from '../../kernel/ids';
import { type App, Oid, requireUser, responses } from '../../server/edge';
import { renderPage } from '../../server/render/render-page';
import { loadManageable } from '../../server/services/manage.service';
import { folderPageData } from './folder-pages.service';
import { libraryImages, libraryPdfs, useLibraryImage } from './library.service';
import { LIBRARY_PAGE_PATTERN, MEDIA_KEY_PATTERN } from './library-rules';

const FidParams = Type.Object({ fid: Type.String({ pattern: OID_PATTERN }) });
const Page = Type.String({ pattern: LIBRARY_PAGE_PATTERN });
const LibraryQuery = Type.Object({
  images: Type.Optional(Page),
  pdfs: Type.Optional(Page),
});
const Use = Type.Object({ oid: Type.String(), title: Type.String(), path: Type.String() });
const ImagesBody = Type.Object({
  items: Type.Array(
    Type.Object({
      key: Type.String(),
      src: Type.String(),
      contentType: Type.String(),
      size: Type.Number(),
      usedIn: Type.Array(Use),
    }),
  ),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

export async function folderPageRoutes(app: App) {
  app.get('/folders/:fid/', { schema: { params: FidParams } }, async (request, reply) => {
    const user = requireUser(request);
    const data = await folderPageData(app.db, user, request.params.fid);
    reply.header('cache-control', 'private, no-store');
    return renderPage(request, reply, 'FolderPage', data, {
      title: `${data.folder.name} · ${app.config.brandName}`,
      noindex: true,
    });
  });

  app.get('/library/', { schema: { querystring: LibraryQuery } }, async (request, reply) => {
    const user = requireUser(request);
    const { images = '1', pdfs = '1' } = request.query;
    reply.header('cache-control', 'private, no-store');
    return renderPage(
      request,
      reply,
      'LibraryPage',
      {
        images: await libraryImages(app.db, user, Number(images)),
        pdfs: await libraryPdfs(app.db, user, Number(pdfs)),
      },
      { title: `${request.t('library.title')} · ${app.config.brandName}`, noindex: true },
    );
  });

  // The editor's "Insert from library" picker reads the pictures a page at a time.
  app.get(
    '/api/v4/library/images/',
    {
      schema: {
        querystring: Type.Object({ page: Type.Optional(Page) }),
        response: responses({ 200: ImagesBody }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request, 'Log in to open your library.');
      reply.header('cache-control', 'private, no-store');
      return libraryImages(app.db, user, Number(request.query.page ?? '1'));
    },
  );

  app.post(
    '/api/v4/library/uses/',
    {
      schema: {
        body: Type.Object(
          { oid: Oid, key: Type.String({ pattern: MEDIA_KEY_PATTERN }) },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Object({ src: Type.String() }) }),
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request, 'Log in to use your library.');
      const { presentation } = await loadManageable(app.db, request.body.oid, user, 'edit');
      return useLibraryImage(app.db, user, presentation, request.body.key);
    },
  );
}
