// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { type ReactElement, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater } from './HydrateLater';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/** Server-renders the tree into a fresh container and starts hydrating it, as entry-client does. */
function serveAndHydrate(tree: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  root = hydrateRoot(container, tree);
  return container;
}

describe('HydrateLater', () => {
  it('makes the rest of the page live first, even a part that comes before it', async () => {
    const order: string[] = [];
    const Part = ({ name }: { name: string }) => {
      useEffect(() => {
        order.push(name);
      }, [name]);
      return <p>{name}</p>;
    };
    // React runs effects in the order of the tree; a part hydrated later breaks that order.
    serveAndHydrate(
      <>
        <HydrateLater>
          <Part name="header" />
        </HydrateLater>
        <Part name="viewer" />
      </>,
    );
    await waitFor(() => expect(order).toHaveLength(2));
    expect(order).toEqual(['viewer', 'header']);
  });

  it('delivers a click on a part that was not live yet, and keeps the server HTML', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          Pressed {count}
        </button>
      );
    }
    const container = serveAndHydrate(
      <main>
        <HydrateLater>
          <Counter />
        </HydrateLater>
      </main>,
    );
    const button = container.querySelector('button') as HTMLButtonElement;
    button.click();
    await waitFor(() => expect(button.textContent).toBe('Pressed 1'));
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });
});
