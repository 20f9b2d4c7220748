// Starts what the page and BFF tests need, on loopback, and stops it: a real renderer, a real agents
// service (a fresh data folder, the offline model), the login checker (anyplot-login) and nginx with
// the real BFF configuration from scripts/bff-config. Everything started here is ended here, by its pid.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const token = 'bff-test-token-0123456789abcdef';

// `--build-dir DIR --source-dir DIR` (what the CMake tests pass); defaults: this checkout's
// build/release and its root, found from this file's own place.
export function parseArgs(argv) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const out = { buildDir: path.join(root, 'build/release'), sourceDir: root };
  for (let i = 0; i < argv.length; i += 2) {
    const value = argv[i + 1];
    if (value === undefined) throw new Error(`${argv[i]} needs a value`);
    if (argv[i] === '--build-dir') out.buildDir = path.resolve(value);
    else if (argv[i] === '--source-dir') out.sourceDir = path.resolve(value);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return out;
}

function fail(message) {
  throw new Error(message);
}

// A daemon of ours: waits for its {"event":"listening","address":...} log line.
function startDaemon(binary, env, name) {
  // Sanitizer settings pass through, so ASan builds of the daemons report as the C++ tests' do.
  const inherited = { PATH: process.env.PATH };
  for (const keep of ['ASAN_OPTIONS', 'UBSAN_OPTIONS', 'LSAN_OPTIONS']) {
    if (process.env[keep] !== undefined) inherited[keep] = process.env[keep];
  }
  const child = spawn(binary, [], { env: { ...inherited, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start listening in 60 s`)), 60_000);
    child.stderr.on('data', (chunk) => {
      log += chunk.toString();
      const m = log.match(/"event":"listening"[^\n]*"address":"([^"]+)"/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited at start (${code}): ${log.slice(-400)}`));
    });
  });
  return { child, listening, log: () => log };
}

// A loopback port nothing listens on, taken from the kernel and given back at once: for nginx,
// which cannot listen on port 0 and report the port it took, and for a peer that must be down.
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function stopChild(child, ms = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

// Starts the login checker (this build's anyplot-login on a port of its choosing, reading the run
// folder's htpasswd) and nginx with the BFF configuration in front of `agents` ("host:port").
// `login` ("host:port") names a checker instead of starting one (a closed port: the checker down).
export async function startBff({ buildDir, sourceDir, agents, users, login }) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'anyplot-bff-'));
  const script = path.join(sourceDir, 'scripts', 'bff-config');
  const htpasswd = path.join(runDir, 'htpasswd');
  let checker = null;
  let port = 0;
  let nginx = null;
  // A failure here stops the checker and removes the run folder (it holds the token) before it is
  // reported.
  try {
    for (const u of users) {
      execFileSync(script, ['--run-dir', runDir, '--user', u.name, '--password', u.password],
        { stdio: ['ignore', 'ignore', 'inherit'] });
    }
    if (login === undefined) {
      const started = startDaemon(path.join(buildDir, 'bff', 'anyplot-login'),
        { LOGIN_LISTEN: '127.0.0.1:0', LOGIN_HTPASSWD: htpasswd }, 'login');
      checker = started.child;
      login = await started.listening;
    }
    for (let attempt = 0; attempt < 5 && nginx === null; attempt++) {
      port = await freePort();
      execFileSync(script, ['--run-dir', runDir, '--listen', `127.0.0.1:${port}`, '--agents', agents, '--token', token,
        '--login', login], { stdio: ['ignore', 'ignore', 'inherit'] });
      const child = spawn('/usr/sbin/nginx', ['-c', path.join(runDir, 'nginx.conf'), '-p', runDir, '-e',
        path.join(runDir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
      const up = await waitForPort(port, child);
      if (up) nginx = child;
      else await stopChild(child);
    }
    if (nginx === null) {
      const log = (() => { try { return readFileSync(path.join(runDir, 'error.log'), 'utf8').slice(-600); } catch { return ''; } })();
      fail(`nginx did not start: ${log}`);
    }
  } catch (e) {
    if (checker !== null) await stopChild(checker);
    rmSync(runDir, { recursive: true, force: true });
    throw e;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    runDir,
    login,
    errorLog: () => readFileSync(path.join(runDir, 'error.log'), 'utf8'),
    // Ends the checker this started (by its pid), leaving nginx up: the checker down.
    async stopLogin() {
      if (checker !== null) await stopChild(checker);
    },
    async stop() {
      await stopChild(nginx);
      if (checker !== null) await stopChild(checker);
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) return false;
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => { s.destroy(); resolve(true); });
      s.on('error', () => resolve(false));
    });
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

// Every renderer on a host locks its own range of run uids (docs/operations.md); another renderer
// (a developer's, a C++ test's from 200000 up) may hold the default one, so a test's renderer takes
// a random range below those and tries another when that one is taken.
async function startRenderer(buildDir, rendererEnv, started) {
  for (let attempt = 1; ; attempt++) {
    const base = 60_000 + 32 * Math.floor(Math.random() * 4000);
    const renderer = startDaemon(path.join(buildDir, 'renderer', 'anyplot-renderer'), {
      RENDERER_LISTEN: '127.0.0.1:0', RENDERER_TOKENS: token, RENDERER_SANDBOX_UID_BASE: String(base),
      RENDERER_MIN_AVAILABLE_MB: '64', RENDERER_KILL_AVAILABLE_MB: '32', ...rendererEnv,
    }, 'renderer');
    try {
      const address = await renderer.listening;
      started.push(renderer.child);
      return address;
    } catch (e) {
      await stopChild(renderer.child);
      const taken = /is in use by another renderer/.test(renderer.log());
      if (attempt >= 5 || !taken || rendererEnv.RENDERER_SANDBOX_UID_BASE !== undefined) throw e;
    }
  }
}

// The renderer (unless `renderUrl` names another address) and the agents service (a fresh data
// folder, the offline model), on loopback: { agents, renderer, stop() }.
export async function startServices({ buildDir, agentsEnv = {}, rendererEnv = {}, renderUrl }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anyplot-page-'));
  const stopped = [];
  const stop = async () => {
    for (const child of stopped.reverse()) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (renderUrl === undefined) {
      renderUrl = `http://${await startRenderer(buildDir, rendererEnv, stopped)}`;
    }
    const agents = startDaemon(path.join(buildDir, 'agents', 'anyplot-agents'), {
      AGENT_LISTEN: '127.0.0.1:0', AGENT_TOKENS: token, AGENT_RENDER_URL: renderUrl, AGENT_RENDER_TOKEN: token,
      AGENT_DATA_DIR: dataDir, ...agentsEnv,
    }, 'agents');
    stopped.push(agents.child);
    const agentsAddress = await agents.listening;
    return { agents: `http://${agentsAddress}`, agentsAddress, renderer: renderUrl, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

// The services, and nginx with the BFF in front.
export async function startStack({ buildDir, sourceDir, users, agentsEnv = {}, rendererEnv = {}, renderUrl }) {
  const services = await startServices({ buildDir, agentsEnv, rendererEnv, renderUrl });
  try {
    const bff = await startBff({ buildDir, sourceDir, agents: services.agentsAddress, users });
    return {
      base: bff.base,
      agents: services.agents,
      renderer: services.renderer,
      bff,
      async stop() {
        await bff.stop();
        await services.stop();
      },
    };
  } catch (e) {
    await services.stop();
    throw e;
  }
}

// Basic credentials for fetch.
export function basic(user) {
  return 'Basic ' + Buffer.from(`${user.name}:${user.password}`).toString('base64');
}
