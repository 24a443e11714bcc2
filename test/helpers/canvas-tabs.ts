// An editor tab of a canvas deck, as the browser's autosave drives it: the state the edit page
// hands out, a Y.Doc, and the sync call that sends what the server lacks and applies its answer.
import * as Y from 'yjs';
import type { CanvasEditorState, CanvasSyncResult, EditPageData } from '../../src/features/editor/contracts';
import type { TestClient } from './client';
import { pageDataOf } from './markup';

export const SERVER_ORIGIN = Symbol('server');
export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export interface CanvasTab {
  client: TestClient;
  oid: string;
  ydoc: Y.Doc;
  generation: string;
  /** What the server is known to have: the next update carries everything past it. */
  serverVector: Uint8Array;
}

/** The canvas state of the edit page at `path` (null when the page hands out none). */
export async function canvasStateOf(client: TestClient, path: string): Promise<CanvasEditorState | null> {
  const response = await client.get(path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return pageDataOf<EditPageData>(await response.text()).props.canvas;
}

/** A tab opened on the edit page at `path` (`?canvas=1` for an older deck). */
export async function openTab(client: TestClient, oid: string, path: string): Promise<CanvasTab> {
  const state = await canvasStateOf(client, path);
  if (!state) throw new Error(`${path} handed out no canvas state`);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, bytesOf(state.state), SERVER_ORIGIN);
  return { client, oid, ydoc, generation: state.generation, serverVector: Y.encodeStateVector(ydoc) };
}

/** The sync call's body for what the tab has that the server lacks. */
export const syncBody = (tab: CanvasTab) => ({
  generation: tab.generation,
  update: base64(Y.encodeStateAsUpdate(tab.ydoc, tab.serverVector)),
  stateVector: base64(Y.encodeStateVector(tab.ydoc)),
});

export const postSync = (client: TestClient, oid: string, body: unknown) =>
  client.request('POST', `/api/v4/presentation/${oid}/canvas/`, { json: body });

/** Syncs the tab; on success applies the answer as the browser does. */
export async function sync(tab: CanvasTab): Promise<{ status: number; body: CanvasSyncResult & ErrorBody }> {
  const response = await postSync(tab.client, tab.oid, syncBody(tab));
  const body = await response.json();
  if (response.status === 200) {
    Y.applyUpdate(tab.ydoc, bytesOf(body.update), SERVER_ORIGIN);
    tab.serverVector = bytesOf(body.stateVector);
  }
  return { status: response.status, body };
}

interface ErrorBody {
  error: { code: string; message: string };
}
