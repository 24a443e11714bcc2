// A test that logs an unexpected console.error or console.warn fails, so no
// warning goes unread in a green run.
import { afterEach, vi } from 'vitest';

const problems: string[] = [];

for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    problems.push(`console.${level}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  if (problems.length > 0) {
    const found = problems.splice(0);
    throw new Error(`Unexpected console output:\n${found.join('\n')}`);
  }
});
