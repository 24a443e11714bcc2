// Live sessions: who may present and watch, and the session's rules
// applied to the database. Watching follows the view page's rules exactly: the session's share
// link (when it was started through one) with its password, e-mail gate, expiry and revocation,
// else the talk's own visibility; a taken-down talk has no audience. Routes publish the events.
// The audience's reactions and questions are live-audience.service.ts's.

import { authorize } from '../../kernel/access/authorize';
import { passesLinkGate, type Viewer } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { loadFor, type ViewerPresentation } from '../access';
import { stepCount } from '../decks';
import type { LinkGate } from '../sharing';
import { findLiveViewLink, LinkLocked } from '../sharing';
import type { LiveEvent, LiveSessionData, LiveSessionStats } from './contracts';
import { presentQuestion } from './live-audience.service';
import {
  endSession,
  findOpenSession,
  findSessionByCode,
  insertSession,
  type LiveSessionRow,
  listQuestions,
  presentationOidOf,
  sessionsOfPresentation,
  setStep,
} from './repository';
import { moveStep, newJoinCode } from './rules';

// The routes take the audience's calls from here, with the session's.
export { ask, moderateQuestion, presentQuestion, react, vote } from './live-audience.service';

const NO_SESSION = 'There is no live session with this code.';

export const joinUrl = (origin: string, code: string) => `${origin}/live/${code}/`;

export function presentSession(
  row: LiveSessionRow,
  presentation: Pick<Presentation, 'oid' | 'title'>,
  origin: string,
): LiveSessionData {
  return {
    code: row.code,
    joinUrl: joinUrl(origin, row.code),
    oid: presentation.oid,
    title: presentation.title,
    state: row.state,
    step: row.step,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    linkId: row.view_link_id,
  };
}

/** The talk, for a person who may present it live (404 when they may not see it, 403 when only that). */
async function presentable(db: Db, viewer: Viewer, oid: string) {
  const { presentation } = await loadFor(db, { oid }, viewer, 'presentation.presentLive', {
    refused: () => forbidden('Only the owner and editors of this presentation can present it live.'),
  });
  return presentation;
}

/** Starts a session, or answers the open one: one live session per presentation. */
export async function startSession(
  db: Db,
  viewer: Viewer,
  oid: string,
  linkId: string | undefined,
  origin: string,
  now = new Date(),
): Promise<{ session: LiveSessionData; created: boolean }> {
  const presentation = await presentable(db, viewer, oid);
  const open = await findOpenSession(db, presentation.id);
  if (open) return { session: presentSession(open, presentation, origin), created: false };
  if (linkId !== undefined) {
    const link = await findLiveViewLink(db, linkId);
    if (link?.presentation_id !== presentation.id)
      throw badRequest('This share link does not belong to the presentation or was revoked.', 'invalid_link');
  }
  const at = now.toISOString();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const row = await insertSession(db, {
        code: newJoinCode(),
        presentation_id: presentation.id,
        presenter_id: viewer.id,
        view_link_id: linkId ?? null,
        step: 0,
        state: 'live',
        started_at: at,
        last_presenter_at: at,
      });
      return { session: presentSession(row, presentation, origin), created: true };
    } catch (error) {
      // Another start won the race (the one-open index), or the code was taken: look again.
      const raced = await findOpenSession(db, presentation.id);
      if (raced) return { session: presentSession(raced, presentation, origin), created: false };
      if (attempt === 4) throw error;
    }
  }
  throw conflict('No free join code was found; try again.');
}

export async function openSessionOf(db: Db, viewer: Viewer, oid: string, origin: string) {
  const presentation = await presentable(db, viewer, oid);
  const open = await findOpenSession(db, presentation.id);
  return open ? presentSession(open, presentation, origin) : null;
}

async function sessionByCode(db: Db, code: string): Promise<LiveSessionRow> {
  const session = await findSessionByCode(db, code);
  if (!session) throw notFound(NO_SESSION);
  return session;
}

/** The session, for its presenter (the talk's owner or an editor, as now, not only who started it). */
export async function loadForPresenter(db: Db, code: string, viewer: Viewer | null) {
  const session = await sessionByCode(db, code);
  const loaded = await talkOf(db, session, viewer);
  if (!loaded) throw notFound(NO_SESSION);
  if (!authorize(loaded.viewer, 'presentation.presentLive', loaded.access))
    throw forbidden('Only the presenter can do this.', 'not_presenter');
  return { session, presentation: loaded.presentation };
}

/** The session's talk, as far as `viewer` may see it by its own address (not the session's link). */
const talkOf = async (db: Db, session: LiveSessionRow, viewer: Viewer | null) =>
  loadFor(db, { oid: await oidOf(db, session) }, viewer, 'presentation.view').catch(() => undefined);

async function oidOf(db: Db, session: LiveSessionRow): Promise<string> {
  const oid = await presentationOidOf(db, session.presentation_id);
  if (!oid) throw notFound(NO_SESSION);
  return oid;
}

export interface Watcher {
  session: LiveSessionRow;
  loaded: ViewerPresentation;
  isPresenter: boolean;
  /**
   * The session's share link may be named to this watcher: always while it is live (the code is
   * the way in), and once it ended only to those who pass any link's gate (the talk's own people).
   */
  showsLink: boolean;
  /** The talk's own page opens for this watcher (where the ended page sends them). */
  talkOpen: boolean;
}

/**
 * The session, for someone who may watch it: through its share link's rules when it has one
 * (a locked link throws LinkLocked, which a page turns into the link's form), else the talk's own.
 * `api`: calls get 403 `link_locked` instead, and 404 for everything they may not know about.
 */
export async function loadForWatcher(
  db: Db,
  code: string,
  viewer: Viewer | null,
  gate: LinkGate,
  { api }: { api: boolean },
): Promise<Watcher> {
  const session = await sessionByCode(db, code);
  let loaded: ViewerPresentation;
  try {
    const ref = session.view_link_id
      ? { viewLinkId: session.view_link_id }
      : { oid: await oidOf(db, session) };
    loaded = await loadFor(db, ref, viewer, 'presentation.view', { gate });
  } catch (error) {
    // A revoked or expired link opens nothing, but the talk's own people (who pass any link's
    // gate) still watch through the talk itself, as they use its address once a link is revoked.
    const own = session.view_link_id ? await ownPeople(db, session, viewer) : undefined;
    if (own) loaded = own;
    else if (error instanceof LinkLocked && api)
      throw forbidden(
        'Open the share link first (it asks for a password or an e-mail address).',
        'link_locked',
      );
    else if (error instanceof LinkLocked || (error as { status?: number }).status === 410) throw error;
    else throw notFound(NO_SESSION);
  }
  if (loaded.presentation.id !== session.presentation_id) throw notFound(NO_SESSION);
  const isPresenter = authorize(loaded.viewer, 'presentation.presentLive', loaded.access);
  if (!session.view_link_id || session.state === 'live' || isPresenter)
    return { session, loaded, isPresenter, showsLink: true, talkOpen: true };
  // Once the session ended its code no longer stands for the link: whoever has only the code
  // must not learn the link's id, which would go on opening the talk.
  const own = await talkOf(db, session, viewer);
  return {
    session,
    loaded,
    isPresenter,
    showsLink: own !== undefined && passesLinkGate(own.access, own.viewer),
    talkOpen: own !== undefined,
  };
}

/** The talk for its owner, collaborators and staff, who pass a share link's gate anyway. */
async function ownPeople(db: Db, session: LiveSessionRow, viewer: Viewer | null) {
  if (!viewer) return undefined;
  const loaded = await talkOf(db, session, viewer);
  return loaded && passesLinkGate(loaded.access, loaded.viewer) ? loaded : undefined;
}

/** The catch-up every stream starts with. */
export async function stateEvent(
  db: Db,
  watcher: Watcher,
  visitorId: string,
  origin: string,
  viewers: number,
): Promise<LiveEvent> {
  const rows = await listQuestions(db, watcher.session.id, visitorId, watcher.isPresenter);
  const session = presentSession(watcher.session, watcher.loaded.presentation, origin);
  return {
    type: 'state',
    session: watcher.showsLink ? session : { ...session, linkId: null },
    questions: rows.map((row) => presentQuestion(row, visitorId)),
    viewers,
  };
}

export async function moveTo(
  db: Db,
  session: LiveSessionRow,
  presentation: Presentation,
  step: number,
  now = new Date(),
) {
  const move = moveStep(
    { state: session.state, step: session.step, lastPresenterAt: new Date(session.last_presenter_at) },
    step,
    stepCount(presentation),
  );
  if (!move.ok || !(await setStep(db, session.id, move.step, now.toISOString())))
    throw conflict('This live session has ended.', 'session_ended');
  return move.step;
}

export async function end(db: Db, session: LiveSessionRow, now = new Date()): Promise<boolean> {
  return endSession(db, session.id, now.toISOString());
}

/** A talk's live sessions for its statistics page. */
export async function liveStatsOf(db: Db, presentationId: number): Promise<LiveSessionStats[]> {
  const rows = await sessionsOfPresentation(db, presentationId);
  return rows.map((row) => ({
    code: row.code,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    viewers: row.viewers,
    peakViewers: row.peak_viewers,
    reactions: row.reactions,
    questions: row.questions,
  }));
}
