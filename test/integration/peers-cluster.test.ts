// Live events between node:cluster workers: a broadcast in one worker reaches
// the other worker's subscriber once, through the primary (test/fixtures/peers-cluster.ts).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('peers between cluster workers', () => {
  it("carries a worker's broadcast to the other worker once", () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'test/fixtures/peers-cluster.ts'], {
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(JSON.parse(output.trim())).toEqual([{ step: 7 }]);
  });
});
