// The recording studio's page over real HTTP on every dialect: /video/new/ lists
// the decks the signed-in person may edit (their own and those shared with them as editor, no
// videos, nothing they only comment on); /video/new/?deck={oid} answers like the editor: the owner
// and editors get the studio with the deck's player and the upload limits, a commenter (or anyone
// else who can see the deck) 403, someone who cannot see it 404, a video 404, the signed-out the
// log-in page. The dashboard links each deck's studio.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { StudioPageData } from '../../../src/features/recordings/studio.contracts';
import { defineActors } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { pageDataOf } from '../../helpers/markup';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { buildRecording, buildSeededVideo } from '../../helpers/video';

const pageData = (html: string) => pageDataOf<StudioPageData>(html);

describe.each(DIALECTS)('%s: the recording studio page', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;
  let publicDeck: Presentation;
  let privateDeck: Presentation;
  let othersDeck: Presentation;
  let video: Presentation;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    publicDeck = await actors.sharedPresentation({ privacy: 'public', title: 'Studio Public Deck' });
    privateDeck = await actors.sharedPresentation({ privacy: 'private', title: 'Studio Private Deck' });
    othersDeck = await buildPresentation(t.handle, other.user, {
      privacy: 'public',
      title: 'Someone Else’s Deck',
    });
    video = await buildSeededVideo(t, owner.user, 'A Recorded Talk');
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens the studio on a deck for its owner and editors only', async () => {
    for (const [p, expected] of [
      [publicDeck, { owner: 200, editor: 200, commenter: 403, other: 403, anonymous: 303 }],
      [privateDeck, { owner: 200, editor: 200, commenter: 403, other: 404, anonymous: 303 }],
    ] as const) {
      const path = `/video/new/?deck=${p.oid}`;
      for (const [name, actor] of Object.entries({ owner, editor, commenter, other, anonymous })) {
        const response = await (await actor.client()).get(path);
        expect(response.status, `${path} for ${name}`).toBe(expected[name as keyof typeof expected]);
        const body = await response.text();
        if (response.status === 303) {
          expect(response.headers.get('location')).toBe(`/login/?next=${encodeURIComponent(path)}`);
        }
        if (response.status === 200) {
          expect(response.headers.get('cache-control')).toContain('no-store');
          const { page, props } = pageData(body);
          expect(page).toBe('StudioPage');
          expect(props.deck).toMatchObject({ oid: p.oid, title: p.title, privacy: p.privacy });
          expect(props.player?.document.title).toBe(p.title);
          expect(props.limits).toEqual({
            maxBytes: t.app.config.video.maxBytes,
            maxSeconds: t.app.config.video.maxSeconds,
          });
        }
      }
    }
  });

  it('opens the studio re-recording a recording from a step, for its owner and editors only', async () => {
    const recording = await buildRecording(t, owner.user, { title: 'Studio Retake Talk', privacy: 'public' });
    await actors.share(recording);
    const path = `/video/new/?recording=${recording.oid}&from=1`;
    const expected = { owner: 200, editor: 200, commenter: 403, other: 403, anonymous: 303 };
    for (const [name, actor] of Object.entries({ owner, editor, commenter, other, anonymous })) {
      const response = await (await actor.client()).get(path);
      expect(response.status, `${path} for ${name}`).toBe(expected[name as keyof typeof expected]);
      if (response.status !== 200) continue;
      const { page, props } = pageData(await response.text());
      expect(page).toBe('StudioPage');
      expect(props.deck).toMatchObject({ oid: recording.oid, path: `/video/edit/${recording.oid}/` });
      // The deck snapshot, played as a deck.
      expect(props.player).toMatchObject({ kind: 'deck', recording: null });
      expect(props.retake).toEqual({
        fromStep: 1,
        stepTitle: expect.any(String),
        editorPath: `/video/edit/${recording.oid}/`,
      });
    }
    const client = await owner.client();
    // A step past the deck, a deck (no recording), and a malformed step.
    expect((await client.get(`/video/new/?recording=${recording.oid}&from=999`)).status).toBe(404);
    expect((await client.get(`/video/new/?recording=${publicDeck.oid}&from=0`)).status).toBe(404);
    expect((await client.get(`/video/new/?recording=${recording.oid}&from=x`)).status).toBe(400);
    // Without a step: from the first.
    const first = pageData(await (await client.get(`/video/new/?recording=${recording.oid}`)).text());
    expect(first.props.retake?.fromStep).toBe(0);
    // A new recording's studio has no retake.
    const plain = pageData(await (await client.get(`/video/new/?deck=${publicDeck.oid}`)).text());
    expect(plain.props.retake).toBeNull();
  });

  it('answers 404 for a video, an unknown deck, and 400 for a malformed one', async () => {
    const client = await owner.client();
    expect((await client.get(`/video/new/?deck=${video.oid}`)).status).toBe(404);
    expect((await client.get('/video/new/?deck=aaaaaaaaaaaa')).status).toBe(404);
    expect((await client.get('/video/new/?deck=%3Cscript%3E')).status).toBe(400);
  });

  it('lists the decks one may edit: own and shared as editor, not videos, not comment-only ones', async () => {
    const titles = async (actor: typeof owner) => {
      const response = await (await actor.client()).get('/video/new/');
      expect(response.status).toBe(200);
      const { props } = pageData(await response.text());
      expect(props.deck).toBeNull();
      return props.decks.map((d) => d.title);
    };
    const own = await titles(owner);
    expect(own).toEqual(expect.arrayContaining(['Studio Public Deck', 'Studio Private Deck']));
    expect(own).not.toContain('A Recorded Talk');
    expect(own).not.toContain('Someone Else’s Deck');
    expect(await titles(editor)).toEqual(
      expect.arrayContaining(['Studio Public Deck', 'Studio Private Deck']),
    );
    expect(await titles(commenter)).toEqual([]);
    const { props } = pageData(await (await (await owner.client()).get('/video/new/')).text());
    expect(props.decks.find((d) => d.oid === publicDeck.oid)?.studioPath).toBe(
      `/video/new/?deck=${publicDeck.oid}`,
    );
    const anon = await (await anonymous.client()).get('/video/new/');
    expect(anon.status).toBe(303);
    expect(anon.headers.get('location')).toMatch(/^\/login\//);
    expect(othersDeck.oid).toBeTruthy();
  });

  it('links the studio from the dashboard row of each deck, not of a video', async () => {
    const body = await (await (await owner.client()).get('/dashboard/next/')).text();
    expect(body).toContain(`href="/video/new/?deck=${publicDeck.oid}"`);
    expect(body).not.toContain(`href="/video/new/?deck=${video.oid}"`);
  });
});
