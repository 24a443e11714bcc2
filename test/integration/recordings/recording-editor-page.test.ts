// The recording editor's page over real HTTP on every dialect: /video/edit/{oid}/
// gives a recording's owner and editors its video, timeline, edits, captions and cover and the deck's
// step titles; a commenter or anyone else who can see it gets 403, someone who cannot 404, the
// signed-out the log-in page; a deck or a seeded video (not a recording) 404. The dashboard row of
// a recording and its view page (for those who may edit it) link the editor; a save through the
// editor's call shows on the next load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { RecordingEditorPageData } from '../../../src/features/recordings/studio.contracts';
import { layoutDocument } from '../../../src/kernel/document/layout';
import { defineActors } from '../../helpers/actors';
import { pageDataOf } from '../../helpers/markup';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { buildRecording, buildSeededVideo, CAPTIONS } from '../../helpers/video';

const pageData = (html: string) => pageDataOf<RecordingEditorPageData>(html);

describe.each(DIALECTS)('%s: the recording editor page', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;
  let publicRecording: Presentation;
  let privateRecording: Presentation;
  let deck: Presentation;
  let seededVideo: Presentation;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    publicRecording = await buildRecording(t, owner.user, { title: 'Editor Public Recording' });
    privateRecording = await buildRecording(t, owner.user, {
      title: 'Editor Private Recording',
      privacy: 'private',
    });
    await actors.share(publicRecording);
    await actors.share(privateRecording);
    deck = await actors.sharedPresentation({ title: 'Editor Deck' });
    seededVideo = await buildSeededVideo(t, owner.user, 'A Seeded Talk');
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens the editor on a recording for its owner and editors only', async () => {
    for (const [p, expected] of [
      [publicRecording, { owner: 200, editor: 200, commenter: 403, other: 403, anonymous: 303 }],
      [privateRecording, { owner: 200, editor: 200, commenter: 403, other: 404, anonymous: 303 }],
    ] as const) {
      const path = `/video/edit/${p.oid}/`;
      for (const [name, actor] of Object.entries({ owner, editor, commenter, other, anonymous })) {
        const response = await (await actor.client()).get(path);
        expect(response.status, `${path} for ${name}`).toBe(expected[name as keyof typeof expected]);
        const body = await response.text();
        if (response.status === 303)
          expect(response.headers.get('location')).toBe(`/login/?next=${encodeURIComponent(path)}`);
        if (response.status === 200) {
          expect(response.headers.get('cache-control')).toContain('no-store');
          const { page, props } = pageData(body);
          expect(page).toBe('RecordingEditorPage');
          expect(props.presentation).toEqual({
            oid: p.oid,
            title: p.title,
            path: `/p/${p.oid}/${p.slug}/`,
          });
          expect(props.recording).toMatchObject({
            videoUrl: `/p/${p.oid}/${p.slug}/video/`,
            mimeType: 'video/webm',
            timeline: [{ atMs: 0, step: 0 }],
            captions: CAPTIONS,
            coverMs: 0,
          });
          expect(props.recording.edits.endMs).toBe(props.recording.durationMs);
          expect(props.steps).toEqual(layoutDocument(p.document).steps.map((step) => step.title));
        }
      }
    }
  });

  it('answers 404 for a deck, a seeded video, an unknown oid, and a malformed one', async () => {
    const client = await owner.client();
    expect((await client.get(`/video/edit/${deck.oid}/`)).status).toBe(404);
    expect((await client.get(`/video/edit/${seededVideo.oid}/`)).status).toBe(404);
    expect((await client.get('/video/edit/aaaaaaaaaaaa/')).status).toBe(404);
    expect((await client.get('/video/edit/%3Cscript%3E/')).status).toBe(404);
  });

  it('is linked from the recording’s dashboard row and its view page for editors, not for others', async () => {
    const href = `href="/video/edit/${publicRecording.oid}/"`;
    const dashboard = await (await (await owner.client()).get('/dashboard/next/')).text();
    expect(dashboard).toContain(href);
    expect(dashboard).not.toContain(`href="/video/edit/${deck.oid}/"`);
    expect(dashboard).not.toContain(`href="/video/edit/${seededVideo.oid}/"`);
    const view = `/p/${publicRecording.oid}/${publicRecording.slug}/`;
    expect(await (await (await editor.client()).get(view)).text()).toContain(href);
    expect(await (await (await commenter.client()).get(view)).text()).not.toContain(href);
    expect(await (await (await anonymous.client()).get(view)).text()).not.toContain(href);
  });

  it('gives the view page’s Edit button a target that opens the editor, and sends the old editor address there', async () => {
    const view = `/p/${privateRecording.oid}/${privateRecording.slug}/`;
    for (const actor of [owner, editor]) {
      const client = await actor.client();
      const html = await (await client.get(view)).text();
      const edit = /<div class="private-header">.*?<a class="button button--primary" href="([^"]+)"/s.exec(
        html,
      );
      expect(edit?.[1]).toBe(`/video/edit/${privateRecording.oid}/`);
      const target = await client.get(edit![1]!);
      expect(target.status).toBe(200);
      expect(pageData(await target.text()).page).toBe('RecordingEditorPage');
      // The deck editor's address of a recording (an old bookmark, a copied link) leads there too.
      const old = await client.get(`/p/edit/${privateRecording.oid}/`);
      expect(old.status).toBe(302);
      expect(old.headers.get('location')).toBe(`/video/edit/${privateRecording.oid}/`);
    }
  });

  it('gives a commenter the recording itself on the comment page, not an unavailable video', async () => {
    const response = await (await commenter.client()).get(`/p/edit/${privateRecording.oid}/`);
    expect(response.status).toBe(200);
    const { page, props } = pageDataOf<{ player: { recording: unknown } }>(await response.text());
    expect(page).toBe('EditPage');
    expect(props.player.recording).toMatchObject({
      videoUrl: `/p/${privateRecording.oid}/${privateRecording.slug}/video/`,
    });
  });

  it('loads what the editor saved', async () => {
    const client = await editor.client();
    const { props } = pageData(await (await client.get(`/video/edit/${publicRecording.oid}/`)).text());
    const endMs = props.recording.durationMs - 500;
    const edits = { startMs: 200, endMs, cuts: [{ fromMs: 1000, toMs: 1500 }] };
    const captions = 'WEBVTT\n\n00:00.500 --> 00:01.200\nEdited words\n';
    const saved = await client.request('PUT', `/api/v4/recordings/${publicRecording.oid}/`, {
      json: { edits, captions, coverMs: 700 },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const again = pageData(await (await client.get(`/video/edit/${publicRecording.oid}/`)).text()).props;
    expect(again.recording).toMatchObject({
      edits,
      captions,
      coverMs: 700,
      programDurationMs: endMs - 200 - 500,
    });
  });
});
