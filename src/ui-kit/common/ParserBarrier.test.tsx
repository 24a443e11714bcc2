// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PARSER_BARRIER, ParserBarrier } from './ParserBarrier';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

const tree = (
  <main>
    <p>stage</p>
    <ParserBarrier />
    <p>toolbar</p>
  </main>
);

describe('ParserBarrier', () => {
  it('is an inline script in the server’s HTML, between what comes before and after it', () => {
    expect(renderToString(tree)).toBe(
      `<main><p>stage</p><script>${PARSER_BARRIER}</script><p>toolbar</p></main>`,
    );
  });

  it('holds no code: its text is one comment', () => {
    expect(PARSER_BARRIER).toMatch(/^\/\*[^*]*\*\/$/);
  });

  it('hydrates as it is and is gone once the page is live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const script = container.querySelector('script');
    const toolbar = container.querySelectorAll('p')[1];
    root = hydrateRoot(container, tree, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
    await waitFor(() => expect(container.querySelector('script')).toBeNull());
    expect(script?.isConnected).toBe(false);
    // The rest of the server's HTML was kept, not rendered again.
    expect(container.querySelectorAll('p')[1]).toBe(toolbar);
  });

  it('renders nothing in a client render', () => {
    const { container } = render(tree);
    expect(container.innerHTML).toBe('<main><p>stage</p><p>toolbar</p></main>');
  });
});
