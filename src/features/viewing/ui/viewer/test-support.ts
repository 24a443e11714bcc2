// Viewer component tests: a start screen as the server renders it, before React runs.
import { vi } from 'vitest';

/** A Present button (its inner span is what a press lands on) and another link, in #root. */
export function startScreen() {
  document.body.innerHTML =
    '<div id="root"><button type="button" data-present><span>Present</span></button><a href="#x">Other</a></div>';
  const bubbled = vi.fn();
  document.getElementById('root')!.addEventListener('click', bubbled);
  return { button: document.querySelector('button')!.firstElementChild as HTMLElement, bubbled };
}
