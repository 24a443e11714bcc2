// The editor's addresses (spec §2): /p/edit/{oid}/ for schema '2', /{oid}/edit/ for schema '0',
// and /p/edit/{oid}/#present for commenters. The owner and editors get the editor (source, live
// preview, comments, history); commenters get the canvas read-only with the comments on a canvas
// deck, and the presentation with the comment panel otherwise. Anyone else
// who can see it gets 403, anyone who cannot gets 404; signed-out visitors are sent to log in.

import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { authorize } from '../../kernel/access/authorize';
import { isOwner } from '../../kernel/access/permissions';
import { editPath, presentationPath, recordingEditorPath } from '../../kernel/paths';
import { type App, OidParams } from '../../platform/http/edge';
import { forbidden, notFound } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import { loadFor, type Presentation } from '../access';
import { displayName, findUserById, requireUser, requireViewer } from '../accounts';
import { editorBrandFor, publishedKitFor } from '../brand';
import { presentPlayerData } from '../decks';
import { importReportOf } from '../publishing';
import { presentRecording, recordingOf } from '../recordings';
import { openCanvasState, withoutSpeakerNotes } from './canvas-sync.service';
import { linkedComment } from './comment-anchor-rules';
import { mentionablePeople } from './comment-mentions.service';
import { commentsOf } from './comments.service';
import type { EditPageData } from './contracts';
import { sourceOf, versionsOf } from './editor.service';
import { presenceColorOf } from './live-protocol';

/** The canvas editor's lazy chunk (ui/CanvasEditorHost.tsx imports it), by its key in the build's manifest. */
const CANVAS_EDITOR_MODULE = 'src/features/editor/ui/canvas/CanvasEditorScreen.tsx';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The sanitised description as plain text, for the video details. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The presentation as the editor's bar and panels name it. */
const editorPresentation = (p: Presentation): EditPageData['presentation'] => ({
  oid: p.oid,
  title: p.title,
  kind: p.kind,
  schemaVersion: p.schema_version,
  privacy: p.privacy,
  path: presentationPath(p),
  settingsPath: `/dashboard/next/${p.oid}/`,
  updatedAt: p.updated_at,
  description: plainText(p.description_html),
  tags: p.tags,
});

/**
 * `?canvas=1` opens a schema '0' or '2' deck in the canvas editor, converted; `?comment=12` opens the
 * comments at that comment's thread (a mention's e-mail links there), or nowhere if it is not one.
 */
const EditQuery = Type.Object({
  canvas: Type.Optional(Type.String({ maxLength: 8 })),
  comment: Type.Optional(Type.String({ maxLength: 100 })),
});

/** The canvas state for the page: converted only for editors, and without the speaker notes for commenters. */
async function canvasFor(app: App, p: Presentation, editing: boolean, convert: boolean) {
  const state = await openCanvasState(app.handle, p, { convert: editing && convert });
  return state && !editing ? withoutSpeakerNotes(state) : state;
}

export async function editPageRoutes(app: App) {
  const editPage = async (
    request: FastifyRequest<{ Params: { oid: string }; Querystring: { canvas?: string; comment?: string } }>,
    reply: FastifyReply,
  ) => {
    // The row for the name the page greets; the actor for everything that decides.
    const user = requireUser(request);
    const viewer = requireViewer(request);
    const { presentation: p, access } = await loadFor(
      app.db,
      request.params,
      viewer,
      'presentation.comment',
      {
        refused: () => forbidden(request.t('edit.forbidden')),
      },
    );
    const [path, query] = request.url.split('?');
    if (path !== editPath(p)) return reply.redirect(`${editPath(p)}${query ? `?${query}` : ''}`, 301);
    const owner = await findUserById(app.db, p.owner_id);
    if (!owner) throw notFound();
    const editing = authorize(viewer, 'presentation.edit', access);
    // A recording is edited in the recording editor (the deck editor has no video to show); its
    // commenters, and its editors following a link to a comment, get the recording beside the comments.
    const recording = await recordingOf(app.db, p);
    const comments = await commentsOf(app.db, p, access, viewer);
    const openComment = linkedComment(comments, request.query.comment)?.comment.id ?? null;
    // A link to a comment (a mention's) stays here, by the comments: the recording editor has none.
    if (recording && editing && openComment === null) return reply.redirect(recordingEditorPath(p.oid), 302);
    const data: EditPageData = {
      presentation: editorPresentation(p),
      // The preview draws the `brand` theme with the published kit, so "Apply brand kit" shows it at once.
      player: {
        ...presentPlayerData(
          { presentation: p, owner, access, viewer, hasLiked: false },
          request.language,
          recording ? presentRecording(recording, p, undefined) : null,
        ),
        brand: (await publishedKitFor(app.db, p))?.style ?? null,
      },
      brand: editing ? await editorBrandFor(app.db, p) : null,
      // Editors of a canvas deck get its shared state; "Edit on the canvas" opens an older deck
      // converted (?canvas=1), and nothing is saved until the first sync carries a change. Its
      // commenters get the state too, for the canvas read-only beside the comments; never converted.
      canvas: await canvasFor(app, p, editing, request.query.canvas === '1'),
      role: isOwner(access, viewer) ? 'owner' : editing ? 'editor' : 'commenter',
      canEdit: editing,
      source: editing ? sourceOf(p) : null,
      comments,
      openComment,
      people: await mentionablePeople(app.db, p, owner, user.username),
      versions: editing ? await versionsOf(app.db, p.id) : [],
      viewerUsername: user.username,
      me: { id: user.id, name: displayName(user), color: presenceColorOf(user.id) },
      importReport: editing ? await importReportOf(app.db, p.id) : null,
    };
    reply.header('cache-control', 'private, no-store');
    return renderPage(request, reply, 'EditPage', data, {
      title: `${p.title} · ${app.config.brandName}`,
      noindex: true,
      // The page imports the canvas editor as it starts: its chunk comes with the page's own, asked
      // for from the head, since the editor shows nothing before its script has run.
      ...(data.canvas
        ? { preloadChunks: request.server.assets.lazyChunk(CANVAS_EDITOR_MODULE), eagerPreload: true }
        : {}),
    });
  };
  const schema = { params: OidParams, querystring: EditQuery };
  app.get('/p/edit/:oid/', { schema }, editPage);
  app.get('/:oid/edit/', { schema }, editPage);
}
