// The CLI as a person runs it: real processes, exit codes and messages; and what it imports opens
// in the web's editor with its source, as if it had been published on the web.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/features/accounts';
import { findPresentationByOid } from '../../src/features/decks/presentations.repository';
import type { EditorSource } from '../../src/kernel/document/editor-source';
import { importMarkdown } from '../../src/kernel/document/markdown-import';
import type { DatabaseConfig } from '../../src/platform/db/config';
import { TestClient } from '../helpers/client';
import { buildUser, TEST_PASSWORD } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

const exec = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-cli-'));

type CliResult = { code: number; stdout: string; stderr: string };
/** Each CLI run compiles the app in a new process: many seconds each on a loaded machine. */
const CLI_ROOM_MS = 240_000;

/** Runs the CLI on the SQLite database under dataDir, or on the database `env` names. */
async function cli(...args: string[]): Promise<CliResult> {
  return cliOn({ DATABASE_URL: '', DATABASE_SCHEMA: '' }, ...args);
}

async function cliOn(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('podium CLI', () => {
  it(
    'prints help',
    async () => {
      const { code, stdout } = await cli('--help');
      expect(code).toBe(0);
      expect(stdout).toContain('Usage: npm run cli -- <command> [options]');
      expect(stdout).toContain('import <file.md|file.json> --owner <username>');
    },
    CLI_ROOM_MS,
  );

  it(
    'reads .env in the working directory, as the server does',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'podium-cli-env-'));
      try {
        writeFileSync(path.join(folder, '.env'), `DATA_DIR=${path.join(folder, 'from-dotenv')}\n`);
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: '',
          DATABASE_SCHEMA: '',
        };
        delete env.DATA_DIR;
        await exec(
          process.execPath,
          ['--import', import.meta.resolve('tsx'), path.resolve('src/cli/main.ts'), 'migrate'],
          {
            cwd: folder,
            env,
          },
        );
        expect(existsSync(path.join(folder, 'from-dotenv', 'podium.db'))).toBe(true);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    CLI_ROOM_MS,
  );

  it(
    'refuses unknown commands and options with exit code 2',
    async () => {
      expect(await cli('frobnicate')).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Unknown command "frobnicate".'),
      });
      expect(await cli('migrate', '--colour')).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("Unknown option '--colour'"),
      });
    },
    CLI_ROOM_MS,
  );

  it(
    'creates users, imports Markdown and JSON, and explains bad input',
    async () => {
      expect(await cli('migrate')).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('Database is up to date.'),
      });
      expect(
        await cli(
          'create-user',
          '--username',
          'cli.user',
          '--email',
          'cli@example.com',
          '--password',
          'long enough pw',
        ),
      ).toMatchObject({ code: 0 });
      expect(
        await cli(
          'create-user',
          '--username',
          'cli.user',
          '--email',
          'other@example.com',
          '--password',
          'long enough pw',
        ),
      ).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('That username is taken.'),
      });
      expect(await cli('create-admin', '--username', 'cli.user')).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('cli.user is now staff.'),
      });

      const md = path.join(dataDir, 'talk.md');
      writeFileSync(md, '---\ntags: [cli]\n---\n# From the Command Line\n\n## First\n\nText.\n');
      const imported = await cli('import', md, '--owner', 'cli.user', '--privacy', 'private');
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(
        /Published "From the Command Line" \(private\) at \/p\/[a-z0-9]{12}\/from-the-command-line\//,
      );

      const bad = path.join(dataDir, 'bad.json');
      writeFileSync(
        bad,
        JSON.stringify({
          version: 2,
          title: 'x',
          theme: 'ocean',
          texts: [],
          topics: [{ id: 'a', texts: [], topics: [] }],
        }),
      );
      const rejected = await cli('import', bad, '--owner', 'cli.user');
      expect(rejected.code).toBe(1);
      expect(rejected.stderr).toContain('topics[0].title');

      expect(await cli('import', md, '--owner', 'nobody')).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('No user "nobody"'),
      });
      expect(await cli('import', md, '--owner', 'cli.user', '--privacy', 'secret')).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('--privacy must be one of public, reusable, private'),
      });
      expect(await cli('import', path.join(dataDir, 'missing.md'), '--owner', 'cli.user')).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Cannot read'),
      });
    },
    CLI_ROOM_MS,
  );
});

/** The environment that points the CLI at a database the test app is serving. */
function databaseEnv(database: DatabaseConfig): Record<string, string> {
  return database.dialect === 'sqlite'
    ? { DATABASE_URL: `sqlite:${database.file}`, DATABASE_SCHEMA: '' }
    : { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema ?? '' };
}

/** The source the editor page was rendered with (the page data the browser hydrates from). */
function editorSource(html: string): EditorSource | null {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(json!) as { props: { source: EditorSource | null } }).props.source;
}

describe.each(DIALECTS)('%s: a CLI-imported talk in the editor', (dialect) => {
  let t: TestApp;
  let owner: User;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle);
  }, CLI_ROOM_MS);
  afterAll(async () => {
    await t.close();
  }, CLI_ROOM_MS);

  /** Imports a file with the CLI into the app's database; answers the new presentation's oid. */
  const importFile = async (name: string, text: string) => {
    const file = path.join(dataDir, name);
    writeFileSync(file, text);
    const env = databaseEnv(t.app.config.database);
    const imported = await cliOn(env, 'import', file, '--owner', owner.username);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    return { stdout: imported.stdout, oid: /\/p\/([a-z0-9]{12})\//.exec(imported.stdout)![1]! };
  };
  const openEditor = async (oid: string) => {
    const client = new TestClient(t.url);
    await client.logIn(owner.username, TEST_PASSWORD);
    const page = await client.get(`/p/edit/${oid}/`);
    expect(page.status).toBe(200);
    return editorSource(await page.text());
  };

  it(
    'opens a Markdown import with the Markdown exactly as written, front matter and all',
    async () => {
      // Front matter and the author's spacing are what Markdown generated from the document would lose.
      const markdown =
        '---\nprivacy: private\ntags: [harbour, cli]\ndescription: Timetables, *briefly*.\n---\n' +
        '# Harbour Timetables\n\nOpening words.\n\n\n## Night ferries\n\n- Late\n- Later\n';
      const { stdout, oid } = await importFile('harbour.md', markdown);
      // Without --privacy the front matter decides, as it did before.
      expect(stdout).toContain('Published "Harbour Timetables" (private) at ');

      expect(await openEditor(oid)).toEqual({ text: markdown, format: 'markdown' });
      const row = (await findPresentationByOid(t.handle.db, oid))!;
      expect(row).toMatchObject({ source: markdown, source_format: 'markdown', privacy: 'private' });
      expect(row.tags).toEqual(['harbour', 'cli']);
      expect(row.description_html).toContain('<em>briefly</em>');
    },
    CLI_ROOM_MS,
  );

  it(
    'keeps the JSON source of a JSON import, and the editor opens it as JSON',
    async () => {
      // A deck Markdown can express: without its source the editor would open it as generated Markdown.
      const deck = importMarkdown('# Tidy Data from the CLI\n\n## Rows\n\n- One per observation\n').document;
      const json = `${JSON.stringify(deck, null, 4)}\n`;
      const { oid } = await importFile('tidy.json', json);

      const source = await openEditor(oid);
      expect(source?.format).toBe('json');
      const row = (await findPresentationByOid(t.handle.db, oid))!;
      expect(JSON.parse(source!.text)).toEqual(row.document);
      expect(row).toMatchObject({ source: json, source_format: 'json' });
    },
    CLI_ROOM_MS,
  );
});

describe.each(DIALECTS)('%s: resetting a lost password from the CLI', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  }, CLI_ROOM_MS);
  afterAll(async () => {
    await t.close();
  }, CLI_ROOM_MS);
  const signedIn = async (client: TestClient) => (await client.get('/settings/')).status === 200;

  it(
    'sets a generated password, shown once, and signs the account out everywhere',
    async () => {
      const person = await buildUser(t.handle);
      const before = new TestClient(t.url);
      expect((await before.logIn(person.username, TEST_PASSWORD)).status).toBe(303);
      expect(await signedIn(before)).toBe(true);

      const reset = await cliOn(databaseEnv(t.app.config.database), 'reset-password', person.email);
      expect(reset).toMatchObject({ code: 0, stderr: '' });
      const password = /New password for [^:]+: (\S+)/.exec(reset.stdout)?.[1];
      expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
      expect(reset.stdout).toContain('Signed out of 1 session.');

      expect(await signedIn(before)).toBe(false);
      expect((await new TestClient(t.url).logIn(person.username, TEST_PASSWORD)).status).not.toBe(303);
      const after = new TestClient(t.url);
      expect((await after.logIn(person.username, password!)).status).toBe(303);
      expect(await signedIn(after)).toBe(true);
    },
    CLI_ROOM_MS,
  );

  it(
    'takes a chosen password only when the password policy would, and names what is wrong',
    async () => {
      const person = await buildUser(t.handle);
      const env = databaseEnv(t.app.config.database);
      const weak = await cliOn(env, 'reset-password', person.username, '--password', 'password1234');
      expect(weak.code).toBe(1);
      expect(weak.stderr).toContain('This password is too easy to guess.');
      expect((await new TestClient(t.url).logIn(person.username, TEST_PASSWORD)).status).toBe(303);

      const chosen = 'copper kettle harbour lantern';
      const strong = await cliOn({ ...env, PODIUM_PASSWORD: chosen }, 'reset-password', person.username);
      expect(strong).toMatchObject({ code: 0, stdout: expect.stringContaining('Changed the password of') });
      expect((await new TestClient(t.url).logIn(person.username, chosen)).status).toBe(303);
    },
    CLI_ROOM_MS,
  );

  it(
    'says so when no account has that name, and when none is given',
    async () => {
      const env = databaseEnv(t.app.config.database);
      expect(await cliOn(env, 'reset-password', 'nobody@example.com')).toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          'No account has the username or e-mail address "nobody@example.com".',
        ),
      });
      expect((await cliOn(env, 'reset-password')).code).toBe(2);
    },
    CLI_ROOM_MS,
  );
});
