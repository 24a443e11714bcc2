// A canvas deck's speaker notes live in its document's steps (decision 092), so every surface that
// sends the document to someone who is not its owner or an editor must strip them first. Here an
// anonymous visitor, and a signed-in stranger making a copy, meet a public canvas deck and a private
// one shared by a link, on every surface that carries the document or its words, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import {
  embedPath,
  playerDataPath,
  presentationPath,
  printPath,
  viewLinkPath,
} from '../../../src/kernel/paths';
import { defineActors, newcomer } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { buildViewLink } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const SECRET = 'Frotz-private-note';

describe.each(DIALECTS)('%s: a canvas deck’s notes never reach a visitor', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  let open: Presentation;
  let linked: Presentation;
  let linkId: string;

  const publish = async (privacy: string) => {
    const response = await (await actors.owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(buildCanvasDocument({}, SECRET)), privacy },
    });
    expect(response.status).toBe(201);
    return (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    open = await publish('reusable');
    linked = await publish('private');
    linkId = await buildViewLink(t.handle, linked);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores them, so the test below proves the stripping', () => {
    expect(JSON.stringify(open.document)).toContain(SECRET);
    expect(JSON.stringify(linked.document)).toContain(SECRET);
  });

  it('leaves them out of the player data, view, embed, print and oEmbed for an anonymous visitor', async () => {
    const visitor = await new TestClient(t.url).prime();
    const surfaces = (p: Presentation, link?: string) => {
      const view = link ? viewLinkPath(link) : presentationPath(p);
      return [
        view,
        printPath(p, link),
        playerDataPath(p.oid, link),
        embedPath(link ?? p.oid),
        // oEmbed answers for listed decks only.
        ...(link ? [] : [`/api/oembed/?url=${encodeURIComponent(t.url + view)}`]),
      ];
    };
    for (const path of [...surfaces(open), ...surfaces(linked, linkId)]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain(SECRET);
    }
    // The player data does carry the deck itself: its steps are all there.
    const player = await (await visitor.get(playerDataPath(linked.oid, linkId))).json();
    expect(player.document.path).toHaveLength(3);
  });

  it('leaves them out of a copy a stranger makes, whose presenter view then has none', async () => {
    const { client: stranger } = await newcomer(t);
    const copied = await stranger.request('POST', `/api/v4/presentation/${open.oid}/copy/`);
    expect(copied.status).toBe(201);
    const { oid } = await copied.json();
    expect(JSON.stringify(await findPresentationByOid(t.handle.db, oid))).not.toContain(SECRET);
    expect(await (await stranger.get(`/p/${oid}/present/`)).text()).not.toContain(SECRET);
    expect(await (await stranger.get(`/p/edit/${oid}/`)).text()).not.toContain(SECRET);
  });
});
