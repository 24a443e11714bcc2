// The owner's dashboard (/dashboard/next/): their presentations, and "Create your own" from
// pasted or uploaded Markdown or JSON. Signed-out visitors are sent to log in first.
//
// Its page (decks/ui/pages/DashboardPage.tsx) composes decks' lists with the folder shelf, the
// teams, the video quota and publishing's create panel. Decks sits below folders, teams and
// recordings, so the routes live here, in publishing, which no feature imports.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import type { Viewer } from '../../kernel/access/permissions';
import { DocumentError } from '../../kernel/document/document';
import { PRIVACIES, type Privacy } from '../../kernel/document/import-metadata';
import { OID_PATTERN } from '../../kernel/ids';
import {
  editPath,
  presentationPath,
  presenterPath,
  recordingEditorPath,
  settingsPath,
  statsPath,
  studioPath,
} from '../../kernel/paths';
import type { App } from '../../platform/http/edge';
import { renderPage } from '../../platform/render/render-page';
import { requireViewer } from '../accounts';
import { DASHBOARD_LIMIT, DASHBOARD_SORTS, listOwnPresentations, listSharedPresentations } from '../decks';
import { cardsWithOwners } from '../discovery';
import { folderShelf } from '../folders';
import { videoUsage } from '../quota';
import { isRecording } from '../recordings';
import { dashboardTeams, teamToCreateIn } from '../teams';
import { publishSource } from './publish.service';

export const SOURCE_MAX = 200_000;

const Query = Type.Object({
  sort: Type.Optional(Type.Enum([...DASHBOARD_SORTS])),
  privacy: Type.Optional(Type.Enum(['', ...PRIVACIES])),
  /** Set by the settings page after a delete, to show a notice. */
  deleted: Type.Optional(Type.Literal('1')),
});
const CreateBody = Type.Object({
  source: Type.String({ maxLength: SOURCE_MAX }),
  privacy: Type.Enum([...PRIVACIES]),
  /** The team's tid when the form is on a team's page. */
  team: Type.Optional(Type.String({ pattern: OID_PATTERN })),
  csrfmiddlewaretoken: Type.Optional(Type.String()),
});

type DashboardRequest = FastifyRequest<{ Querystring: Static<typeof Query> }>;
type CreateForm = { source: string; privacy: Privacy; problems: string[] };

export async function dashboardRoutes(app: App) {
  dashboardPageRoute(app);
  createFormRoute(app);
}

/** The dashboard, its create panel empty. */
function dashboardPageRoute(app: App) {
  app.get('/dashboard/next/', { schema: { querystring: Query } }, async (request, reply) => {
    requireViewer(request);
    return showDashboard(app, request, reply, { source: '', privacy: 'public', problems: [] });
  });
}

/** The no-JavaScript path of the create panel: the same publishing as its JSON call. */
function createFormRoute(app: App) {
  app.post(
    '/dashboard/next/',
    { schema: { querystring: Query, body: CreateBody }, bodyLimit: SOURCE_MAX * 2 },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { source, privacy, team } = request.body;
      const teamId = await teamToCreateIn(app.db, viewer, team);
      try {
        const presentation = await publishSource(app.handle, viewer.id, { source, privacy, teamId });
        return reply.redirect(presentationPath(presentation), 303);
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        return showDashboard(app, request, reply, { source, privacy, problems: error.problems }, 400);
      }
    },
  );
}

async function showDashboard(
  app: App,
  request: DashboardRequest,
  reply: FastifyReply,
  form: CreateForm,
  status = 200,
) {
  const viewer = requireViewer(request);
  const { sort = 'updated', privacy = '', deleted } = request.query;
  // Teams: the Teams section, and "Move to team…" on each row.
  const teams = await dashboardTeams(app.db, viewer);
  const cards = await ownCards(app, viewer, { sort, privacy }, teams.placements);
  return renderPage(
    request,
    reply,
    'DashboardPage',
    {
      cards,
      shared: await sharedCards(app, viewer),
      sort,
      privacy,
      form,
      deleted: deleted === '1',
      folders: await folderShelf(app.db, viewer, { kind: 'personal' }),
      teams: teams.mine,
      teamChoices: teams.choices,
      videoUsage: await videoUsage(app.db, app.config.video.quotaBytes, { userId: viewer.id }),
    },
    { title: `${request.t('header.myDashboard')} · ${app.config.brandName}`, noindex: true },
    status,
  );
}

type Placements = Awaited<ReturnType<typeof dashboardTeams>>['placements'];

/** The person's own presentations not in a folder, each with its actions' addresses. */
async function ownCards(
  app: App,
  viewer: Viewer,
  { sort, privacy }: Required<Pick<Static<typeof Query>, 'sort' | 'privacy'>>,
  placements: Placements,
) {
  const rows = await listOwnPresentations(app.db, viewer.id, {
    sort,
    privacy: privacy || undefined,
    limit: DASHBOARD_LIMIT,
    unfiled: true,
  });
  return (await cardsWithOwners(app.db, rows)).map((card, i) => ({
    ...card,
    privacy: rows[i]!.privacy,
    updatedAt: rows[i]!.updated_at,
    editPath: editPath(rows[i]!),
    settingsPath: settingsPath(card.oid),
    statsPath: statsPath(card.oid),
    // Videos have no steps to present from.
    presenterPath: rows[i]!.kind === 'deck' ? presenterPath(card.oid) : null,
    // Recording a video over a deck.
    studioPath: rows[i]!.kind === 'deck' ? studioPath(card.oid) : null,
    // Editing a recorded video's trim, cuts, cover and captions.
    recordingEditorPath: isRecording(rows[i]!) ? recordingEditorPath(card.oid) : null,
    team: placements.get(rows[i]!.id) ?? null,
  }));
}

/** The presentations shared with the person, with their role. */
async function sharedCards(app: App, viewer: Viewer) {
  const sharedRows = await listSharedPresentations(app.db, viewer.id, DASHBOARD_LIMIT);
  return (await cardsWithOwners(app.db, sharedRows)).map((card, i) => ({
    ...card,
    role: sharedRows[i]!.role,
    editPath: editPath(sharedRows[i]!),
  }));
}
