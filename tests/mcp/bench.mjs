// The MCP tool call's own cost: `tools/call run_data_code` on /mcp (the modern era, one JSON answer;
// and the legacy era inside its session) against `POST /v1/sessions/{sid}/data-code`, the same run
// through the same agents and renderer, interleaved so both see the same machine. Prints medians and
// the ratios; asserts nothing about time.
//
//   node tests/mcp/bench.mjs [--build-dir build/release] [--runs 30]
import { startServices, token } from '../browser/stack.mjs';

const argv = process.argv.slice(2);
let buildDir = 'build/release';
let runs = 30;
for (let i = 0; i < argv.length; i += 2) {
  if (argv[i] === '--build-dir') buildDir = argv[i + 1];
  else if (argv[i] === '--runs') runs = Number(argv[i + 1]);
  else throw new Error(`unknown option ${argv[i]}`);
}

const code = 'import numpy as np\nimport pandas as pd\nx = np.linspace(0, 10, 200)\ndf = pd.DataFrame({"x": x, "y": np.sin(x)})\n';
const auth = { Authorization: `Bearer ${token}`, 'X-Anyplot-User': 'bench' };
const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

async function post(url, headers, body) {
  const started = performance.now();
  const r = await fetch(url, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await r.text();
  const ms = performance.now() - started;
  if (r.status !== 200 && r.status !== 201) throw new Error(`${url}: ${r.status}`);
  return { ms, text, headers: r.headers };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Plenty of daily runs and sessions: the bench measures the call, not the limits.
const services = await startServices({ buildDir, agentsEnv: { AGENT_DAILY_DATA_RUNS: '100000', AGENT_USER_SESSIONS_PER_HOUR: '100000' } });
try {
  const mcp = `${services.agents}/mcp`;
  const sid = JSON.parse((await post(`${services.agents}/v1/sessions`, {}, {})).text).session_id;
  const init = await post(mcp, { Accept: 'application/json, text/event-stream' },
    { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } });
  const legacySession = init.headers.get('mcp-session-id');
  const route = [], modern = [], legacy = [];
  let mcpSid;
  for (let i = 0; i < runs + 2; i++) {
    const a = await post(`${services.agents}/v1/sessions/${sid}/data-code`, {}, { code, source_language: 'python' });
    const args = mcpSid ? { code, session_id: mcpSid } : { code };
    const b = await post(mcp, { Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/call', 'Mcp-Name': 'run_data_code' },
      { jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'run_data_code', arguments: args, _meta: meta } });
    const result = JSON.parse(b.text).result;
    if (result.isError) throw new Error(`tools/call refused: ${result.content[1]?.text}`);
    mcpSid = result.structuredContent.session_id;
    const c = await post(mcp, { Accept: 'application/json, text/event-stream', 'Mcp-Session-Id': legacySession, 'MCP-Protocol-Version': '2025-11-25' },
      { jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'run_data_code', arguments: { code, session_id: mcpSid } } });
    if (JSON.parse(c.text).result.isError) throw new Error('legacy tools/call refused');
    if (i >= 2) {  // the first two warm the interpreters and the connections
      route.push(a.ms);
      modern.push(b.ms);
      legacy.push(c.ms);
    }
  }
  const r = median(route), m = median(modern), l = median(legacy);
  console.log(`runs: ${runs} each, interleaved`);
  console.log(`POST /v1/sessions/{sid}/data-code   median ${r.toFixed(1)} ms`);
  console.log(`/mcp tools/call (2026-07-28, JSON)  median ${m.toFixed(1)} ms   ratio ${(m / r).toFixed(3)}`);
  console.log(`/mcp tools/call (2025-11-25)        median ${l.toFixed(1)} ms   ratio ${(l / r).toFixed(3)}`);
} finally {
  await services.stop();
}
