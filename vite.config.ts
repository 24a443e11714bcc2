// Two builds: the browser bundles (with a manifest the server reads) and the server bundle
// (SSR; node_modules stay external), so production start never transpiles at run time.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: false,
  build: isSsrBuild
    ? {
        ssr: 'src/server/main.ts',
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: { output: { entryFileNames: 'main.js' } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: { input: 'src/ui/entry-client.tsx' },
      },
}));
