// A canvas document is untrusted input in new shapes (runs of rich text, links, pictures' addresses
// and descriptions, steps' notes), on every dialect. The XSS corpus: script addresses in links and
// pictures are refused with the field named, and markup in runs, descriptions, titles and notes is
// stored as text and never reaches a page as markup. The fuzz: documents with one field replaced by
// something odd, published and saved, are answered 201/200 or a 400 naming a field, never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import type { CanvasDocument } from '../../../src/kernel/document/canvas/model';
import { embedPath, presentationPath, printPath } from '../../../src/kernel/paths';
import { TEXT_PAYLOADS, URL_PAYLOADS } from '../../fixtures/xss-payloads';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const SEED = 20261206;
const FUZZ_RUNS = 120;

type Json = Record<string, unknown>;
const text = (doc: CanvasDocument) =>
  doc.elements[1] as unknown as { content: { paragraphs: { runs: Json[] }[] } };

/** Payloads that would be markup if a page wrote them out unescaped. */
const MARKUP = TEXT_PAYLOADS.filter((payload) => /<[a-z]/i.test(payload));

/** The valid sample with its markup payloads in every text a person writes. */
function payloadDocument(): CanvasDocument {
  const doc = buildCanvasDocument({ title: MARKUP[0]!.slice(0, 200) }, MARKUP[1]!);
  text(doc).content.paragraphs = MARKUP.map((payload) => ({ runs: [{ text: payload }] }));
  Object.assign(doc.elements[2]!, { alt: MARKUP[2] });
  Object.assign(doc.elements[0]!, { title: MARKUP[3] });
  return doc;
}

describe.each(DIALECTS)('%s: canvas documents as untrusted input', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  let author: TestClient;

  const publish = (doc: unknown) =>
    author.request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(doc), privacy: 'public', format: 'json' },
    });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    author = await actors.owner.client();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses script addresses in links, pictures and backgrounds, naming the field', async () => {
    for (const address of URL_PAYLOADS) {
      const linked = buildCanvasDocument();
      text(linked).content.paragraphs[0]!.runs[0]!.link = address;
      const pictured = buildCanvasDocument();
      Object.assign(pictured.elements[2]!, { src: address });
      for (const [doc, field] of [
        [linked, 'elements[1].content.paragraphs[0].runs[0].link'],
        [pictured, 'elements[2].src'],
        [{ ...buildCanvasDocument(), background: { image: address } }, 'background.image'],
      ] as const) {
        const response = await publish(doc);
        expect(response.status, `${field} = ${address}`).toBe(400);
        expect((await response.json()).error.message, address).toContain(field);
      }
    }
  });

  it('keeps markup in runs, descriptions, titles and notes as text on every page', async () => {
    const response = await publish(payloadDocument());
    expect(response.status).toBe(201);
    const p = (await findPresentationByOid(t.handle.db, (await response.json()).oid)) as Presentation;
    expect(JSON.stringify(p.transcript)).toContain(MARKUP[5]!);
    const paths = [
      presentationPath(p),
      printPath(p),
      embedPath(p.oid),
      `/p/${p.oid}/present/`,
      `/p/edit/${p.oid}/`,
    ];
    for (const path of paths) {
      const html = await (await author.get(path)).text();
      for (const payload of MARKUP) expect(html, `${path}: ${payload}`).not.toContain(payload);
    }
    // The view page's transcript shows the words, escaped.
    expect(await (await author.get(presentationPath(p))).text()).toContain('&lt;svg onload=alert(1)&gt;');
  });

  it('answers documents with one odd field, published or saved, with a named 400 or success, never a 5xx', async () => {
    const saved = await publish(buildCanvasDocument());
    const p = (await findPresentationByOid(t.handle.db, (await saved.json()).oid))!;
    const fields = fc.constantFrom(
      ['version'],
      ['title'],
      ['theme'],
      ['background'],
      ['elements'],
      ['elements', 0, 'shape'],
      ['elements', 1, 'kind'],
      ['elements', 1, 'parent'],
      ['elements', 1, 'x'],
      ['elements', 1, 'width'],
      ['elements', 1, 'rotation'],
      ['elements', 1, 'content', 'paragraphs', 0, 'runs', 0, 'text'],
      ['elements', 1, 'content', 'paragraphs', 0, 'runs', 0, 'size'],
      ['elements', 1, 'content', 'paragraphs', 1, 'level'],
      ['elements', 2, 'src'],
      ['elements', 2, 'alt'],
      ['elements', 2, 'crop'],
      ['path'],
      ['path', 0, 'frame'],
      ['path', 0, 'notes'],
      ['path', 2, 'view', 'width'],
    );
    const odd = fc.oneof(
      fc.constantFrom(null, true, -1, 1e300, -0, '', '__proto__', [], {}, [[[[]]]], 'x'.repeat(6000)),
      fc.string({ maxLength: 40 }),
      fc.double(),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'kind', 'id'), fc.string({ maxLength: 8 })),
    );
    const cases = fc.sample(fc.tuple(fields, odd, fc.nat(2)), { seed: SEED, numRuns: FUZZ_RUNS });
    const failures: string[] = [];
    // A third of them are saves: the editor's save allows 60 a minute.
    for (const [field, value, save] of cases) {
      const doc = buildCanvasDocument() as unknown as Json;
      let at: Json = doc;
      for (const key of field.slice(0, -1)) at = at[key as string] as Json;
      at[field.at(-1) as string] = value;
      const source = JSON.stringify(doc);
      const response =
        save === 0
          ? await author.request('PUT', `/api/v4/presentation/${p.oid}/document/`, {
              json: {
                source,
                format: 'json',
                baseUpdatedAt: (await findPresentationByOid(t.handle.db, p.oid))!.updated_at,
              },
            })
          : await publish(doc);
      const body = await response.text();
      const named = response.status === 400 && /"message":"[^"]*\w[\w.[\]]*: /.test(body);
      if (!(response.status < 300 || named))
        failures.push(
          `${field.join('.')} = ${source.slice(0, 80)} → ${response.status} ${body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});
