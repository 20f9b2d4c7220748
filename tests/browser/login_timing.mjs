// How long the BFF takes to refuse a login, for a name it knows (a wrong password) and for one it
// does not (issue 27, finding 3: the answer time must not tell which names exist). Requests
// alternate between the two kinds, one at a time, so both see the same machine; each is timed from
// sending to the end of its body.
//
// The throttles (deploy/bff/nginx.conf.template: 100 a second per client with a burst of 400, 10 a
// second per name with a burst of 60) never refuse one of these, so every answer is a checked 401,
// never a 429: the ~408 requests are spaced `spacingMs` (4) apart, so they take at least 1.6 s and
// the per-client bucket (400 plus 100 a second) holds them all; and the caller spreads them over
// several names of each kind (bff_test.mjs: eight, ~26 requests a name), under the per-name burst
// even if they all came at once. (A
// longer spacing lets the machine idle between requests, and waking up adds a floor to every answer
// that hides the difference: with 12 ms, nginx's auth_basic measured ~3.5x instead of ~7.5x.)
import net from 'node:net';
import { basic } from './stack.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// One keep-alive connection, one request at a time: a raw socket rather than fetch, whose own
// ~1.5 ms per request would hide most of the difference being looked for (nginx's auth_basic: a
// refusal for an unknown name in ~0.1 ms against ~1.4 ms of hashing for a known one).
class connection {
  constructor(base) {
    const { hostname, port } = new URL(base);
    this.host = `${hostname}:${port}`;
    this.socket = net.connect(Number(port), hostname);
    this.socket.setNoDelay(true);
    this.buffer = Buffer.alloc(0);
    this.waiting = null;
    this.socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.settle();
    });
    const gone = (e) => {
      this.error = e ?? new Error('the BFF closed the connection');
      this.settle();
    };
    this.socket.on('error', gone);
    this.socket.on('close', () => gone());
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
  }

  // Resolves the pending request once its whole answer (head and Content-Length body) is in.
  settle() {
    if (this.waiting === null) return;
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end >= 0) {
      const head = this.buffer.subarray(0, end).toString('latin1');
      const length = Number(head.match(/\r\ncontent-length: *(\d+)/i)?.[1] ?? NaN);
      if (!Number.isFinite(length)) return this.finish(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      if (this.buffer.length >= end + 4 + length) {
        this.buffer = this.buffer.subarray(end + 4 + length);
        return this.finish(null, Number(head.split(' ')[1]));
      }
    }
    if (this.error) this.finish(this.error);
  }

  finish(error, status) {
    const { resolve, reject } = this.waiting;
    this.waiting = null;
    if (error) reject(error);
    else resolve(status);
  }

  request(path, authorization) {
    return new Promise((resolve, reject) => {
      if (this.error) return reject(this.error);
      this.waiting = { resolve, reject };
      this.socket.write(`GET ${path} HTTP/1.1\r\nHost: ${this.host}\r\nAuthorization: ${authorization}\r\n\r\n`);
    });
  }

  close() {
    this.socket.destroy();
  }
}

// `known` and `unknown`: lists of {name, password}, every one a login that must be refused.
// Returns the median milliseconds of each kind over `rounds` requests each.
export async function loginTiming(base, { known, unknown, rounds = 200, spacingMs = 4, path = '/api/v1/sessions' }) {
  const times = { known: [], unknown: [] };
  let conn = null;
  const one = async (kind, who) => {
    if (conn !== null && conn.error) {
      conn.close();
      conn = null;
    }
    if (conn === null) {
      // nginx ends a keep-alive connection after 1,000 requests or 75 s idle: a new one then.
      conn = new connection(base);
      await conn.ready;
    }
    const authorization = basic(who);
    const started = performance.now();
    let status;
    try {
      status = await conn.request(path, authorization);
    } catch (e) {
      conn.close();
      conn = null;
      throw e;
    }
    const ms = performance.now() - started;
    if (status !== 401) throw new Error(`a ${kind} name's wrong login answered ${status}, not 401`);
    times[kind].push(ms);
  };
  try {
    // A few of each first, untimed: the connection open, code paths warm on both sides.
    for (let i = 0; i < 4; i++) {
      await one('known', known[i % known.length]);
      await one('unknown', unknown[i % unknown.length]);
      await sleep(spacingMs);
    }
    times.known.length = 0;
    times.unknown.length = 0;
    for (let i = 0; i < rounds; i++) {
      // Which kind goes first alternates, so neither is always the one after a pause.
      const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const kind of order) {
        const list = kind === 'known' ? known : unknown;
        await one(kind, list[i % list.length]);
        await sleep(spacingMs);
      }
    }
  } finally {
    conn?.close();
  }
  return { known: median(times.known), unknown: median(times.unknown), count: rounds };
}
