// The CLI as a person runs it: real processes, exit codes and messages.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-cli-'));

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('podium CLI', () => {
  it('prints help', async () => {
    const { code, stdout } = await cli('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: npm run cli -- <command> [options]');
    expect(stdout).toContain('import <file.md|file.json> --owner <username>');
  });

  it('refuses unknown commands and options with exit code 2', async () => {
    expect(await cli('frobnicate')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command "frobnicate".'),
    });
    expect(await cli('migrate', '--colour')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--colour'"),
    });
  });

  it('creates users, imports Markdown and JSON, and explains bad input', async () => {
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
  }, 60_000);
});
