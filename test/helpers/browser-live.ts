// The browser's own live connection to a canvas deck (live-canvas.ts, with its resending and
// reconnecting), run in Node: the document and the person the edit page hands out, and `ws`
// sockets carrying the tab's cookies and the Origin of the host they dial, as the browser's would.
import WebSocket from 'ws';
import type * as Y from 'yjs';
import type { EditPageData } from '../../src/features/editor/contracts';
import { canvasYDocOf } from '../../src/features/editor/ui/canvas/canvas-sync';
import { createLiveCanvas } from '../../src/features/editor/ui/canvas/live-canvas';
import type {
  LiveCanvas,
  LiveCanvasOptions,
  LiveCanvasState,
  WebSocketLike,
} from '../../src/features/editor/ui/canvas/live-wire';
import type { TestClient } from './client';
import { pageDataOf } from './markup';

export interface BrowserLive {
  ydoc: Y.Doc;
  live: LiveCanvas;
}

export interface BrowserLiveOptions {
  /** The host:port the socket dials (a proxy in front of the server, say); default the client's. */
  host?: string;
  onChange?: (state: LiveCanvasState) => void;
  schedule?: LiveCanvasOptions['schedule'];
}

/** Opens the edit page of deck `oid` as `client` and starts its live connection. */
export async function openBrowserLive(
  client: TestClient,
  oid: string,
  options: BrowserLiveOptions = {},
): Promise<BrowserLive> {
  const response = await client.get(`/p/edit/${oid}/`);
  if (response.status !== 200) throw new Error(`the edit page of ${oid} answered ${response.status}`);
  const { canvas, me } = pageDataOf<EditPageData>(await response.text()).props;
  if (!canvas) throw new Error(`the edit page of ${oid} handed out no canvas state`);
  const ydoc = canvasYDocOf(canvas.state);
  const host = options.host ?? new URL(client.baseUrl).host;
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const live = createLiveCanvas({
    ydoc,
    me,
    url: `ws://${host}/api/v4/presentation/${oid}/canvas/live/?generation=${canvas.generation}`,
    initialSavedAt: 'opened',
    onChange: options.onChange ?? (() => {}),
    createSocket: (url) => {
      const socket = new WebSocket(url, { headers: { cookie, origin: `http://${host}` } });
      // A socket given up while it connects reports an error the browser's would not throw.
      socket.on('error', () => {});
      return socket as unknown as WebSocketLike;
    },
    ...(options.schedule ? { schedule: options.schedule } : {}),
  });
  return { ydoc, live };
}
