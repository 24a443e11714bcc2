// The access matrix, on every dialect: every surface of a presentation, asked
// for by each kind of person, for each way a presentation can be shared. Each cell is written out
// below from the product's rules (spec §4–§6, DESIGN §6), not computed from the code under test,
// so a change to who may do what fails here until this table is changed too.
//
// A cell "allows" when the answer is a success (2xx; for listings, the presentation is listed) and
// "denies" with a 401, 403 or 404 (or, on a page, a 303 to log in) that leaks nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Presentation } from '../../../src/features/access';
import { viewerOf } from '../../../src/features/access';
import { insertMediaFiles } from '../../../src/features/decks/media.repository';
import { findPresentationById } from '../../../src/features/decks/presentations.repository';
import { openCanvasState } from '../../../src/features/editor/canvas-sync.service';
import { LIVE_CLOSE } from '../../../src/features/editor/live-protocol';
import { startSession } from '../../../src/features/live/live.service';
import { findSessionByCode, insertQuestion } from '../../../src/features/live/repository';
import { hideReported } from '../../../src/features/moderation/moderation.service';
import { insertReport } from '../../../src/features/moderation/repository';
import { insertDeliveries, insertWebhook } from '../../../src/features/notifications/webhooks.repository';
import { insertImportReport } from '../../../src/features/publishing/import-report.repository';
import { insertDeckVideo } from '../../../src/features/recordings/deck-videos.repository';
import { videoKey } from '../../../src/features/recordings/video-upload.service';
import { revokeViewLink } from '../../../src/features/sharing/view-links.repository';
import { newViewLinkId } from '../../../src/kernel/ids';
import { presentationPath, thumbnailPath } from '../../../src/kernel/paths';
import { type Actor, defineActors } from '../../helpers/actors';
import { base64 } from '../../helpers/canvas-tabs';
import { buildViewLink } from '../../helpers/factories';
import { openLiveTab } from '../../helpers/live-tab';
import { makeJpegHeader } from '../../helpers/pdf';
import { PNG_5X4 } from '../../helpers/pictures';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { buildCompleteUpload, buildRecording } from '../../helpers/video';

const PEOPLE = ['owner', 'editor', 'commenter', 'other', 'staff', 'anonymous'] as const;
type Person = (typeof PEOPLE)[number];
/** public, reusable, private (by its address), private through a live view link, through a
 * revoked one, through a live one that verifies the visitor's address by an e-mailed code and
 * allows one domain (nobody here has typed a code), and taken down by staff (hidden). */
const STATES = ['public', 'reusable', 'private', 'link', 'revoked', 'verifying', 'hidden'] as const;
type State = (typeof STATES)[number];

const ALL: Person[] = [...PEOPLE];
const SIGNED_IN: Person[] = ['owner', 'editor', 'commenter', 'other', 'staff'];
const MEMBERS: Person[] = ['owner', 'editor', 'commenter'];
const EDITORS: Person[] = ['owner', 'editor'];
const OWNER: Person[] = ['owner'];
const NOBODY: Person[] = [];

/** Who may see it at all: the view page, player data and transcript, report page. A view link
 * that was revoked opens nothing, for anyone (members still use the presentation's address). */
const VIEWERS: Record<State, Person[]> = {
  public: ALL,
  reusable: ALL,
  private: [...MEMBERS, 'staff'],
  link: ALL,
  revoked: [...MEMBERS, 'staff'],
  // Only those who may see the private presentation anyway, until a code is typed.
  verifying: [...MEMBERS, 'staff'],
  hidden: OWNER,
};
const THROUGH_ITS_ADDRESS: Record<State, Person[]> = { ...VIEWERS, revoked: NOBODY };
/** Who may change it, whatever its visibility: its editors; a taken-down one, its owner alone. */
const EDITING: Record<State, Person[]> = {
  public: EDITORS,
  reusable: EDITORS,
  private: EDITORS,
  link: EDITORS,
  revoked: EDITORS,
  verifying: EDITORS,
  hidden: OWNER,
};
/** Downloads the owner has not allowed: its editors alone, through its address or a live view link. */
const DOWNLOADS_OFF: Record<State, Person[]> = { ...EDITING, revoked: NOBODY };
/**
 * Recording a video over a deck: its editors, but nobody over a deck staff took down (a recording
 * copies the deck's document, and would show its text to whoever the recording's privacy lets in).
 */
const RECORDING_OVER: Record<State, Person[]> = { ...EDITING, hidden: NOBODY };
/** Uploaded pictures and videos: anyone with the address, until staff take the deck down. */
const CAPABILITY: Record<State, Person[]> = {
  public: ALL,
  reusable: ALL,
  private: ALL,
  link: ALL,
  revoked: ALL,
  verifying: ALL,
  hidden: OWNER,
};
const LISTED: Record<State, Person[]> = {
  public: ALL,
  reusable: ALL,
  private: NOBODY,
  link: NOBODY,
  revoked: NOBODY,
  verifying: NOBODY,
  hidden: NOBODY,
};
/** A surface that names no presentation to anyone: it describes, it never lists. */
const NEVER: Record<State, Person[]> = Object.fromEntries(STATES.map((state) => [state, NOBODY])) as Record<
  State,
  Person[]
>;

interface Surface {
  name: string;
  /** Who it allows, per state. */
  allows: Record<State, Person[]>;
  /** The request; answers whether it succeeded. */
  ask(ctx: Cell): Promise<Outcome>;
}

interface Cell {
  t: TestApp;
  state: State;
  p: Presentation;
  /** The live or revoked view link of the link and revoked states. */
  linkId?: string;
  media: string;
  /** The sha256 of a video uploaded into the deck (its own, held by no other deck). */
  video: string;
  /** A live session of the presentation, started through the link when there is one. */
  live: { code: string; questionId: number };
  actor: Actor;
}

type Outcome = { allowed: boolean; status: number; detail?: string };

const DENIALS = [401, 403, 404];
async function outcome(response: Response, page = false): Promise<Outcome> {
  const status = response.status;
  if (status >= 200 && status < 300) return { allowed: true, status };
  const toLogin = page && status === 303 && response.headers.get('location')?.startsWith('/login/');
  if (DENIALS.includes(status) || toLogin) return { allowed: false, status };
  return { allowed: false, status, detail: `unexpected ${status}: ${(await response.text()).slice(0, 200)}` };
}

/** Who reads and writes its comments: its owner and collaborators; a taken-down one, its owner alone. */
const COMMENTING: Record<State, Person[]> = {
  public: MEMBERS,
  reusable: MEMBERS,
  private: MEMBERS,
  link: MEMBERS,
  revoked: MEMBERS,
  verifying: MEMBERS,
  hidden: OWNER,
};
const commentsPath = (cell: Cell) => `/api/v4/presentation/${cell.p.oid}/comments/`;

/** A new thread on the cell's presentation by its owner or its commenter (resolved, if asked): its id. */
async function threadOf(cell: Cell, by: 'owner' | 'commenter', resolved = false): Promise<number> {
  const { db } = cell.t.handle;
  const author =
    by === 'owner'
      ? cell.p.owner_id
      : (
          await db
            .selectFrom('collaborators')
            .select('user_id')
            .where('presentation_id', '=', cell.p.id)
            .where('role', '=', 'comment')
            .executeTakeFirstOrThrow()
        ).user_id;
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('comments')
    .values({
      presentation_id: cell.p.id,
      author_id: author,
      step: 0,
      body: `Matrix thread by ${by}`,
      created_at: at,
      ...(resolved ? { resolved_at: at, resolved_by: author } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const get = async (cell: Cell, path: string) => (await cell.actor.client()).get(path);
const viewPath = ({ p, linkId }: Cell) => (linkId ? `/view/${linkId}/` : presentationPath(p));
const authKey = ({ linkId }: Cell) => (linkId ? `?auth_key=${linkId}&key_type=prezilink` : '');
/** A link's code forms: "allowed" is the way back to the link's page, which opens for
 * this person (members need no code; a link that does not verify has no code to check). */
async function codeForm(cell: Cell, form: 'code/' | 'code/new/'): Promise<Outcome> {
  const linkId = cell.linkId ?? newViewLinkId(); // no link: one that does not exist
  const response = await (await cell.actor.client()).submit(`/view/${linkId}/${form}`, {
    email: 'visitor@acme.example',
    code: '123456',
  });
  if (response.status === 303 && response.headers.get('location') === `/view/${linkId}/`)
    return { allowed: true, status: 303 };
  return outcome(response);
}

const SURFACES: Surface[] = [
  {
    name: 'view page',
    allows: THROUGH_ITS_ADDRESS,
    ask: async (cell) => outcome(await get(cell, viewPath(cell)), true),
  },
  {
    name: 'embed',
    // For other sites: by oid only when listed, by view link when private; never once taken down.
    allows: { ...LISTED, link: ALL, verifying: [...MEMBERS, 'staff'] },
    ask: async (cell) => outcome(await get(cell, `/p/embed/${cell.linkId ?? cell.p.oid}/`)),
  },
  {
    name: 'player data (the document)',
    allows: VIEWERS,
    ask: async (cell) => {
      const response = await get(cell, `/api/v4/presentation/${cell.p.oid}/${authKey(cell)}`);
      const result = await outcome(response);
      if (result.allowed && !('document' in (await response.json())))
        return { ...result, detail: 'no document in the player data' };
      return result;
    },
  },
  {
    name: 'transcript',
    // The view page's transcript: the deck's own words, where the view page opens.
    allows: THROUGH_ITS_ADDRESS,
    ask: async (cell) => {
      const response = await get(cell, viewPath(cell));
      const result = await outcome(response, true);
      const shown = result.allowed && (await response.text()).includes('Each row is one measured thing.');
      return { ...result, allowed: shown };
    },
  },
  {
    name: 'print view',
    // Every step and the transcript: the view page's own rule, at its address.
    allows: THROUGH_ITS_ADDRESS,
    ask: async (cell) => {
      const response = await get(cell, `${viewPath(cell)}print/`);
      const result = await outcome(response, true);
      const shown = result.allowed && (await response.text()).includes('Each row is one measured thing.');
      return { ...result, allowed: shown };
    },
  },
  {
    name: 'download (not allowed by the owner)',
    // Downloads are off by default: only the editors download, through the view page's gate.
    allows: DOWNLOADS_OFF,
    ask: async (cell) => outcome(await get(cell, `${viewPath(cell)}download/?format=pdf`), true),
  },
  {
    name: 'download (allowed by the owner)',
    // Allowed: whoever opens the view page downloads, at the same address or view link.
    allows: THROUGH_ITS_ADDRESS,
    ask: async (cell) => {
      const allow = (value: 0 | 1) =>
        cell.t.handle.db
          .updateTable('presentations')
          .set({ allow_downloads: value })
          .where('id', '=', cell.p.id)
          .execute();
      await allow(1);
      try {
        const response = await get(cell, `${viewPath(cell)}download/?format=pdf`);
        const result = await outcome(response, true);
        if (result.allowed && response.headers.get('content-type') !== 'application/pdf')
          return { ...result, detail: 'not a PDF' };
        return result;
      } finally {
        await allow(0);
      }
    },
  },
  {
    name: 'download as PowerPoint (not allowed by the owner)',
    // The same rule as the PDF: only the editors, through the view page's gate.
    allows: DOWNLOADS_OFF,
    ask: async (cell) => outcome(await get(cell, `${viewPath(cell)}download/?format=pptx`), true),
  },
  {
    name: 'oEmbed',
    allows: LISTED,
    ask: async (cell) =>
      outcome(
        await get(cell, `/api/oembed/?url=${encodeURIComponent(cell.t.url + presentationPath(cell.p))}`),
      ),
  },
  {
    name: 'search',
    allows: LISTED,
    ask: async (cell) => {
      const response = await get(
        cell,
        `/explore/search/?search=${encodeURIComponent(cell.p.title.split(' ')[0]!)}`,
      );
      return { allowed: (await response.text()).includes(cell.p.oid), status: response.status };
    },
  },
  {
    name: 'sitemap',
    allows: LISTED,
    ask: async (cell) => {
      const response = await get(cell, '/sitemap.xml');
      return { allowed: (await response.text()).includes(cell.p.oid), status: response.status };
    },
  },
  {
    name: 'the API’s OpenAPI document',
    allows: NEVER,
    ask: async (cell) => {
      const response = await get(cell, '/api/openapi.json');
      return { allowed: (await response.text()).includes(cell.p.oid), status: response.status };
    },
  },
  {
    name: 'feeds (the site’s RSS, the owner’s Atom)',
    allows: LISTED,
    ask: async (cell) => {
      const owner = await cell.t.handle.db
        .selectFrom('users')
        .select('oid')
        .where('id', '=', cell.p.owner_id)
        .executeTakeFirstOrThrow();
      const site = await get(cell, '/explore/rss.xml');
      const own = await get(cell, `/user/${owner.oid}/atom.xml`);
      // Either feed naming it counts: a leak through one is a leak.
      const named = [await site.text(), await own.text()].filter((xml) => xml.includes(cell.p.oid));
      return { allowed: named.length > 0, status: site.status };
    },
  },
  {
    name: 'thumbnail',
    // Listed ones to everyone; others to the owner and collaborators by their account, and the
    // start screen's picture through a live view link (asked with the link, as its page does).
    allows: { ...LISTED, private: MEMBERS, link: ALL, revoked: MEMBERS, verifying: MEMBERS, hidden: OWNER },
    ask: async (cell) => outcome(await get(cell, `${thumbnailPath(cell.p)}${authKey(cell)}`)),
  },
  {
    name: 'link-preview picture (PNG)',
    // What social networks fetch for a shared address: never an unlisted one's, link or not.
    allows: {
      ...LISTED,
      private: MEMBERS,
      link: MEMBERS,
      revoked: MEMBERS,
      verifying: MEMBERS,
      hidden: OWNER,
    },
    ask: async (cell) =>
      outcome(await get(cell, `${thumbnailPath(cell.p).replace(/\.svg$/, '.png')}${authKey(cell)}`)),
  },
  {
    name: 'media',
    // Uploaded pictures are capabilities (an unguessable address), gone once taken down.
    allows: CAPABILITY,
    ask: async (cell) => outcome(await get(cell, `/media/u/${cell.media}`)),
  },
  {
    name: 'video uploaded into the deck',
    // Served like its pictures: a capability, gone once the deck is taken down.
    allows: CAPABILITY,
    ask: async (cell) => outcome(await get(cell, `/media/v/${cell.video}.webm`)),
  },
  {
    name: 'statistics',
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/api/v4/presentation/${cell.p.oid}/stats/`)),
  },
  {
    name: 'statistics page',
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/dashboard/next/${cell.p.oid}/stats/`), true),
  },
  {
    name: 'visits as CSV',
    // Like the statistics page: its owner and editors, and only the owner's once it is taken down.
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/dashboard/next/${cell.p.oid}/stats/visits.csv`), true),
  },
  {
    name: 'like',
    // Through a live view link anyone signed in may like it; a revoked link opens nothing.
    allows: {
      public: SIGNED_IN,
      reusable: SIGNED_IN,
      private: [...MEMBERS, 'staff'],
      link: SIGNED_IN,
      revoked: NOBODY,
      verifying: [...MEMBERS, 'staff'],
      hidden: OWNER,
    },
    ask: async (cell) => {
      const path = cell.linkId
        ? `/api/v4/presentation/like/?auth_key=${cell.linkId}&key_type=prezilink`
        : `/api/v4/presentation/${cell.p.oid}/like/`;
      return outcome(await (await cell.actor.client()).request('PUT', path));
    },
  },
  {
    name: 'copy',
    allows: {
      public: EDITORS,
      reusable: SIGNED_IN,
      private: EDITORS,
      link: EDITORS,
      revoked: EDITORS,
      verifying: EDITORS,
      hidden: NOBODY,
    },
    ask: async (cell) =>
      outcome(
        await (await cell.actor.client()).request(
          'POST',
          `/api/v4/presentation/${cell.p.oid}/copy/${authKey(cell)}`,
        ),
      ),
  },
  {
    name: 'comments',
    allows: COMMENTING,
    ask: async (cell) => outcome(await get(cell, `/api/v4/presentation/${cell.p.oid}/comments/`)),
  },
  {
    name: 'reply to a thread',
    allows: COMMENTING,
    ask: async (cell) => {
      const thread = await threadOf(cell, 'owner');
      const json = { parentId: thread, body: 'Matrix reply' };
      return outcome(await (await cell.actor.client()).request('POST', commentsPath(cell), { json }));
    },
  },
  {
    name: 'resolve the owner’s thread',
    // Its editors settle any thread; a commenter only their own (next row).
    allows: EDITING,
    ask: async (cell) => {
      const path = `${commentsPath(cell)}${await threadOf(cell, 'owner')}/resolve/`;
      return outcome(await (await cell.actor.client()).request('POST', path));
    },
  },
  {
    name: 'resolve the commenter’s own thread',
    allows: { ...COMMENTING, hidden: OWNER },
    ask: async (cell) => {
      const path = `${commentsPath(cell)}${await threadOf(cell, 'commenter')}/resolve/`;
      return outcome(await (await cell.actor.client()).request('POST', path));
    },
  },
  {
    name: 'reopen the owner’s resolved thread',
    allows: EDITING,
    ask: async (cell) => {
      const path = `${commentsPath(cell)}${await threadOf(cell, 'owner', true)}/reopen/`;
      return outcome(await (await cell.actor.client()).request('POST', path));
    },
  },
  {
    name: 'editor',
    // Commenters open it too, to read the source and comment; only editors save (the document call).
    allows: {
      public: MEMBERS,
      reusable: MEMBERS,
      private: MEMBERS,
      link: MEMBERS,
      revoked: MEMBERS,
      verifying: MEMBERS,
      hidden: OWNER,
    },
    ask: async (cell) => outcome(await get(cell, `/p/edit/${cell.p.oid}/`), true),
  },
  {
    name: 'editor opened on a comment',
    // A mention's link: the same page with the same rights; the comment named changes nothing.
    allows: {
      public: MEMBERS,
      reusable: MEMBERS,
      private: MEMBERS,
      link: MEMBERS,
      revoked: MEMBERS,
      verifying: MEMBERS,
      hidden: OWNER,
    },
    ask: async (cell) => outcome(await get(cell, `/p/edit/${cell.p.oid}/?comment=1`), true),
  },
  {
    name: 'canvas autosave',
    // The canvas editor's sync, with the save's rules: the deck's live generation, as the edit page
    // hands it to its editors, and an update that changes nothing (so no cell changes the deck).
    allows: EDITING,
    ask: async (cell) => {
      const deck = (await findPresentationById(cell.t.handle.db, cell.p.id))!;
      const state = (await openCanvasState(cell.t.handle, deck, { convert: true }))!;
      const empty = new Y.Doc();
      const json = {
        generation: state.generation,
        update: base64(Y.encodeStateAsUpdate(empty)),
        stateVector: base64(Y.encodeStateVector(empty)),
      };
      const client = await cell.actor.client();
      return outcome(await client.request('POST', `/api/v4/presentation/${cell.p.oid}/canvas/`, { json }));
    },
  },
  {
    name: 'canvas live channel',
    // The socket stays open for the owner, editors and commenters (the deck's state arrives; a
    // commenter's is read-only), and is closed with 4401, 4403 or 4404 for everyone else; a deck
    // staff took down takes no live connection at all.
    allows: { ...COMMENTING, hidden: NOBODY },
    ask: async (cell) => {
      const deck = (await findPresentationById(cell.t.handle.db, cell.p.id))!;
      const state = (await openCanvasState(cell.t.handle, deck, { convert: true }))!;
      // Read-only, as a commenter's canvas is: a tab that sends nothing is refused only for who it is.
      const tab = await openLiveTab(await cell.actor.client(), cell.p.oid, state.generation, {
        readOnly: true,
      });
      const closedWith = tab.closed.then(({ code }) => code);
      const joined = tab
        .until(() => tab.received > 0, 'the deck arrived')
        .then(
          () => 'joined' as const,
          () => 'closed' as const,
        );
      const first = await Promise.race([joined, closedWith]);
      tab.close();
      if (first === 'joined') return { allowed: true, status: 101 };
      const code = await closedWith;
      const denial = [LIVE_CLOSE.signedOut, LIVE_CLOSE.forbidden, LIVE_CLOSE.notFound].includes(code as 4401);
      return { allowed: false, status: code, ...(denial ? {} : { detail: `unexpected close ${code}` }) };
    },
  },
  {
    name: 'canvas picture upload',
    // A picture into the deck's media, with the save's rules: the owner and editors.
    allows: EDITING,
    ask: async (cell) =>
      outcome(
        await (await cell.actor.client()).request('POST', `/api/v4/presentation/${cell.p.oid}/media/`, {
          body: PNG_5X4,
          headers: { 'content-type': 'image/png' },
        }),
      ),
  },
  {
    name: 'canvas video upload',
    // A complete upload of the person's made one of the deck's videos: the owner and editors.
    allows: EDITING,
    ask: async (cell) => {
      const user = cell.actor.user;
      const upload = user ? await buildCompleteUpload(cell.t, user) : 'AAAAAAAAAAAAAAAAAAAAAA';
      const client = await cell.actor.client();
      return outcome(
        await client.request('POST', `/api/v4/presentation/${cell.p.oid}/videos/`, { json: { upload } }),
      );
    },
  },
  {
    name: 'import report',
    // What an import kept and dropped: for those who fix the deck, its owner and editors.
    allows: EDITING,
    ask: async (cell) => {
      const response = await get(cell, `/api/v4/presentation/${cell.p.oid}/import-report/`);
      const result = await outcome(response);
      if (result.allowed && !('report' in (await response.json())))
        return { ...result, detail: 'no report in the answer' };
      return result;
    },
  },
  {
    name: 'settings page',
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/dashboard/next/${cell.p.oid}/`), true),
  },
  {
    name: 'presenter view',
    // The notes, timer and next step: the owner and editors, as on the settings page.
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/p/${cell.p.oid}/present/`), true),
  },
  {
    name: 'audience window',
    // The presenter view's second window: the same people, never through a share link.
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/p/${cell.p.oid}/present/audience/`), true),
  },
  {
    name: 'recording studio',
    // Recording a video over a deck, with the editor's rules: the owner and editors.
    allows: RECORDING_OVER,
    ask: async (cell) => outcome(await get(cell, `/video/new/?deck=${cell.p.oid}`), true),
  },
  {
    name: 'view links',
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/api/v4/presentation/${cell.p.oid}/links/`)),
  },
  {
    name: 'report page',
    allows: VIEWERS,
    ask: async (cell) => outcome(await get(cell, `/contact/abuse/${cell.p.oid}/${authKey(cell)}`), true),
  },
  {
    name: 'code form (e-mailed code)',
    allows: {
      public: NOBODY,
      reusable: NOBODY,
      private: NOBODY,
      link: ALL,
      revoked: NOBODY,
      verifying: [...MEMBERS, 'staff'],
      hidden: NOBODY,
    },
    ask: (cell) => codeForm(cell, 'code/'),
  },
  {
    name: 'new code form',
    allows: {
      public: NOBODY,
      reusable: NOBODY,
      private: NOBODY,
      link: ALL,
      revoked: NOBODY,
      verifying: [...MEMBERS, 'staff'],
      hidden: NOBODY,
    },
    ask: (cell) => codeForm(cell, 'code/new/'),
  },
  {
    name: 'live: start a session',
    // Its presenters: the owner and editors; once taken down, only the owner.
    allows: EDITING,
    ask: async (cell) =>
      outcome(await (await cell.actor.client()).request('POST', `/api/v4/presentation/${cell.p.oid}/live/`)),
  },
  {
    name: 'live: move the step',
    allows: EDITING,
    ask: async (cell) =>
      outcome(
        await (await cell.actor.client()).request('POST', `/api/v4/live/${cell.live.code}/step`, {
          json: { step: 1 },
        }),
      ),
  },
  {
    name: 'live: moderate a question',
    allows: EDITING,
    ask: async (cell) =>
      outcome(
        await (await cell.actor.client()).request(
          'POST',
          `/api/v4/live/${cell.live.code}/questions/${cell.live.questionId}/moderate`,
          { json: { action: 'answer' } },
        ),
      ),
  },
  {
    name: 'live: the audience page',
    // Whoever may watch: the session's link rules when it was started through one (a revoked link
    // leaves the talk's own people), else the talk's visibility; no audience once taken down.
    allows: VIEWERS,
    ask: async (cell) => outcome(await get(cell, `/live/${cell.live.code}/`), true),
  },
  {
    name: 'live: the event stream',
    allows: VIEWERS,
    ask: async (cell) => {
      const client = await cell.actor.client();
      const abort = new AbortController();
      const response = await fetch(`${client.baseUrl}/api/v4/live/${cell.live.code}/events`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        signal: abort.signal,
      });
      const result = await outcome(response.ok ? new Response(null, { status: response.status }) : response);
      abort.abort();
      return result;
    },
  },
  {
    name: 'live: ask a question',
    allows: VIEWERS,
    ask: async (cell) =>
      outcome(
        await (await cell.actor.client()).request('POST', `/api/v4/live/${cell.live.code}/questions`, {
          json: { text: 'Matrix question' },
        }),
      ),
  },
];

/**
 * Recorded videos: the video and its captions behind exactly the view page's checks,
 * the player data's recording with the player data, the editor's save for the owner and editors,
 * re-recording from a step for them too, each later take's video and captions like the first's,
 * the editor's video picker's list for the owner alone, and publishing a recording over a deck for
 * those who may edit the deck. Asked of a recording in each state (`cell.p`), except publishing,
 * asked over the deck of the state.
 */
const RECORDING_SURFACES: Surface[] = [
  {
    name: 'recorded video (a range)',
    allows: THROUGH_ITS_ADDRESS,
    ask: async (cell) => {
      const client = await cell.actor.client();
      const response = await client.request('GET', `${viewPath(cell)}video/`, {
        headers: { range: 'bytes=0-9' },
      });
      const result = await outcome(response);
      if (result.allowed && response.status !== 206)
        return { ...result, detail: `not 206 but ${response.status}` };
      return result;
    },
  },
  {
    name: 'recorded video captions',
    allows: THROUGH_ITS_ADDRESS,
    ask: async (cell) => outcome(await get(cell, `${viewPath(cell)}video/captions.vtt`)),
  },
  {
    name: 'recorded video: a later take (a range)',
    allows: THROUGH_ITS_ADDRESS,
    ask: async (cell) => {
      const client = await cell.actor.client();
      const response = await client.request('GET', `${viewPath(cell)}video/1/`, {
        headers: { range: 'bytes=0-9' },
      });
      const result = await outcome(response);
      if (result.allowed && response.status !== 206)
        return { ...result, detail: `not 206 but ${response.status}` };
      return result;
    },
  },
  {
    name: 'recorded video: a later take’s captions',
    allows: THROUGH_ITS_ADDRESS,
    ask: async (cell) => outcome(await get(cell, `${viewPath(cell)}video/1/captions.vtt`)),
  },
  {
    name: 'recording in the player data',
    allows: VIEWERS,
    ask: async (cell) => {
      const response = await get(cell, `/api/v4/presentation/${cell.p.oid}/${authKey(cell)}`);
      const result = await outcome(response);
      if (result.allowed && !(await response.json()).recording?.videoUrl)
        return { ...result, detail: 'no recording in the player data' };
      return result;
    },
  },
  {
    name: 'recording editor page',
    // Trim, cuts, cover and captions of a recording, with the save's rules.
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/video/edit/${cell.p.oid}/`), true),
  },
  {
    name: 'recording: the editor’s save',
    allows: EDITING,
    ask: async (cell) =>
      outcome(
        await (await cell.actor.client()).request('PUT', `/api/v4/recordings/${cell.p.oid}/`, {
          json: { edits: { startMs: 0, endMs: 5000, cuts: [] }, captions: '', coverMs: 0 },
        }),
      ),
  },
  {
    name: 'recording: the cover frame’s picture',
    allows: EDITING,
    ask: async (cell) =>
      outcome(
        await (await cell.actor.client()).request('PUT', `/api/v4/recordings/${cell.p.oid}/cover/`, {
          body: new Uint8Array(makeJpegHeader(640, 360)),
          headers: { 'content-type': 'image/jpeg' },
        }),
      ),
  },
  {
    name: 'recording: in the editor’s video picker',
    // The owner's own list of recordings to put in a deck: theirs alone, never once taken down.
    allows: {
      public: OWNER,
      reusable: OWNER,
      private: OWNER,
      link: OWNER,
      revoked: OWNER,
      verifying: OWNER,
      hidden: NOBODY,
    },
    ask: async (cell) => {
      const response = await get(cell, '/api/v4/recordings/');
      const result = await outcome(response);
      const listed = result.allowed && (await response.text()).includes(cell.p.oid);
      return { ...result, allowed: listed };
    },
  },
  {
    name: 'recording studio: re-record from a step',
    allows: EDITING,
    ask: async (cell) => outcome(await get(cell, `/video/new/?recording=${cell.p.oid}&from=0`), true),
  },
  {
    // Last: from step 0, an allowed call leaves the recording one take (its surfaces asked above).
    name: 'recording: re-record from a step',
    allows: EDITING,
    ask: async (cell) => {
      const user = cell.actor.user;
      const uploadId = user ? await buildCompleteUpload(cell.t, user) : 'AAAAAAAAAAAAAAAAAAAAAA';
      return outcome(
        await (await cell.actor.client()).request('POST', `/api/v4/recordings/${cell.p.oid}/takes/`, {
          json: {
            uploadId,
            fromStep: 0,
            timeline: [{ atMs: 0, step: 0 }],
            edits: { startMs: 0, endMs: 5000, cuts: [] },
            captions: '',
          },
        }),
      );
    },
  },
];

describe.each(DIALECTS)('%s: access matrix', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const presentations = new Map<
    State,
    { p: Presentation; linkId?: string; media: string; video: string; live: Cell['live'] }
  >();
  const recordings = new Map<
    State,
    { p: Presentation; linkId?: string; media: string; video: string; live: Cell['live'] }
  >();

  /**
   * A presentation in this state, shared with the editor and commenter, with one uploaded picture;
   * a recorded video when `recorded`.
   */
  async function build(state: State, title: string, recorded = false) {
    const privacy =
      state === 'public' || state === 'hidden' ? 'public' : state === 'reusable' ? 'reusable' : 'private';
    let p = recorded
      ? await buildRecording(t, actors.owner.user, { title, privacy, laterTakes: 1 })
      : await actors.sharedPresentation({ title, privacy });
    if (recorded) await actors.share(p);
    if (state === 'hidden') {
      // Taken down the way staff do it: a report, then "hide".
      const reportId = await insertReport(t.handle.db, {
        presentation_id: p.id,
        reporter_id: actors.other.user.id,
        reason: 'spam',
        details: '',
        contact_email: null,
        created_at: new Date().toISOString(),
      });
      await hideReported(t.handle, reportId, viewerOf(actors.staff.user), 'Spam');
      p = { ...p, hidden: true };
    }
    let linkId: string | undefined;
    if (state === 'link' || state === 'revoked' || state === 'verifying')
      linkId = await buildViewLink(t.handle, p);
    if (state === 'verifying') {
      await t.handle.db
        .updateTable('view_links')
        .set({ require_email: 1, verify_email: 1, allowed_domains: '["acme.example"]' })
        .where('link_id', '=', linkId!)
        .execute();
    }
    // A live session, through the link when there is one (started before a revoked link was revoked).
    const { session } = await startSession(t.handle.db, viewerOf(actors.owner.user), p.oid, linkId, t.url);
    const { id: sessionId } = (await findSessionByCode(t.handle.db, session.code))!;
    const question = await insertQuestion(t.handle.db, {
      session_id: sessionId,
      visitor_id: 'anon:matrix',
      text: 'Matrix question',
      state: 'open',
      created_at: new Date().toISOString(),
    });
    const live = { code: session.code, questionId: question.id };
    if (state === 'revoked') await revokeViewLink(t.handle.db, linkId!, new Date().toISOString());
    const bytes = Buffer.from(`picture of ${title}`);
    const media = `${createHash('sha256').update(bytes).digest('hex')}.png`;
    await insertMediaFiles(
      t.handle.db,
      p.id,
      [{ key: media, contentType: 'image/png', bytes }],
      new Date().toISOString(),
    );
    await insertImportReport(t.handle.db, {
      presentationId: p.id,
      format: 'pptx',
      fileName: `${title}.pptx`,
      report: {
        slides: [],
        totals: {
          slides: 0,
          hiddenSlides: 0,
          elements: 0,
          pictures: 0,
          approximated: 0,
          pictured: 0,
          dropped: 0,
        },
      },
      createdAt: new Date().toISOString(),
    });
    const videoBytes = Buffer.from(`video of ${title}`);
    const video = createHash('sha256').update(videoBytes).digest('hex');
    await t.app.blobs.put(videoKey(video, 'video/webm'), videoBytes);
    await insertDeckVideo(t.handle.db, {
      presentation_id: p.id,
      video_sha256: video,
      mime_type: 'video/webm',
      bytes: videoBytes.length,
      duration_ms: 1000,
      created_at: new Date().toISOString(),
    });
    return { p, linkId, media, video, live };
  }

  let smtp: TestSmtp;
  beforeAll(async () => {
    // Outgoing e-mail, so a link that verifies by a code asks for one (without, it says it cannot).
    smtp = await startTestSmtp();
    t = await startTestApp(dialect, smtp.env);
    await actors.build(t);
    for (const state of STATES) presentations.set(state, await build(state, `Matrix${state} talk`));
    for (const state of STATES) recordings.set(state, await build(state, `Recorded${state} talk`, true));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('allows each surface to exactly the people the rules name, in every state', async () => {
    const wrong: string[] = [];
    let checks = 0;
    for (const surface of SURFACES) {
      for (const state of STATES) {
        const { p, linkId, media, video, live } = presentations.get(state)!;
        for (const person of PEOPLE) {
          const result = await surface.ask({
            t,
            state,
            p,
            linkId,
            media,
            video,
            live,
            actor: actors[person],
          });
          const expected = surface.allows[state].includes(person);
          checks++;
          if (result.allowed !== expected || result.detail)
            wrong.push(
              `${surface.name} · ${state} · ${person}: ${result.allowed ? 'allowed' : 'denied'} (${result.status})${result.detail ? ` ${result.detail}` : ''}, expected ${expected ? 'allowed' : 'denied'}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checks).toBe(SURFACES.length * STATES.length * PEOPLE.length);
    // Over a thousand requests, one after another: more than the default 30 s on a busy machine.
  }, 300_000);

  it('allows recorded videos’ surfaces to exactly the people the rules name, in every state', async () => {
    const wrong: string[] = [];
    for (const surface of RECORDING_SURFACES) {
      for (const state of STATES) {
        const cell = recordings.get(state)!;
        for (const person of PEOPLE) {
          const result = await surface.ask({ t, state, ...cell, actor: actors[person] });
          const expected = surface.allows[state].includes(person);
          if (result.allowed !== expected || result.detail)
            wrong.push(
              `${surface.name} · ${state} · ${person}: ${result.allowed ? 'allowed' : 'denied'} (${result.status})${result.detail ? ` ${result.detail}` : ''}, expected ${expected ? 'allowed' : 'denied'}`,
            );
        }
      }
    }
    // Publishing a recording over the deck of each state: those who may record over it.
    const mayEdit = RECORDING_OVER;
    for (const state of STATES) {
      const { p } = presentations.get(state)!;
      for (const person of PEOPLE) {
        const actor = actors[person];
        const uploadId = actor.user ? await buildCompleteUpload(t, actor.user) : 'AAAAAAAAAAAAAAAAAAAAAA';
        const response = await (await actor.client()).request('POST', '/api/v4/recordings/', {
          json: {
            uploadId,
            deckOid: p.oid,
            title: 'Matrix recording',
            privacy: 'private',
            timeline: [{ atMs: 0, step: 0 }],
            edits: { startMs: 0, endMs: 5000, cuts: [] },
            captions: '',
            coverMs: 0,
          },
        });
        const result = await outcome(response);
        const expected = mayEdit[state].includes(person);
        if (result.allowed !== expected || result.detail)
          wrong.push(`publish a recording · ${state} · ${person}: ${result.status}${result.detail ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('lets only the account itself see and change its webhooks', async () => {
    const now = new Date().toISOString();
    const hook = await insertWebhook(t.handle.db, {
      user_id: actors.owner.user.id,
      url: 'https://hooks.example.com/podium',
      secret: 'whsec_matrixsecret000000000000',
      events: ['view'],
      created_at: now,
    });
    const [delivery] = await insertDeliveries(
      t.handle.db,
      [{ webhook_id: hook.id, event: 'view', payload: '{}', created_at: now }],
      200,
    );
    const base = `/api/v4/webhooks/${hook.id}/`;
    const calls: [string, string][] = [
      ['GET', `${base}deliveries/`],
      ['POST', `${base}ping/`],
      ['POST', `${base}deliveries/${delivery!.id}/redeliver/`],
      ['POST', `${base}secret/`],
      ['POST', `${base}turn-on/`],
      ['DELETE', base],
    ];
    const wrong: string[] = [];
    for (const person of PEOPLE) {
      const client = await actors[person].client();
      const list = await client.get('/api/v4/webhooks/');
      const listed = list.status === 200 && (await list.text()).includes('hooks.example.com/podium');
      if (listed !== (person === 'owner'))
        wrong.push(`webhook list · ${person}: ${list.status}, ${listed ? 'listed' : 'not listed'}`);
      if (person === 'anonymous' && list.status !== 401)
        wrong.push(`webhook list · anonymous: ${list.status}`);
      // The owner last: their DELETE ends the webhook.
      if (person === 'owner') continue;
      for (const [method, path] of calls) {
        const result = await outcome(await client.request(method, path));
        if (result.allowed || result.detail) wrong.push(`${method} ${path} · ${person}: ${result.status}`);
      }
    }
    const owner = await actors.owner.client();
    for (const [method, path] of calls) {
      const result = await outcome(await owner.request(method, path));
      if (!result.allowed) wrong.push(`${method} ${path} · owner: ${result.status} ${result.detail ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets only the owner delete, in every state', async () => {
    const wrong: string[] = [];
    for (const state of STATES) {
      for (const person of PEOPLE) {
        const { p } = await build(state, `Doomed${state} ${person}`);
        const response = await (await actors[person].client()).request(
          'DELETE',
          `/api/v4/presentation/${p.oid}/`,
        );
        const result = await outcome(response);
        const expected = person === 'owner';
        if (result.allowed !== expected || result.detail)
          wrong.push(`delete · ${state} · ${person}: ${result.status}${result.detail ?? ''}`);
        const left = await t.handle.db
          .selectFrom('presentations')
          .select('id')
          .where('id', '=', p.id)
          .execute();
        if ((left.length === 0) !== expected)
          wrong.push(`delete · ${state} · ${person}: row ${left.length ? 'kept' : 'gone'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
