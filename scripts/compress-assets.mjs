#!/usr/bin/env node
// After `vite build`: writes a brotli (.br, best quality) and a gzip (.gz) copy beside every
// script, style, SVG and JSON file of dist/client/assets over 1 KB, so the server sends them
// compressed without compressing anything at run time (@fastify/static's preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIR = path.resolve(process.argv[2] ?? 'dist/client/assets');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|vtt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(DIR)) {
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
  before += bytes.length;
  after += br.length;
}
console.log(
  `Compressed ${count} assets: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB with brotli.`,
);
