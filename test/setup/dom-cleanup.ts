// Component tests start from an empty page. The unit tier shares its worker's modules and page
// between files (vitest.config.ts), so what one file left there would meet the next: each file
// starts on an empty document with no cookies or stored values, as it would in a page of its own,
// and Testing Library's unmount after each test (which it registers only when first imported, so
// once per worker) is registered here for every file.
import { afterEach, beforeAll } from 'vitest';

function emptyPage() {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookies an earlier file wrote (jsdom has no Cookie Store)
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

beforeAll(() => {
  if (typeof document !== 'undefined') emptyPage();
});

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
