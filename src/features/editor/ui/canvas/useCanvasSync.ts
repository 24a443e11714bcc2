// The canvas editor's saving on the page: the live channel (live-canvas.ts) keeps the tab in step with
// the server and the other tabs, and says who else is there; its status feeds the save line, a
// failure's message is put in the page's language, and the page's events are kept: leaving with
// unsaved edits asks first, hiding the page sends what is pending, and the page going sends the
// whole state over the HTTP autosave. A WebSocket that never opens in its first attempts (a proxy
// that does not pass upgrades) hands the page to the HTTP autosave (canvas-sync.ts) for the rest of
// its life: saving works as it did before the live channel, without the others' presence.
import { useCallback, useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { useT } from '../../../../i18n/react';
import { callApi, keepaliveDeps } from '../../../../lib/api-client';
import { type CanvasSyncRequest, editorApi } from '../../contracts';
import { type LivePresence, liveChannelPath } from '../../live-protocol';
import type { EditorApi } from '../useEditorSave';
import { type CanvasSync, type CanvasSyncStatus, createCanvasSync } from './canvas-sync';
import { toBase64 } from './canvas-sync-rules';
import { createLiveCanvas } from './live-canvas';
import type { LiveCanvas, LiveCanvasState, WebSocketLike } from './live-wire';
import { createPresenceFeed, type PresenceFeed, type PresenceSource } from './usePresenceFeed';

export interface CanvasSyncOptions {
  oid: string;
  /** The tab's Y.Doc, holding the page's canvas state (CanvasEditorState.state) already. */
  ydoc: Y.Doc;
  generation: string;
  initialUpdatedAt: string;
  /** Who this person is to the others (the page's `me`), sent exactly as given. */
  me: LivePresence['user'];
  /** The person may only comment: the live channel only follows, and nothing falls back to saving. */
  readOnly?: boolean;
  /** Someone changed the deck's comments (the live channel says so). */
  onCommentsChanged?(): void;
  api?: EditorApi;
  /** The live channel's socket: the browser's WebSocket unless a test hands in a fake one. */
  createSocket?: (url: string) => WebSocketLike;
  /** Runs `run` after `ms` (retries, the watchdog); timers unless a test moves its own clock. */
  schedule?: (run: () => void, ms: number) => () => void;
  now?: () => number;
}

export interface CanvasSyncView {
  status: CanvasSyncStatus;
  /** When the deck was last saved (ISO). */
  savedAt: string;
  /** What went wrong, for the person, while it matters; null otherwise. */
  error: string | null;
  /** The connection is down though nothing is unsaved yet (the save line still says saved). */
  offline: boolean;
  /** Sends pending edits now (Ctrl+S, before leaving). */
  flush(): Promise<void>;
  /** The others in the deck; subscribe with usePeers so only what shows them redraws. */
  presence: PresenceFeed;
  /** Shows the others this tab's selection or view. */
  setPresence(change: Partial<Omit<LivePresence, 'user'>>): void;
}

/** The page's own address for the live channel: same origin, so the session cookie goes with it. */
const liveUrl = (oid: string, generation: string) =>
  `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${liveChannelPath(oid, generation)}`;

interface Saving {
  engine: CanvasSync;
  live: LiveCanvas | null;
}

type Settings = Omit<CanvasSyncOptions, 'api' | 'initialUpdatedAt'> & {
  call: { current: EditorApi };
  savedAt: { current: string };
  presence: PresenceSource;
  onChange(state: LiveCanvasState): void;
};

/** Starts the live channel; on its giving up, the HTTP autosave takes over `saving`. */
function startSaving(settings: Settings): Saving {
  const { oid, ydoc, generation, call, presence, onChange, schedule, now, readOnly, onCommentsChanged } =
    settings;
  const send = (body: CanvasSyncRequest, keepalive?: boolean) =>
    call.current(editorApi.canvasSync, { params: { oid }, body }, keepalive ? keepaliveDeps() : undefined);
  // Until the socket opens, the server has what the page was loaded with.
  const loaded = Y.encodeStateVector(ydoc);
  const saving: Saving = { engine: null as unknown as CanvasSync, live: null };
  const live = createLiveCanvas({
    ydoc,
    me: settings.me,
    url: liveUrl(oid, generation),
    initialSavedAt: settings.savedAt.current,
    createSocket: settings.createSocket,
    schedule,
    now,
    onChange,
    onPeers: presence.publish,
    onCommentsChanged,
    readOnly,
    // A read-only tab has nothing to save: no HTTP autosave as it goes or when the socket cannot open.
    leaveVia: readOnly
      ? undefined
      : (update, keepalive) =>
          send({ generation, update, stateVector: toBase64(Y.encodeStateVector(ydoc)) }, keepalive),
    onUnreachable: readOnly
      ? undefined
      : () => {
          const unsaved = live.hasUnsaved();
          live.destroy();
          presence.publish([]);
          saving.live = null;
          saving.engine = createCanvasSync({
            ydoc,
            generation,
            initialUpdatedAt: settings.savedAt.current,
            send: (body, options) => send(body, options?.keepalive),
            onChange: (state) => onChange({ ...state, connected: state.failure === null }),
            serverVector: loaded,
            unsaved,
            schedule,
            now,
          });
        },
  });
  saving.live = live;
  saving.engine = live;
  return saving;
}

/**
 * Hiding the page sends what is pending, leaving it sends the rest (and takes this tab out of the
 * others' presence until it comes back); leaving with unsaved edits asks; the browser's offline and
 * online events reach the live channel at once.
 */
function listenToThePage(saving: Saving) {
  const leave = () => saving.engine.leave();
  // Back from the browser's page cache: leaving took this tab out of the others' presence.
  const back = (event: PageTransitionEvent) => {
    if (event.persisted) saving.live?.setPresence({});
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') void saving.engine.flush();
  };
  // The line says "Offline" as soon as the browser knows, and saving resumes as soon as it is back.
  const offline = () => saving.live?.networkChanged(false);
  const online = () => saving.live?.networkChanged(true);
  // The browser shows its own wording; the edits stay in the tab either way.
  const warn = (event: BeforeUnloadEvent) => {
    if (!saving.engine.hasUnsaved()) return;
    event.preventDefault();
    event.returnValue = '';
  };
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', back);
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('beforeunload', warn);
  return () => {
    window.removeEventListener('pagehide', leave);
    window.removeEventListener('pageshow', back);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', hidden);
    window.removeEventListener('beforeunload', warn);
  };
}

export function useCanvasSync({
  oid,
  ydoc,
  generation,
  api = callApi,
  ...rest
}: CanvasSyncOptions): CanvasSyncView {
  const t = useT();
  const [state, setState] = useState<LiveCanvasState>({
    status: 'saved',
    savedAt: rest.initialUpdatedAt,
    failure: null,
    connected: false,
  });
  const [presence] = useState(createPresenceFeed);
  const saving = useRef<Saving | null>(null);
  const savedAt = useRef(rest.initialUpdatedAt);
  savedAt.current = state.savedAt;
  // A new connection would start over: a caller's new `api` or `me` object must not make one.
  const call = useRef(api);
  call.current = api;
  const given = useRef(rest);
  given.current = rest;

  useEffect(() => {
    const { me, createSocket, schedule, now, readOnly } = given.current;
    // The latest handler when the message comes, without a new connection for a new function.
    const onCommentsChanged = () => given.current.onCommentsChanged?.();
    const current = startSaving({
      ...{ oid, ydoc, generation, me, createSocket, schedule, now, readOnly, onCommentsChanged },
      ...{ call, savedAt, presence, onChange: setState },
    });
    saving.current = current;
    const stopListening = listenToThePage(current);
    return () => {
      stopListening();
      current.engine.destroy();
      presence.publish([]);
      if (saving.current === current) saving.current = null;
    };
  }, [oid, ydoc, generation, presence]);

  const flush = useCallback(() => saving.current?.engine.flush() ?? Promise.resolve(), []);
  const setPresence = useCallback<CanvasSyncView['setPresence']>(
    (change) => saving.current?.live?.setPresence(change),
    [],
  );
  const { failure, status } = state;
  // Down with nothing pending, the save line stays "Saved" and the bar says offline instead.
  const error =
    failure === null || status === 'saved'
      ? null
      : failure.kind === 'refused'
        ? t('editor.canvasSave.refused', { reason: failure.detail })
        : t(`editor.canvasSave.${failure.kind}`);
  const offline = !state.connected && failure !== null && status !== 'readOnly';
  return { status, savedAt: state.savedAt, error, offline, flush, presence, setPresence };
}
