// Which scripts and styles a page needs, read from the Vite client manifest (built by `npm run build`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  entry: string | undefined;
  preloads: string[];
  styles: string[];
}

/**
 * A page's module: the one of the entry's lazy imports named after the page (page names are
 * unique; the app names its pages' modules after them).
 */
function pageModule(manifest: Manifest, entry: string, page: string): string | undefined {
  return manifest[entry]?.dynamicImports?.find((key) => key.endsWith(`/${page}.tsx`));
}

export class AssetManifest {
  private readonly cache = new Map<string, PageAssets>();
  private manifest: Manifest | null = null;
  private loadedAt = 0;

  /**
   * `entry`: the browser entry's module (as the build names it: its path from the repository's root).
   * `watch`: re-read the manifest when `npm run dev` rebuilds the client (development only).
   */
  private constructor(
    private readonly file: string,
    private readonly entry: string,
    private readonly watch: boolean,
  ) {
    this.reload();
  }

  static load(clientDir: string, options: { entry: string; watch?: boolean }): AssetManifest {
    const file = path.join(clientDir, '.vite', 'manifest.json');
    return new AssetManifest(file, options.entry, options.watch ?? false);
  }

  private reload() {
    const mtime = existsSync(this.file) ? statSync(this.file).mtimeMs : 0;
    if (mtime === this.loadedAt) return;
    this.loadedAt = mtime;
    this.manifest = mtime ? (JSON.parse(readFileSync(this.file, 'utf8')) as Manifest) : null;
    this.cache.clear();
  }

  get built(): boolean {
    return this.manifest !== null;
  }

  /**
   * A lazily imported module's chunk and the chunks it imports, less the entry's (already loaded):
   * what a page fetches ahead when it knows the module is about to be imported.
   */
  lazyChunk(moduleKey: string): string[] {
    if (this.watch) this.reload();
    const manifest = this.manifest;
    if (!manifest?.[moduleKey]) return [];
    const loaded = new Set<string>();
    const files: string[] = [];
    const visit = (key: string, into: string[] | null) => {
      const chunk = manifest[key];
      if (!chunk || loaded.has(key)) return;
      loaded.add(key);
      into?.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported, into);
    };
    visit(this.entry, null);
    visit(moduleKey, files);
    return files;
  }

  /** The client entry, plus the page's own chunk and every chunk and stylesheet it imports. */
  forPage(pageComponent: string): PageAssets {
    if (this.watch) this.reload();
    const cached = this.cache.get(pageComponent);
    if (cached) return cached;
    const manifest = this.manifest;
    if (!manifest) return { entry: undefined, preloads: [], styles: [] };
    const preloads = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || preloads.has(`/${chunk.file}`)) return;
      preloads.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // The build writes one style sheet for every page (vite.config.ts: cssCodeSplit off).
    const sheet = manifest['style.css'];
    if (sheet) styles.add(`/${sheet.file}`);
    visit(this.entry);
    const page = pageModule(manifest, this.entry, pageComponent);
    if (page) visit(page);
    const entry = manifest[this.entry] ? `/${manifest[this.entry]!.file}` : undefined;
    if (entry) preloads.delete(entry);
    const assets = { entry, preloads: [...preloads], styles: [...styles] };
    this.cache.set(pageComponent, assets);
    return assets;
  }
}
