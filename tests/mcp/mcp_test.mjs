// /mcp against clients no one here wrote: the official TypeScript SDK's v1 client (the 2025-11-25
// era: initialize, Mcp-Session-Id, notifications/cancelled, DELETE) and its v2 client (the
// 2026-07-28 era: server/discover, per-request _meta, Mcp-Method/Mcp-Name headers, a closed stream
// as the cancel). Each lists the tools, calls every one, meets a refusal and cancels a run; the
// structured results are checked against the tools' output schemas by the SDKs themselves.
// Starts the real renderer and agents services of this build on loopback, and ends them.
import assert from 'node:assert/strict';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { parseArgs, startServices, token } from '../browser/stack.mjs';

const { buildDir } = parseArgs(process.argv.slice(2));

const sineCode = [
  'import numpy as np',
  'import pandas as pd',
  'x = np.linspace(0, 10, 50)',
  'df = pd.DataFrame({"x": x, "y": np.sin(x)})',
].join('\n');
// Runs until the sandbox's watchdog (30 s) unless cancelled first.
const spinCode = ['import pandas as pd', 'n = 0', 'while True:', '    n += 1', 'df = pd.DataFrame({"n": [n]})'].join('\n');
const escapeCode = ['import os', 'import pandas as pd', 'df = pd.DataFrame({"f": os.listdir("/")})'].join('\n');
const paste = 'city,population\nBerlin,3645000\nHamburg,1841000\nMunich,1472000\n';

const headers = (user) => ({ Authorization: `Bearer ${token}`, 'X-Anyplot-User': user, 'Accept-Language': 'de' });

function detailOf(result) {
  assert.equal(result.isError, true, 'a refusal is isError');
  const last = result.content.at(-1);
  assert.equal(last.type, 'text');
  return JSON.parse(last.text);
}

// Every tool once, in one dataset session, through `client` (either SDK's; same call shape).
async function everyTool(client, call, era) {
  const listed = await client.listTools();
  const names = listed.tools.map((t) => t.name).sort();
  assert.deepEqual(names, ['confirm_version', 'generate_data', 'get_dataset', 'list_versions', 'paste_table', 'run_data_code']);
  for (const t of listed.tools) assert.ok(t.outputSchema, `${t.name} has an outputSchema`);

  const steps = [];
  const run = await call({ name: 'run_data_code', arguments: { code: sineCode, source_language: 'python' } },
    { onprogress: (p) => steps.push(p.message) });
  assert.equal(run.isError, false, `${era}: run_data_code ${JSON.stringify(run.content)}`);
  const sid = run.structuredContent.session_id;
  assert.match(sid, /^[0-9a-f]{32}$/);
  assert.equal(run.structuredContent.version, 1);
  assert.equal(run.structuredContent.rows, 50);
  assert.deepEqual(run.structuredContent.columns.map((c) => c.name), ['x', 'y']);
  assert.deepEqual(JSON.parse(run.content[0].text), run.structuredContent, 'the text block is the same result');
  assert.ok(steps.includes('running'), `${era}: progress reached the run (${steps})`);

  const formula = await call({ name: 'generate_data', arguments: { session_id: sid, formula: 'y = x^2 for x from 0 to 10 step 1' } });
  assert.equal(formula.isError, false, `${era}: generate_data ${JSON.stringify(formula.content)}`);
  assert.equal(formula.structuredContent.version, 2);
  assert.equal(formula.structuredContent.rows, 11);

  const pasted = await call({ name: 'paste_table', arguments: { session_id: sid, text: paste } });
  assert.equal(pasted.isError, false, `${era}: paste_table ${JSON.stringify(pasted.content)}`);
  assert.equal(pasted.structuredContent.version, 3);

  const got = await call({ name: 'get_dataset', arguments: { session_id: sid, version: 1 } });
  assert.equal(got.isError, false);
  assert.equal(got.structuredContent.source, 'code');
  assert.ok(got.structuredContent.csv.startsWith('x,y\n'));
  assert.ok(got.structuredContent.code.includes('np.sin'));

  const confirmed = await call({ name: 'confirm_version', arguments: { session_id: sid, version: 2 } });
  assert.equal(confirmed.structuredContent.confirmed, true);
  const versions = await call({ name: 'list_versions', arguments: { session_id: sid } });
  assert.deepEqual(versions.structuredContent.versions.map((v) => [v.version, v.confirmed]), [[3, false], [2, true], [1, false]]);

  // A refusal: our fixed words in the person's language, then the code; never the snippet's text.
  const refused = await call({ name: 'run_data_code', arguments: { session_id: sid, code: escapeCode } });
  const detail = detailOf(refused);
  assert.equal(typeof detail.detail, 'string');
  assert.match(refused.content[0].text, /^Es wurde kein Datensatz gespeichert: /, 'the sentence is in the person\'s language');
  assert.ok(!refused.content[0].text.includes('{'), 'every placeholder is filled');
  assert.ok(!JSON.stringify(refused).includes('listdir'), 'the refusal does not echo the code');
  const foreign = await call({ name: 'get_dataset', arguments: { session_id: 'f'.repeat(32) } });
  assert.equal(detailOf(foreign).detail, 'session_expired');
  const badArgs = await call({ name: 'get_dataset', arguments: { session_id: sid, user: 'someone-else' } });
  assert.equal(detailOf(badArgs).detail, 'invalid_arguments', 'the person is never an argument');

  // A cancel: aborted once the run has started; nothing is stored and the slot is free again.
  const abort = new AbortController();
  const cancelled = call({ name: 'run_data_code', arguments: { session_id: sid, code: spinCode } }, {
    signal: abort.signal,
    onprogress: (p) => { if (p.message === 'running') abort.abort(); },
  });
  await assert.rejects(cancelled, `${era}: the aborted call rejects`);
  const after = await call({ name: 'run_data_code', arguments: { session_id: sid, code: sineCode } });
  assert.equal(after.isError, false, `${era}: the next run ${JSON.stringify(after.content)}`);
  assert.equal(after.structuredContent.version, 4, 'the cancelled run stored nothing');
  return sid;
}

async function raw(url, init) {
  const r = await fetch(url, init);
  return { status: r.status, headers: r.headers, body: await r.text() };
}

// One slot and a short queue wait: a cancel that did not free the slot would leave the next run
// waiting behind the spinning one (its watchdog is 30 s) and refused as capacity.
const services = await startServices({ buildDir, agentsEnv: { AGENT_RUN_SLOTS: '1', AGENT_QUEUE_WAIT_S: '10' } });
let failed = false;
try {
  const url = new URL(`${services.agents}/mcp`);

  // The 2025-11-25 era: the v1 SDK.
  const legacy = new LegacyClient({ name: 'anyplot-mcp-test', version: '1.0.0' });
  const legacyTransport = new LegacyTransport(url, { requestInit: { headers: headers('mcp-legacy') } });
  await legacy.connect(legacyTransport);
  assert.match(legacyTransport.sessionId, /^[0-9a-f]{32}$/);
  assert.equal(legacy.getServerVersion().name, 'anyplot-data');
  const legacySid = await everyTool(legacy, (params, options) => legacy.callTool(params, undefined, options), 'legacy');
  console.log('legacy era (v1 SDK): every tool, a refusal, a cancel');
  // Another person's session handle is not theirs (the person is the caller).
  const other = new LegacyClient({ name: 'anyplot-mcp-test', version: '1.0.0' });
  await other.connect(new LegacyTransport(url, { requestInit: { headers: headers('mcp-other') } }));
  const stolen = await other.callTool({ name: 'list_versions', arguments: { session_id: legacySid } });
  assert.equal(detailOf(stolen).detail, 'session_expired');
  await other.close();
  await legacyTransport.terminateSession();  // DELETE
  const gone = await raw(url, {
    method: 'POST',
    headers: { ...headers('mcp-legacy'), 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream',
      'Mcp-Session-Id': legacyTransport.sessionId ?? 'x' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  assert.equal(gone.status, 404, 'a deleted session is gone');
  await legacy.close();

  // The 2026-07-28 era: the v2 SDK, pinned, then negotiating on its own.
  const modern = new Client({ name: 'anyplot-mcp-test', version: '2.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await modern.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: headers('mcp-modern') } }));
  assert.equal(modern.getNegotiatedProtocolVersion(), '2026-07-28');
  await everyTool(modern, (params, options) => modern.callTool(params, options), 'modern');
  await modern.close();
  const auto = new Client({ name: 'anyplot-mcp-test', version: '2.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await auto.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: headers('mcp-auto') } }));
  assert.equal(auto.getNegotiatedProtocolVersion(), '2026-07-28', 'auto negotiation picks the modern era');
  assert.equal((await auto.listTools()).tools.length, 6);
  await auto.close();
  const v2legacy = new Client({ name: 'anyplot-mcp-test', version: '2.0.0' });
  await v2legacy.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: headers('mcp-v2-legacy') } }));
  assert.equal(v2legacy.getNegotiatedProtocolVersion(), '2025-11-25', "v2's default is the legacy handshake");
  await v2legacy.close();
  console.log('modern era (v2 SDK): every tool, a refusal, a cancel; auto negotiation picks it');

  // What only raw HTTP shows: a foreign Origin, headers that do not match, the modern GET.
  const modernPost = (extra, body) => raw(url, {
    method: 'POST',
    headers: { ...headers('mcp-raw'), 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/list', ...extra },
    body: JSON.stringify(body ?? { jsonrpc: '2.0', id: 1, method: 'tools/list',
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } } }),
  });
  const ok = await modernPost({});
  assert.equal(ok.status, 200);
  const list = JSON.parse(ok.body).result;
  assert.equal(list.resultType, 'complete');
  assert.ok(list.ttlMs > 0 && list.cacheScope === 'public');
  assert.equal((await modernPost({ Origin: 'https://evil.example' })).status, 403);
  // A malformed person is refused, never read as the token's own person.
  assert.equal((await modernPost({ 'X-Anyplot-User': 'not a user!' })).status, 400);
  const mismatch = await modernPost({ 'Mcp-Method': 'tools/call' });
  assert.equal(mismatch.status, 400);
  assert.equal(JSON.parse(mismatch.body).error.code, -32020);
  const unsupported = await modernPost({ 'MCP-Protocol-Version': '1900-01-01' }, { jsonrpc: '2.0', id: 1, method: 'tools/list',
    params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '1900-01-01', 'io.modelcontextprotocol/clientCapabilities': {} } } });
  assert.equal(unsupported.status, 400);
  assert.equal(JSON.parse(unsupported.body).error.code, -32022);
  const unknownMethod = await modernPost({ 'Mcp-Method': 'prompts/list' }, { jsonrpc: '2.0', id: 1, method: 'prompts/list',
    params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } } });
  assert.equal(unknownMethod.status, 404);
  assert.equal(JSON.parse(unknownMethod.body).error.code, -32601);
  const noToken = await raw(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  assert.equal(noToken.status, 401);
  const getModern = await raw(url, { method: 'GET', headers: { ...headers('mcp-raw'), Accept: 'text/event-stream' } });
  assert.equal(getModern.status, 405);
  // Operators see the calls: by tool and result, never an argument.
  const metrics = await raw(new URL('/metrics', url), { headers: { Authorization: `Bearer ${token}` } });
  assert.match(metrics.body, /agents_mcp_tool_calls_total\{tool="run_data_code",result="ok"\} [1-9]/);
  assert.match(metrics.body, /agents_mcp_tool_calls_total\{tool="get_dataset",result="session_expired"\} [1-9]/);
  console.log('raw HTTP: Origin 403, header mismatch -32020, unsupported version -32022, unknown method 404, GET 405');
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await services.stop();
}
process.exit(failed ? 1 : 0);
