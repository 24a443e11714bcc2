// The canvas editor's live channel (decision 097, protocol in live-protocol.ts): a WebSocket per
// editor tab at /api/v4/presentation/{oid}/canvas/live/?generation=…. The upgrade is a GET, so the
// CSRF check asks for our Origin (`csrfUpgrade`); the session and the right to comment are checked
// before the connection joins its deck's room (read-only for who may not edit), and messages that arrive meanwhile wait, a few at
// most. Each connection is bounded: message size, messages per second, unsent bytes, silence.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { WebSocket } from 'ws';
import { authorize } from '../../kernel/access/authorize';
import { type App, OidParams } from '../../platform/http/edge';
import { AppError } from '../../platform/http/errors';
import { loadFor } from '../access';
import { displayName } from '../accounts';
import { LIVE_CLOSE, type LiveCloseCode } from './live-protocol';
import type { LivePeer, LiveRoom } from './live-room';
import type { Refusal } from './live-rooms.service';

/** Messages per second a connection may send on average, and at once. */
const MESSAGES_PER_SECOND = 100;
const MESSAGE_BURST = 300;
/** Messages that may wait while the connection is being admitted. */
const WAITING_MAX = 50;
/** Bytes not yet sent to a slow connection before it is closed. */
const UNSENT_MAX_BYTES = 8_000_000;
/** A connection silent this long is gone (editors renew their presence every 15 s). */
const SILENCE_MS = 60_000;

const LiveQuery = Type.Object({ generation: Type.String({ minLength: 1, maxLength: 64 }) });

type LiveRequest = FastifyRequest<{ Params: { oid: string }; Querystring: { generation: string } }>;

export async function canvasLiveRoutes(app: App) {
  app.get(
    '/:oid/canvas/live/',
    {
      websocket: true,
      schema: { params: OidParams, querystring: LiveQuery },
      config: { csrfUpgrade: true, rateLimit: { max: app.config.rateLimits.live, timeWindow: '1 minute' } },
    },
    (socket, request) => connectEditor(app, socket, request as LiveRequest),
  );
}

/** A close reason fits in a control frame (123 bytes). */
const closeReason = (reason: string) =>
  Buffer.from(reason)
    .subarray(0, 123)
    .toString()
    .replace(/\uFFFD$/, '');

function connectEditor(app: App, socket: WebSocket, request: LiveRequest) {
  const viewer = request.actor.viewer;
  let room: LiveRoom | null = null;
  let presentationId = 0;
  const waiting: Uint8Array[] = [];
  const close = (code: LiveCloseCode, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(code, closeReason(reason));
  };
  const peer: LivePeer = {
    userId: viewer?.id ?? 0,
    isStaff: viewer?.isStaff ?? false,
    userName: request.user ? displayName(request.user) : '',
    readOnly: true,
    send: (message) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > UNSENT_MAX_BYTES)
        return close(LIVE_CLOSE.busy, 'This connection is too slow.');
      socket.send(message);
    },
    close,
  };
  const allowance = tokenBucket(MESSAGES_PER_SECOND, MESSAGE_BURST);
  let silence = setTimeout(() => socket.terminate(), SILENCE_MS);
  socket.on('message', (data, isBinary) => {
    clearTimeout(silence);
    silence = setTimeout(() => socket.terminate(), SILENCE_MS);
    if (!isBinary) return close(LIVE_CLOSE.invalid, 'Messages are binary.');
    if (!allowance()) return close(LIVE_CLOSE.busy, 'Too many messages; slow down.');
    const bytes = new Uint8Array(data as Buffer);
    if (room) room.receive(peer, bytes);
    else if (waiting.length < WAITING_MAX) waiting.push(bytes);
    else close(LIVE_CLOSE.busy, 'Too many messages before the deck opened.');
  });
  socket.on('close', () => {
    clearTimeout(silence);
    if (room) app.canvasLive.release(presentationId, peer);
    room = null;
  });
  socket.on('error', () => socket.terminate());
  void admit(app, request, peer).then((admitted) => {
    if ('code' in admitted) return close(admitted.code, admitted.reason);
    presentationId = admitted.presentationId;
    if (socket.readyState !== socket.OPEN) return app.canvasLive.release(presentationId, peer);
    room = admitted.room;
    for (const bytes of waiting.splice(0)) room.receive(peer, bytes);
  });
}

/**
 * The person's right to comment on the deck (to edit it, or else the connection is read-only),
 * then its room; or why not, as a close code.
 */
async function admit(
  app: App,
  request: LiveRequest,
  peer: LivePeer,
): Promise<Refusal | { room: LiveRoom; presentationId: number }> {
  const { viewer } = request.actor;
  if (!viewer) return { code: LIVE_CLOSE.signedOut, reason: 'Log in to edit this deck.' };
  try {
    const refused = () =>
      new AppError(403, 'not_editor', 'Only the owner, editors and commenters can open this deck.');
    const { presentation, access } = await loadFor(app.db, request.params, viewer, 'presentation.comment', {
      refused,
    });
    peer.readOnly = !authorize(viewer, 'presentation.edit', access);
    if (presentation.hidden)
      return { code: LIVE_CLOSE.notFound, reason: 'This deck was taken down and cannot be edited.' };
    const room = await app.canvasLive.connect(presentation.id, request.query.generation, peer);
    if (!('receive' in room)) return room;
    return { room, presentationId: presentation.id };
  } catch (error) {
    const status = error instanceof AppError ? error.status : 500;
    if (status === 403) return { code: LIVE_CLOSE.forbidden, reason: (error as Error).message };
    if (status === 404 || status === 410) return { code: LIVE_CLOSE.notFound, reason: 'This deck is gone.' };
    request.log.warn({ err: error }, 'live channel');
    return { code: LIVE_CLOSE.restart, reason: 'The deck could not be opened; trying again.' };
  }
}

/** Allows `perSecond` calls a second on average and `burst` at once. */
function tokenBucket(perSecond: number, burst: number, now = () => performance.now()) {
  let tokens = burst;
  let at = now();
  return () => {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - at) / 1000) * perSecond);
    at = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
