// Printing a view page prints its print view: Ctrl+P or ⌘P loads the print
// view into a hidden frame and prints that, so the paper gets every step and the transcript rather
// than the page around the player. (Print from the browser's menu prints the page itself, without
// its chrome: ViewPage.css.)

/** How long a print view may take to load its pictures before it is printed anyway. */
export const PICTURES_WAIT_MS = 10_000;

export const isPrintShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p';

/** Every picture of the document decoded (or failed), or the wait over. */
function picturesReady(doc: Document): Promise<unknown> {
  const decoded = Promise.all([...doc.images].map((image) => image.decode().catch(() => undefined)));
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
}

/** Loads `path` in a hidden frame, prints it once its pictures are in, and removes the frame after. */
export function printInFrame(path: string, doc: Document = document): HTMLIFrameElement {
  doc.querySelector('iframe[data-print-view]')?.remove(); // a second Ctrl+P starts afresh
  const frame = doc.createElement('iframe');
  frame.dataset.printView = '';
  frame.title = 'Print view';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Off screen but laid out: a frame with no size, or display: none, is not printed the same way.
  frame.style.cssText = 'position:fixed;left:-10000px;top:0;width:1000px;height:800px;border:0;';
  frame.addEventListener('load', async () => {
    const win = frame.contentWindow;
    if (!win) return;
    await picturesReady(win.document);
    win.addEventListener('afterprint', () => frame.remove(), { once: true });
    win.focus();
    win.print();
  });
  frame.src = path;
  doc.body.append(frame);
  return frame;
}
