#!/usr/bin/env node
// Checks the layout's rules (scripts/architecture.mjs) against scripts/architecture-allowlist.json,
// the violations the code had when each rule arrived. A new violation fails, and so does an entry
// that no longer occurs: remove it, so the list only shrinks until it is empty.
//   node scripts/check-architecture.mjs           check (npm test runs this)
//   node scripts/check-architecture.mjs --counts  the allowed violations per rule
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkArchitecture, compareWithAllowList, RULES } from './architecture.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allowList = JSON.parse(readFileSync(path.join(root, 'scripts/architecture-allowlist.json'), 'utf8'));
const violations = checkArchitecture(root);

if (process.argv.includes('--counts')) {
  for (const rule of Object.keys(RULES)) {
    const count = violations.filter((v) => v.rule === rule).length;
    console.log(`${String(count).padStart(4)}  ${rule}: ${RULES[rule]}`);
  }
  process.exit(0);
}

const { fresh, stale } = compareWithAllowList(violations, allowList);
for (const v of fresh)
  console.error(`✖ ${v.rule} (${RULES[v.rule]}): ${v.key}${v.detail ? ` (${v.detail})` : ''}`);
for (const v of stale)
  console.error(
    `✖ ${v.rule}: "${v.key}" no longer occurs; remove it from scripts/architecture-allowlist.json`,
  );
if (fresh.length > 0 || stale.length > 0) {
  console.error(
    `\n${fresh.length} new violation(s), ${stale.length} stale allow-list entr(y/ies). The rules: RULES in scripts/architecture.mjs`,
  );
  process.exit(1);
}
console.log(`Architecture: ${violations.length} allowed violations left, none new`);
