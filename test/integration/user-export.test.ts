// A user's presentations leave one Podium as a zip (`export-user`) and arrive in another (`import`
// of the zip) with their documents, sources, pictures and metadata. The CLI runs
// as a person runs it; the zip is read back with the same library a person's unzip would agree with.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportManifest } from '../../src/cli/user-export';
import type { Presentation } from '../../src/features/access';
import type { User } from '../../src/features/accounts';
import { findPresentationByOid } from '../../src/features/decks/presentations.repository';
import { publishPdf, publishSource } from '../../src/features/publishing/publish.service';
import type { DatabaseConfig } from '../../src/platform/db/config';
import { openDatabase } from '../../src/platform/db/connection';
import { runCli } from '../helpers/cli';
import { buildUser } from '../helpers/factories';
import { makeNumberedPdf, makePng } from '../helpers/pdf';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

const work = mkdtempSync(path.join(tmpdir(), 'podium-export-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const envOf = (database: DatabaseConfig): Record<string, string> =>
  database.dialect === 'sqlite'
    ? { DATABASE_URL: `sqlite:${database.file}` }
    : { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema ?? '' };

const oidsIn = (stdout: string) => [...stdout.matchAll(/\/p\/([a-z0-9]{12})\//g)].map((m) => m[1]!);

const MARKDOWN = '---\ntags: [harbour]\n---\n# Harbour Timetables\n\nOpening words.\n\n\n## Night ferries\n';

describe.each(DIALECTS)('%s: export-user and import of the zip', (dialect) => {
  let t: TestApp;
  let author: User;
  let talk: Presentation;
  let deck: Presentation;
  const zipFile = path.join(work, `${dialect}-author.zip`);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    author = await buildUser(t.handle);
    talk = await publishSource(t.handle, author.id, { source: MARKDOWN, privacy: 'private' });
    await t.handle.db
      .updateTable('presentations')
      .set({ description_html: '<p>Ferries, <em>late</em>.</p>' })
      .where('id', '=', talk.id)
      .execute();
    // A PDF deck: no source, two distinct page pictures stored in the database.
    deck = await publishPdf(
      t.handle,
      t.app.pdfReaders,
      author.id,
      {
        privacy: 'reusable',
        fileName: 'Quarterly review.pdf',
        pdf: Buffer.from(makeNumberedPdf(2)),
        images: [Buffer.from(makePng(160, 90)), Buffer.from(makePng(320, 180))],
      },
      'Untitled',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes every presentation with its document, source, pictures and metadata', async () => {
    const exported = await runCli(envOf(t.app.config.database), 'export-user', author.username, zipFile);
    expect(exported).toMatchObject({ code: 0, stderr: '' });
    expect(exported.stdout).toContain(`Exported 2 presentations and 2 pictures of ${author.username}`);

    const files = unzipSync(readFileSync(zipFile));
    const manifest = JSON.parse(strFromU8(files['podium-export.json']!)) as ExportManifest;
    expect(manifest).toMatchObject({
      format: 'podium-export',
      version: 1,
      user: { username: author.username },
    });
    const [first, second] = manifest.presentations;
    expect(first).toMatchObject({
      oid: talk.oid,
      title: 'Harbour Timetables',
      privacy: 'private',
      tags: ['harbour'],
      descriptionHtml: '<p>Ferries, <em>late</em>.</p>',
      sourceFormat: 'markdown',
      media: [],
    });
    expect(strFromU8(files[`${first!.folder}/source.md`]!)).toBe(MARKDOWN);
    expect(JSON.parse(strFromU8(files[`${first!.folder}/document.json`]!))).toEqual(talk.document);

    expect(second).toMatchObject({ oid: deck.oid, title: 'Quarterly review', privacy: 'reusable' });
    expect(second!.media).toHaveLength(2);
    const stored = await t.handle.db
      .selectFrom('media_files')
      .select(['key', 'bytes'])
      .where('presentation_id', '=', deck.id)
      .execute();
    for (const { key, bytes } of stored)
      expect(Buffer.from(files[`media/${key}`]!)).toEqual(Buffer.from(bytes));
  });

  it('imports the zip into another account, with sources and pictures, and views keep working', async () => {
    const reader = await buildUser(t.handle);
    const imported = await runCli(
      envOf(t.app.config.database),
      'import',
      zipFile,
      '--owner',
      reader.username,
    );
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain(`Imported 2 presentations for ${reader.username}.`);
    const [talkOid, deckOid] = oidsIn(imported.stdout);

    const talkCopy = (await findPresentationByOid(t.handle.db, talkOid!))!;
    expect(talkCopy).toMatchObject({
      owner_id: reader.id,
      title: 'Harbour Timetables',
      privacy: 'private',
      source: MARKDOWN,
      source_format: 'markdown',
      description_html: '<p>Ferries, <em>late</em>.</p>',
    });
    expect(talkCopy.tags).toEqual(['harbour']);
    expect(talkCopy.document).toEqual(talk.document);

    const deckCopy = (await findPresentationByOid(t.handle.db, deckOid!))!;
    expect(deckCopy).toMatchObject({ owner_id: reader.id, privacy: 'reusable', source: null });
    expect(deckCopy.document).toEqual(deck.document);
    const copies = await t.handle.db
      .selectFrom('media_files')
      .select('key')
      .where('presentation_id', '=', deckCopy.id)
      .execute();
    expect(copies).toHaveLength(2);
    // The copy holds its own pictures: with the original gone they are still served.
    await t.handle.db.deleteFrom('presentations').where('id', '=', deck.id).execute();
    for (const { key } of copies) {
      const response = await fetch(`${t.url}/media/u/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    const page = await fetch(`${t.url}/p/${deckCopy.oid}/${deckCopy.slug}/`);
    expect(page.status).toBe(200);
  });

  it('imports into a new embedded Podium elsewhere', async () => {
    const elsewhere = mkdtempSync(path.join(work, 'elsewhere-'));
    const env = { DATA_DIR: elsewhere, DATABASE_URL: '' };
    expect(
      await runCli(
        env,
        'create-user',
        '--username',
        'newhome',
        '--email',
        'new@example.com',
        '--password',
        'a long passphrase here',
      ),
    ).toMatchObject({ code: 0 });
    const imported = await runCli(env, 'import', zipFile, '--owner', 'newhome');
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    const handle = openDatabase({ dialect: 'sqlite', file: path.join(elsewhere, 'podium.db') });
    try {
      const rows = await handle.db
        .selectFrom('presentations')
        .select(['title', 'privacy'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { title: 'Harbour Timetables', privacy: 'private' },
        { title: 'Quarterly review', privacy: 'reusable' },
      ]);
      expect(await handle.db.selectFrom('media_files').select('key').execute()).toHaveLength(2);
    } finally {
      await handle.db.destroy();
    }
  });

  it('refuses a changed, oversized or foreign zip and writes nothing', async () => {
    const owner = await buildUser(t.handle);
    const count = async () => (await t.handle.db.selectFrom('presentations').select('id').execute()).length;
    const before = await count();
    const files = unzipSync(readFileSync(zipFile));
    const [pictureName] = Object.keys(files).filter((name) => name.startsWith('media/'));

    const tampered = path.join(work, `${dialect}-tampered.zip`);
    writeFileSync(tampered, zipSync({ ...files, [pictureName!]: makePng(16, 9) }));
    const changed = await runCli(envOf(t.app.config.database), 'import', tampered, '--owner', owner.username);
    expect(changed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not the picture it names'),
    });

    const bomb = path.join(work, `${dialect}-bomb.zip`);
    writeFileSync(bomb, zipSync({ ...files, [pictureName!]: new Uint8Array(8 * 1024 * 1024) }));
    const big = await runCli(envOf(t.app.config.database), 'import', bomb, '--owner', owner.username);
    expect(big).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is larger than an export entry may be'),
    });

    const foreign = path.join(work, `${dialect}-foreign.zip`);
    writeFileSync(foreign, zipSync({ 'notes.txt': strToU8('hello') }));
    const other = await runCli(envOf(t.app.config.database), 'import', foreign, '--owner', owner.username);
    expect(other).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a Podium export') });

    expect(await count()).toBe(before);
  });

  it('refuses to overwrite a file or export a user who does not exist', async () => {
    const env = envOf(t.app.config.database);
    expect(await runCli(env, 'export-user', author.username, zipFile)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already exists'),
    });
    expect(await runCli(env, 'export-user', 'nobody-here', path.join(work, 'x.zip'))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No user "nobody-here"'),
    });
  });
});
