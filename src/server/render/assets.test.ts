import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetManifest, CLIENT_ENTRY, pageModule } from './assets';

function builtClient(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-assets-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('AssetManifest', () => {
  it('gives every page the one style sheet, its own chunk and what it imports', () => {
    const assets = AssetManifest.load(
      builtClient({
        [CLIENT_ENTRY]: { file: 'assets/entry-1.js', imports: ['_shared'] },
        _shared: { file: 'assets/shared-2.js' },
        [pageModule('ViewPage')]: { file: 'assets/ViewPage-3.js', imports: ['_shared'] },
        'style.css': { file: 'assets/style-4.css' },
      }),
    );
    expect(assets.forPage('ViewPage')).toEqual({
      entry: '/assets/entry-1.js',
      preloads: ['/assets/shared-2.js', '/assets/ViewPage-3.js'],
      styles: ['/assets/style-4.css'],
    });
  });
});
