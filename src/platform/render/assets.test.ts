import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetManifest } from './assets';

const CLIENT_ENTRY = 'src/app/browser/entry-client.tsx';
const PLAYER_MODULE = 'src/player/index.tsx';

const VIEW_PAGE = 'src/features/viewing/ui/pages/ViewPage.tsx';

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
        [CLIENT_ENTRY]: { file: 'assets/entry-1.js', imports: ['_shared'], dynamicImports: [VIEW_PAGE] },
        _shared: { file: 'assets/shared-2.js' },
        [VIEW_PAGE]: { file: 'assets/ViewPage-3.js', imports: ['_shared'] },
        'style.css': { file: 'assets/style-4.css' },
      }),
      { entry: CLIENT_ENTRY },
    );
    expect(assets.forPage('ViewPage')).toEqual({
      entry: '/assets/entry-1.js',
      preloads: ['/assets/shared-2.js', '/assets/ViewPage-3.js'],
      styles: ['/assets/style-4.css'],
    });
  });

  it('names a lazy chunk and what it imports, less what the entry has loaded already', () => {
    const assets = AssetManifest.load(
      builtClient({
        [CLIENT_ENTRY]: { file: 'assets/entry-1.js', imports: ['_react'] },
        _react: { file: 'assets/react-2.js' },
        _maths: { file: 'assets/maths-5.js' },
        [PLAYER_MODULE]: { file: 'assets/present-viewer-3.js', imports: ['_react', '_maths'] },
      }),
      { entry: CLIENT_ENTRY },
    );
    expect(assets.lazyChunk(PLAYER_MODULE)).toEqual(['/assets/present-viewer-3.js', '/assets/maths-5.js']);
    expect(assets.lazyChunk('src/nowhere.ts')).toEqual([]);
  });
});
