// Two builds: the browser bundles (with a manifest the server reads) and the server bundle
// (SSR; node_modules stay external), so production start never transpiles at run time.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: false,
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        // The server, and the sandbox tasks that read uploaded PDFs and convert PowerPoint files
        // (features/publishing/pdf.service.ts, pptx-import.service.ts): a task module runs in a
        // process of its own, so it is an entry beside main.js.
        rollupOptions: {
          input: {
            main: 'src/app/main.ts',
            'pdf-reader': 'src/features/publishing/pdf-reader.ts',
            'pptx-importer': 'src/features/publishing/pptx-importer.ts',
          },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        // One style sheet for every page (about 10 KB with brotli, cached for good), instead of a
        // render-blocking sheet per chunk: the view page asked for five.
        cssCodeSplit: false,
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: {
          input: 'src/app/browser/entry-client.tsx',
          output: {
            // The lazy chunks keep the names the spec gives them (§7): the presenting engine, and
            // the overlay and toolbar around it. Only the file names change, not how code is split.
            chunkFileNames(chunk: { name: string; facadeModuleId?: string | null; moduleIds?: string[] }) {
              if (chunk.facadeModuleId?.includes('/src/player/index.'))
                return 'assets/present-viewer-[hash].js';
              if (chunk.facadeModuleId?.includes('/src/features/editor/ui/canvas/CanvasEditorScreen.'))
                return 'assets/canvas-editor-[hash].js';
              if (
                chunk.moduleIds?.some((id) => id.includes('/src/features/viewing/ui/viewer/ViewerWidget.'))
              ) {
                return 'assets/viewer-lite-component-[hash].js';
              }
              // A feature's pure rules (src/features/<area>/rules.ts) are named after the feature,
              // as they were in src/domain/<area>.ts, so the features' chunks are not all `rules`.
              const area = chunk.moduleIds
                ?.map((id) => /\/src\/features\/([^/]+)\/rules\.ts$/.exec(id)?.[1])
                .find(Boolean);
              if (chunk.name === 'rules' && area) return `assets/${area}-[hash].js`;
              return 'assets/[name]-[hash].js';
            },
          },
        },
      },
}));
