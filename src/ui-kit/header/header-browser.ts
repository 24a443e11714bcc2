// The few browser side effects of the header — leaving the page, reloading it, writing a cookie —
// behind one injectable interface, so tests (and hosts embedding the header) can stub them.
export interface HeaderBrowser {
  navigate: (url: string) => void;
  reload: () => void;
  writeCookie: (cookie: string) => void;
}

export const windowBrowser: HeaderBrowser = {
  navigate: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  writeCookie: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet
    document.cookie = cookie;
  },
};

export function headerBrowser(overrides: Partial<HeaderBrowser> = {}): HeaderBrowser {
  return { ...windowBrowser, ...overrides };
}
