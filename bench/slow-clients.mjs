// Slow clients next to normal ones: 300 slowloris connections (headers a byte
// every second, reconnecting when the server's header timeout closes them) and 50 slow uploads
// (a 900 KB JSON body a few bytes at a time) stay open while autocannon measures the anonymous view page
// at 10 connections; the same page alone first, as the baseline of this run.
import { connect } from 'node:net';
import { cannon } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

export const title = 'Normal requests beside 300 slowloris connections and 50 slow uploads';

const SLOWLORIS = 300;
const SLOW_UPLOADS = 50;

/** Keeps `count` connections trickling `first` then `next` forever; reopens what the server closes. */
function trickling(port, count, first, next, everyMs) {
  const sockets = new Set();
  let stopped = false;
  let reopened = 0;
  const open = () => {
    if (stopped) return;
    const socket = connect(port, '127.0.0.1');
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      clearInterval(timer);
      if (!stopped) {
        reopened++;
        setTimeout(open, 100);
      }
    });
    socket.write(first);
    const timer = setInterval(() => socket.write(next), everyMs);
  };
  for (let i = 0; i < count; i++) open();
  return {
    get open() {
      return sockets.size;
    },
    get reopened() {
      return reopened;
    },
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

export async function run({ seconds = 10 } = {}) {
  const server = await startServer();
  const port = Number(new URL(server.url).port);
  try {
    const home = await (await fetch(server.url)).text();
    const viewPath = home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//)[0];
    const url = `${server.url}${viewPath}`;
    const alone = await cannon('view page, alone', { url, connections: 10, duration: seconds });

    const headers = trickling(port, SLOWLORIS, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X', 1000);
    const uploads = trickling(
      port,
      SLOW_UPLOADS,
      // Under the 1 MB body limit, so the server reads it: Fastify parses a body before any check.
      'POST /api/v4/presentations/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n{',
      '    ',
      500,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const beside = await cannon(`view page, beside ${SLOWLORIS} slowloris + ${SLOW_UPLOADS} slow uploads`, {
      url,
      connections: 10,
      duration: seconds,
    });
    const slow = { slowOpen: headers.open + uploads.open, slowReopened: headers.reopened + uploads.reopened };
    headers.stop();
    uploads.stop();
    return [alone, { ...beside, ...slow, p99VsAlone: Math.round((beside.p99ms / alone.p99ms) * 100) / 100 }];
  } finally {
    await server.stop();
  }
}
