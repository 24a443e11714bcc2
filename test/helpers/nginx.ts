// What every nginx the tests start needs: its temporary folders inside the test's own folder,
// writable by nginx's worker user (www-data when the tests run as root).
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The http-block lines that put nginx's five temporary folders under `work`, made writable. */
export function nginxTempPaths(work: string): string[] {
  chmodSync(work, 0o777);
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => {
    const dir = path.join(work, kind === 'client_body' ? 'body' : kind);
    mkdirSync(dir, { recursive: true, mode: 0o777 });
    chmodSync(dir, 0o777);
    return `${kind}_temp_path ${dir};`;
  });
}
