// Component tests start from an empty page. Testing Library unmounts what a test rendered after
// each test, but it registers that once, when it is first imported: the unit tier shares its
// modules between files (vitest.config.ts), so every file after the first in a worker would keep
// the last test's page. Registered here, it runs after every test of every file.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
