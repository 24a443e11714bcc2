// The recording studio: /video/new/ lists the decks the signed-in person may edit
// (their own and those shared with them as editor); /video/new/?deck={oid} opens the studio on one,
// with the editor's rules: the owner and editors get it, anyone else who can see the deck gets 403,
// anyone who cannot gets 404; a video presentation has no steps to record over (404). Signed-out
// visitors are sent to log in. The page carries the upload limits so the studio stops in time.
// /video/edit/{oid}/ is the editor of a published recording (trim, cuts, cover, captions) with the
// same rules; a presentation that is not a recording: 404.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Viewer } from '../../kernel/access/permissions';
import { layoutDocument } from '../../kernel/document/layout';
import { presentationPath, recordingEditorPath, studioPath } from '../../kernel/paths';
import { type App, Oid, OidParams } from '../../platform/http/edge';
import { forbidden, notFound } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import { loadFor } from '../access';
import { findUserById, requireViewer } from '../accounts';
import { playerBrandFor } from '../brand';
import { DASHBOARD_LIMIT, listOwnPresentations, listSharedPresentations, presentPlayerData } from '../decks';
import { presentRecording, recordingOf } from './recording.service';
import type { RecordingEditorPageData, StudioPageData } from './studio.contracts';

const Query = Type.Object({
  deck: Type.Optional(Oid),
  // Re-recording a recording from a step: the recording and the step.
  recording: Type.Optional(Oid),
  from: Type.Optional(Type.String({ pattern: '^(0|[1-9][0-9]{0,4})$' })),
});

type StudioLimits = StudioPageData['limits'];

/** A presentation for its owner and editors; anyone else who sees it is told `refusal` (403). */
const loadEditable = (app: App, request: FastifyRequest, oid: string, refusal: string) =>
  loadFor(app.db, { oid }, request.actor.viewer, 'presentation.edit', { refused: () => forbidden(refusal) });

/** The studio re-recording a recording from one of its steps, over the deck it was made over. */
async function retakeStudio(
  app: App,
  request: FastifyRequest,
  recordingOid: string,
  from: string | undefined,
  limits: StudioLimits,
): Promise<StudioPageData> {
  const { presentation: p, access } = await loadEditable(
    app,
    request,
    recordingOid,
    request.t('studio.editor.forbidden'),
  );
  const recording = await recordingOf(app.db, p);
  const owner = await findUserById(app.db, p.owner_id);
  const steps = layoutDocument(p.document).steps;
  const fromStep = Number(from ?? 0);
  if (!recording || !owner || fromStep >= steps.length) throw notFound();
  return {
    deck: { oid: p.oid, title: p.title, privacy: p.privacy, path: recordingEditorPath(p.oid) },
    // The deck snapshot the recording was made over, played as a deck.
    player: presentPlayerData(
      {
        presentation: { ...p, kind: 'deck', media: null },
        owner,
        access,
        viewer: request.actor.viewer,
        hasLiked: false,
      },
      request.language,
    ),
    decks: [],
    limits,
    retake: {
      fromStep,
      stepTitle: steps[fromStep]?.title ?? '',
      editorPath: recordingEditorPath(p.oid),
    },
  };
}

/** The studio on one deck: a deck (not a video), not hidden. */
async function deckStudio(
  app: App,
  request: FastifyRequest,
  deckOid: string,
  limits: StudioLimits,
): Promise<StudioPageData> {
  const { presentation: p, access } = await loadEditable(
    app,
    request,
    deckOid,
    request.t('studio.forbidden'),
  );
  if (p.kind !== 'deck') throw notFound();
  if (p.hidden) throw forbidden(request.t('studio.deckHidden'));
  const owner = await findUserById(app.db, p.owner_id);
  if (!owner) throw notFound();
  const viewer = request.actor.viewer;
  return {
    deck: { oid: p.oid, title: p.title, privacy: p.privacy, path: presentationPath(p) },
    // A deck in the `brand` theme is recorded in its published kit's look.
    player: {
      ...presentPlayerData({ presentation: p, owner, access, viewer, hasLiked: false }, request.language),
      brand: await playerBrandFor(app.db, p),
    },
    decks: [],
    limits,
    retake: null,
  };
}

/** The studio's first page: the decks the person may edit, their own and those shared to edit. */
async function deckChoice(app: App, viewer: Viewer, limits: StudioLimits): Promise<StudioPageData> {
  const own = await listOwnPresentations(app.db, viewer.id, { sort: 'updated', limit: DASHBOARD_LIMIT });
  const shared = await listSharedPresentations(app.db, viewer.id, DASHBOARD_LIMIT);
  const decks = [...own, ...shared.filter((row) => row.role === 'edit')]
    .filter((row) => row.kind === 'deck')
    .map((row) => ({ oid: row.oid, title: row.title, studioPath: studioPath(row.oid) }));
  return { deck: null, player: null, decks, limits, retake: null };
}

export async function studioPageRoutes(app: App) {
  app.get('/video/new/', { schema: { querystring: Query } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const { deck: deckOid, recording: recordingOid, from } = request.query;
    const limits = { maxBytes: app.config.video.maxBytes, maxSeconds: app.config.video.maxSeconds };
    const data = recordingOid
      ? await retakeStudio(app, request, recordingOid, from, limits)
      : deckOid
        ? await deckStudio(app, request, deckOid, limits)
        : await deckChoice(app, viewer, limits);
    reply.header('cache-control', 'private, no-store');
    const title = data.retake
      ? request.t('studio.retake.pageTitle', { title: data.deck!.title })
      : data.deck
        ? request.t('studio.pageTitleDeck', { title: data.deck.title })
        : request.t('studio.pageTitle');
    return renderPage(request, reply, 'StudioPage', data, {
      title: `${title} · ${app.config.brandName}`,
      noindex: true,
    });
  });

  recordingEditorPageRoute(app);
}

/** The editor of a published recording: trim, cuts, cover, captions. */
function recordingEditorPageRoute(app: App) {
  app.get('/video/edit/:oid/', { schema: { params: OidParams } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const { presentation: p } = await loadFor(app.db, request.params, viewer, 'presentation.edit', {
      refused: () => forbidden(request.t('studio.editor.forbidden')),
    });
    const recording = await recordingOf(app.db, p);
    if (!recording) throw notFound();
    const data: RecordingEditorPageData = {
      presentation: { oid: p.oid, title: p.title, path: presentationPath(p) },
      recording: presentRecording(recording, p, undefined),
      steps: layoutDocument(p.document).steps.map((step) => step.title),
    };
    reply.header('cache-control', 'private, no-store');
    return renderPage(request, reply, 'RecordingEditorPage', data, {
      title: `${request.t('studio.editor.pageTitle', { title: p.title })} · ${app.config.brandName}`,
      noindex: true,
    });
  });
}
