// A viewer of a live session's event stream (Server-Sent Events) parsed in the bench's own process,
// for benchmarks that time what reaches an audience.
import http from 'node:http';

/**
 * Opens the stream at `url` and resolves with its request once the session's `state` event has
 * arrived (the viewer is then counted in the audience); `onEvent(type, data, at)` hears every
 * event with its arrival time (Date.now()).
 */
export function openViewer(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the event stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      response.on('data', (chunk) => {
        const at = Date.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          let type = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) type = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
          }
          if (data === '') continue;
          if (!opened && type === 'state') {
            opened = true;
            resolve(request);
          }
          onEvent(type, data, at);
        }
      });
      response.on('error', () => {});
    });
    request.on('error', reject);
  });
}
