// Runs the command-line tool (src/cli/main.ts) as an operator would, in its own process.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** `npm run cli -- …args` with `env` added; answers the exit code and both outputs, never throws. */
export async function runCli(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_SCHEMA: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
