/**
 * The live scenario's screens, in a worker thread of their own: 1,000 streams' messages are parsed
 * here, so the door's client in the main thread measures the server, not this parsing.
 * In: { url, cookie, count }. Out: 'open' once every stream has its first counts; on 'finish',
 * { delays } (ms from each admission's checkedInAt to its arrival, per stream).
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, cookie, count } = workerData;
/** @type {number[]} */
const delays = [];
/** @type {import('node:http').ClientRequest[]} */
const requests = [];

/** @returns {Promise<void>} */
function openStream() {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, accept: 'text/event-stream' }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`live stream: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      response.on('data', (chunk) => {
        const now = Date.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!opened && message.includes('event: counts')) {
            opened = true;
            resolve();
          }
          // The admission's time, read without parsing the whole message (cheap: 50,000 a second).
          const at = message.indexOf('"checkedInAt":"');
          if (at !== -1 && message.includes('event: checkin')) {
            delays.push(now - Date.parse(message.slice(at + 15, message.indexOf('"', at + 15))));
          }
          end = buffer.indexOf('\n\n');
        }
      });
    });
    request.on('error', reject);
    requests.push(request);
  });
}

for (let opened = 0; opened < count; opened += 50) {
  await Promise.all(Array.from({ length: Math.min(50, count - opened) }, openStream));
}
parentPort.postMessage({ kind: 'open', streams: requests.length });
parentPort.on('message', () => {
  for (const request of requests) request.destroy();
  parentPort.postMessage({ kind: 'done', delays });
});
