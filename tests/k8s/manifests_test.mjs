// Offline validation of deploy/k8s/*.yaml (no cluster, no network):
//  1. every YAML document parses (the `yaml` package, errors and warnings both fail);
//  2. every object validates against its kind's OpenAPI schema (kubernetes-models: the Kubernetes
//     OpenAPI schemas compiled for ajv), and, stricter than the API server's own schema, a field the
//     kind does not have fails (a misspelt `readinesProbe` would otherwise be silently dropped);
//  3. cross-references: Service and PodDisruptionBudget selectors match a workload's pods, target
//     and probe ports exist, every Secret/ConfigMap reference names an object and key of the
//     manifests, NetworkPolicies select pods and peers that exist on ports they listen on, the
//     StatefulSet's governing Service is headless;
//  4. the settings against the source: every environment variable a container sets is one its
//     binary reads (agents/config.cpp, renderer/config.cpp, read here by regex, so a renamed variable
//     fails this test), the listen ports match the container ports, AGENT_RENDER_URL lists exactly
//     the renderer StatefulSet's pods, AGENT_DATABASE_URL names the PostgreSQL Service;
//  5. the security posture deploy/k8s/README.md promises (strict contexts for agents and
//     PostgreSQL, the renderer's privileges and the sizing rules it depends on, PSA labels,
//     placeholder secrets only).
// Then it proves it can fail: each of a list of mutations, applied to a copy in a temp dir (or to a
// copy of a config.cpp), must be reported.
//
// node manifests_test.mjs [--source-dir DIR]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAllDocuments } from "yaml";

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const argValue = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const sourceDir = path.resolve(argValue("--source-dir", path.join(here, "..", "..")));
const modelsDir = path.join(here, "node_modules", "kubernetes-models");
if (!fs.existsSync(modelsDir)) {
  console.error(`tests/k8s: ${modelsDir} missing: run \`npm ci\` in tests/k8s`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Strict field check: the field names of each kind, read from kubernetes-models' type
// declarations (generated from the same OpenAPI document as its validators).

const interfaceCache = new Map();

function resolveImport(fromFile, spec) {
  let base;
  if (spec.startsWith(".")) base = path.resolve(path.dirname(fromFile), spec);
  else base = path.join(here, "node_modules", spec);
  base = base.replace(/\.js$/, "");
  for (const candidate of [`${base}.d.ts`, path.join(base, "index.d.ts")]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

// Splits an interface body into `"name"?: type` members at top level.
function members(body) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === "{" || ch === "<" || ch === "(" || ch === "[") depth++;
    else if (ch === "}" || ch === ">" || ch === ")" || ch === "]") depth--;
    else if (ch === ";" && depth === 0) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  const fields = new Map();
  for (const m of out) {
    const match = /^\s*"([^"]+)"\??:\s*([\s\S]*)$/.exec(m);
    if (match) fields.set(match[1], match[2].trim());
  }
  return fields;
}

// The fields of the interface `name` as seen from `file` (following the import and the
// `export type { IFoo as IIoK8s... }` alias). null = a scalar alias (string, Quantity, ...).
function loadInterface(file, name) {
  const key = `${file}#${name}`;
  if (interfaceCache.has(key)) return interfaceCache.get(key);
  // Comments out first: their prose holds brackets and semicolons.
  const text = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  let result = null;
  const imported = new RegExp(`import \\{([^}]*)\\} from "([^"]+)"`, "g");
  let found = false;
  for (const m of text.matchAll(imported)) {
    const names = m[1].split(",").map((s) => s.trim());
    if (names.includes(name)) {
      const target = resolveImport(file, m[2]);
      if (!target) throw new Error(`cannot resolve ${m[2]} from ${file}`);
      result = loadInterface(target, name);
      found = true;
      break;
    }
  }
  if (!found) {
    let local = name;
    const alias = new RegExp(`export type \\{[^}]*\\b(\\w+) as ${name}\\b`).exec(text);
    if (alias) local = alias[1];
    const start = new RegExp(`export interface ${local}\\b[^{]*\\{`).exec(text);
    if (start) {
      let depth = 1;
      let i = start.index + start[0].length;
      const from = i;
      for (; i < text.length && depth > 0; i++) {
        if (text[i] === "{") depth++;
        else if (text[i] === "}") depth--;
      }
      result = { file, fields: members(text.slice(from, i - 1)) };
    }
  }
  interfaceCache.set(key, result);
  return result;
}

// Walks `value` against the type text `type` (declared in `file`), reporting unknown fields.
function strictWalk(value, type, file, where, errors) {
  if (value === null || typeof value !== "object") return;
  type = type.trim();
  const arrayOf = /^Array<([\s\S]*)>$/.exec(type);
  if (arrayOf) {
    if (Array.isArray(value)) value.forEach((v, i) => strictWalk(v, arrayOf[1], file, `${where}[${i}]`, errors));
    return;
  }
  const mapOf = /^\{\s*\[key: string\]:\s*([\s\S]*?);?\s*\}$/.exec(type);
  if (mapOf) {
    for (const [k, v] of Object.entries(value)) strictWalk(v, mapOf[1], file, `${where}.${k}`, errors);
    return;
  }
  const ident = /^(I\w+)$/.exec(type);
  if (!ident) return; // unions of scalars and the like: the schema validator covers them
  const iface = loadInterface(file, ident[1]);
  if (!iface) return;
  for (const [k, v] of Object.entries(value)) {
    if (!iface.fields.has(k)) {
      errors.push(`${where}: unknown field "${k}"`);
      continue;
    }
    strictWalk(v, iface.fields.get(k), iface.file, `${where}.${k}`, errors);
  }
}

function modelModule(apiVersion) {
  const [group, version] = apiVersion.includes("/") ? apiVersion.split("/") : [null, apiVersion];
  return group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`;
}

async function schemaErrors(obj, where) {
  const errors = [];
  if (typeof obj?.apiVersion !== "string" || typeof obj?.kind !== "string") {
    return [`${where}: no apiVersion/kind`];
  }
  const spec = modelModule(obj.apiVersion);
  let mod;
  try {
    mod = await import(spec);
  } catch {
    return [`${where}: unknown apiVersion ${obj.apiVersion}`];
  }
  const Model = mod[obj.kind];
  if (typeof Model !== "function") return [`${where}: unknown kind ${obj.apiVersion} ${obj.kind}`];
  try {
    new Model(structuredClone(obj)).validate();
  } catch (e) {
    errors.push(`${where}: schema: ${e.message}`);
  }
  const dts = resolveImport(path.join(here, "node_modules", "x"), `${spec}/${obj.kind}`);
  if (!dts) return [...errors, `${where}: no type declarations for ${obj.kind}`];
  strictWalk(obj, `I${obj.kind}`, dts, where, errors);
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The manifests' own consistency and their agreement with the source.

const matches = (selector, labels) =>
  !!selector && Object.entries(selector).every(([k, v]) => labels?.[k] === v);

function envNamesFromSource(text, prefix) {
  return new Set([...text.matchAll(new RegExp(`"(${prefix}_[A-Z0-9_]+)"`, "g"))].map((m) => m[1]));
}

// Variables read by something other than the service's own settings, each with its reader.
const externalEnv = {
  agents: new Set(["PGPASSWORD"]), // libpq (docs/store.md), linked into anyplot-agents
  // The official postgres image's entrypoint (docker-library/postgres) and the server itself.
  postgres: new Set(["POSTGRES_USER", "POSTGRES_DB", "POSTGRES_PASSWORD_FILE", "PGDATA"]),
};

function parseQuantityCpu(q) {
  if (q === undefined) return undefined;
  const s = String(q);
  return s.endsWith("m") ? Number(s.slice(0, -1)) / 1000 : Number(s);
}
function parseQuantityBytes(q) {
  if (q === undefined) return undefined;
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|K|M|G|T)?$/.exec(String(q));
  if (!m) return NaN;
  const mult = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, K: 1e3, M: 1e6, G: 1e9, T: 1e12 }[m[2]] ?? 1;
  return Number(m[1]) * mult;
}

function parseListen(value) {
  const m = /^(\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]):(\d+)$/.exec(value ?? "");
  return m ? { host: m[1], port: Number(m[2]) } : null;
}

async function checkManifests(manifestDir, sources) {
  const errors = [];
  const files = fs.readdirSync(manifestDir).filter((f) => f.endsWith(".yaml")).sort();
  if (files.length === 0) return [`${manifestDir}: no .yaml files`];
  const objects = [];
  for (const file of files) {
    const docs = parseAllDocuments(fs.readFileSync(path.join(manifestDir, file), "utf8"), { prettyErrors: true });
    docs.forEach((doc, i) => {
      const where = `${file}#${i + 1}`;
      for (const e of [...doc.errors, ...doc.warnings]) errors.push(`${where}: yaml: ${e.message}`);
      const obj = doc.toJS();
      if (obj === null || obj === undefined) return;
      objects.push({ obj, where: `${where} ${obj.kind ?? "?"}/${obj.metadata?.name ?? "?"}` });
    });
  }
  for (const { obj, where } of objects) errors.push(...(await schemaErrors(obj, where)));
  if (errors.length) return errors; // cross-checks assume well-formed objects

  const all = objects.map((o) => o.obj);
  const ns = (o) => o.metadata?.namespace ?? "default";
  const byKind = (kind) => objects.filter((o) => o.obj.kind === kind);
  const find = (kind, namespace, name) =>
    all.find((o) => o.kind === kind && ns(o) === namespace && o.metadata?.name === name);

  const seen = new Set();
  for (const { obj, where } of objects) {
    const id = `${obj.kind}/${ns(obj)}/${obj.metadata.name}`;
    if (seen.has(id)) errors.push(`${where}: defined twice`);
    seen.add(id);
  }

  // Namespaces and their Pod Security levels.
  const namespaces = new Map(byKind("Namespace").map(({ obj }) => [obj.metadata.name, obj]));
  for (const o of all) {
    if (o.kind !== "Namespace" && !namespaces.has(ns(o))) {
      errors.push(`${o.kind}/${o.metadata.name}: namespace ${ns(o)} is not defined in the manifests`);
    }
  }
  const nsLabels = (name) => ({ "kubernetes.io/metadata.name": name, ...(namespaces.get(name)?.metadata?.labels ?? {}) });

  // Workloads and their pods.
  const workloads = [];
  for (const { obj, where } of objects) {
    if (!["Deployment", "StatefulSet", "DaemonSet"].includes(obj.kind)) continue;
    const labels = obj.spec.template.metadata?.labels ?? {};
    if (!matches(obj.spec.selector?.matchLabels, labels)) {
      errors.push(`${where}: spec.selector does not match the pod template's labels`);
    }
    workloads.push({ obj, where, namespace: ns(obj), labels, pod: obj.spec.template.spec });
  }
  const podsMatching = (namespace, selector) =>
    workloads.filter((w) => w.namespace === namespace && (Object.keys(selector ?? {}).length === 0 || matches(selector, w.labels)));
  const containersOf = (w) => [...(w.pod.initContainers ?? []), ...w.pod.containers];
  const portExists = (ws, port) =>
    ws.some((w) =>
      w.pod.containers.some((c) => (c.ports ?? []).some((p) => (typeof port === "string" ? p.name === port : p.containerPort === port))),
    );

  // Services.
  for (const { obj, where } of byKind("Service")) {
    const pods = podsMatching(ns(obj), obj.spec.selector);
    if (!obj.spec.selector || pods.length === 0) {
      errors.push(`${where}: selector matches no workload's pods`);
      continue;
    }
    for (const p of obj.spec.ports ?? []) {
      const target = p.targetPort ?? p.port;
      if (!portExists(pods, target)) errors.push(`${where}: targetPort ${target} is no container port of its pods`);
    }
  }
  for (const w of workloads.filter((x) => x.obj.kind === "StatefulSet")) {
    const svc = find("Service", w.namespace, w.obj.spec.serviceName);
    if (!svc) errors.push(`${w.where}: serviceName ${w.obj.spec.serviceName} names no Service`);
    else if (svc.spec.clusterIP !== "None") errors.push(`${w.where}: governing Service ${svc.metadata.name} is not headless`);
    else if (!matches(svc.spec.selector, w.labels)) errors.push(`${w.where}: governing Service does not select its pods`);
  }
  for (const { obj, where } of byKind("PodDisruptionBudget")) {
    if (podsMatching(ns(obj), obj.spec.selector?.matchLabels).length === 0 || !obj.spec.selector?.matchLabels) {
      errors.push(`${where}: selector matches no workload's pods`);
    }
  }

  // Secret and ConfigMap references, and the keys they name.
  const keysOf = (o) => new Set([...Object.keys(o?.data ?? {}), ...Object.keys(o?.stringData ?? {})]);
  const checkRef = (where, kind, namespace, name, key, optional) => {
    const o = find(kind, namespace, name);
    if (!o) {
      if (!optional) errors.push(`${where}: ${kind} ${namespace}/${name} is not in the manifests`);
      return;
    }
    if (key !== undefined && !keysOf(o).has(key)) errors.push(`${where}: ${kind} ${name} has no key ${key}`);
  };
  for (const w of workloads) {
    for (const c of containersOf(w)) {
      const at = `${w.where} container ${c.name}`;
      for (const e of c.env ?? []) {
        const s = e.valueFrom?.secretKeyRef;
        if (s) checkRef(`${at} env ${e.name}`, "Secret", w.namespace, s.name, s.key, s.optional);
        const m = e.valueFrom?.configMapKeyRef;
        if (m) checkRef(`${at} env ${e.name}`, "ConfigMap", w.namespace, m.name, m.key, m.optional);
      }
      for (const f of c.envFrom ?? []) {
        if (f.secretRef) checkRef(`${at} envFrom`, "Secret", w.namespace, f.secretRef.name, undefined, f.secretRef.optional);
        if (f.configMapRef) checkRef(`${at} envFrom`, "ConfigMap", w.namespace, f.configMapRef.name, undefined, f.configMapRef.optional);
      }
      const volumes = new Set([...(w.pod.volumes ?? []).map((v) => v.name), ...(w.obj.spec.volumeClaimTemplates ?? []).map((v) => v.metadata.name)]);
      for (const m of c.volumeMounts ?? []) {
        if (!volumes.has(m.name)) errors.push(`${at}: volumeMount ${m.name} names no volume`);
      }
      // Probes point at ports the container declares.
      for (const kind of ["startupProbe", "readinessProbe", "livenessProbe"]) {
        const probe = c[kind];
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        if (port === undefined) continue;
        const ok = (c.ports ?? []).some((p) => (typeof port === "string" ? p.name === port : p.containerPort === port));
        if (!ok) errors.push(`${at}: ${kind} port ${port} is no port of the container`);
      }
    }
    for (const v of w.pod.volumes ?? []) {
      const at = `${w.where} volume ${v.name}`;
      if (v.secret) {
        checkRef(at, "Secret", w.namespace, v.secret.secretName, undefined, v.secret.optional);
        for (const item of v.secret.items ?? []) checkRef(at, "Secret", w.namespace, v.secret.secretName, item.key, v.secret.optional);
      }
      if (v.configMap) {
        checkRef(at, "ConfigMap", w.namespace, v.configMap.name, undefined, v.configMap.optional);
        for (const item of v.configMap.items ?? []) checkRef(at, "ConfigMap", w.namespace, v.configMap.name, item.key, v.configMap.optional);
      }
    }
  }

  // NetworkPolicies: they select pods that exist; peers exist; ports are listened on.
  const external = new Set(["kube-system"]); // cluster DNS lives there, outside these manifests
  for (const { obj, where } of byKind("NetworkPolicy")) {
    const selected = podsMatching(ns(obj), obj.spec.podSelector?.matchLabels);
    if (selected.length === 0) errors.push(`${where}: podSelector selects no pods of the manifests`);
    const peerPods = (peer) => {
      if (peer.ipBlock) return null;
      const namespacesSel = peer.namespaceSelector
        ? [...new Set([...namespaces.keys(), ...external])].filter((n) => matches(peer.namespaceSelector.matchLabels, nsLabels(n)))
        : [ns(obj)];
      if (peer.namespaceSelector && namespacesSel.length === 0) {
        errors.push(`${where}: namespaceSelector ${JSON.stringify(peer.namespaceSelector.matchLabels)} matches no namespace`);
        return [];
      }
      if (namespacesSel.every((n) => external.has(n))) return null;
      const pods = namespacesSel.flatMap((n) => podsMatching(n, peer.podSelector?.matchLabels));
      if (pods.length === 0) errors.push(`${where}: peer ${JSON.stringify(peer)} selects no pods of the manifests`);
      return pods;
    };
    for (const rule of obj.spec.ingress ?? []) {
      for (const peer of rule.from ?? []) peerPods(peer);
      for (const p of rule.ports ?? []) {
        if (!portExists(selected, p.port)) errors.push(`${where}: ingress port ${p.port} is not listened on by the selected pods`);
      }
    }
    for (const rule of obj.spec.egress ?? []) {
      for (const peer of rule.to ?? []) {
        const pods = peerPods(peer);
        if (!pods) continue;
        for (const p of rule.ports ?? []) {
          if (!portExists(pods, p.port)) errors.push(`${where}: egress port ${p.port} is not listened on by ${JSON.stringify(peer.podSelector?.matchLabels)}`);
        }
      }
    }
  }

  // Secrets hold placeholders only; images are pinned to a version.
  for (const { obj, where } of byKind("Secret")) {
    for (const [k, v] of Object.entries(obj.stringData ?? {})) {
      if (!String(v).startsWith("REPLACE-ME")) errors.push(`${where}: key ${k} is not a REPLACE-ME placeholder`);
    }
    if (obj.data && Object.keys(obj.data).length) errors.push(`${where}: use stringData placeholders, not data`);
  }
  for (const w of workloads) {
    for (const c of containersOf(w)) {
      if (!/:[^/]+$/.test(c.image) || c.image.endsWith(":latest")) errors.push(`${w.where}: image ${c.image} has no version tag`);
    }
  }

  // The settings against the source.
  const allowed = {
    agents: new Set([...envNamesFromSource(sources.agentsConfig, "AGENT"), ...externalEnv.agents]),
    renderer: envNamesFromSource(sources.rendererConfig, "RENDERER"),
    postgres: externalEnv.postgres,
  };
  // Every name a container's environment gets, with its value where the manifests hold it.
  const envOf = (w, c) => {
    const env = new Map();
    for (const f of c.envFrom ?? []) {
      const o = f.configMapRef ? find("ConfigMap", w.namespace, f.configMapRef.name) : find("Secret", w.namespace, f.secretRef.name);
      for (const [k, v] of Object.entries({ ...(o?.data ?? {}), ...(o?.stringData ?? {}) })) env.set(k, v);
    }
    for (const e of c.env ?? []) env.set(e.name, e.value ?? null);
    return env;
  };
  const byContainer = {};
  for (const w of workloads) {
    for (const c of containersOf(w)) {
      const names = allowed[c.name];
      if (!names) {
        errors.push(`${w.where}: container ${c.name} is none of ${Object.keys(allowed).join(", ")}: its settings cannot be checked`);
        continue;
      }
      const env = envOf(w, c);
      for (const name of env.keys()) {
        if (!names.has(name)) errors.push(`${w.where} container ${c.name}: ${name} is not a setting the ${c.name} reads`);
      }
      byContainer[c.name] = { w, c, env };
    }
  }
  const renderer = byContainer.renderer;
  const agents = byContainer.agents;
  const postgres = byContainer.postgres;
  if (!renderer || !agents || !postgres) return [...errors, "the manifests must hold renderer, agents and postgres containers"];

  for (const { w, c, env } of [renderer, agents]) {
    const prefix = c.name === "renderer" ? "RENDERER" : "AGENT";
    for (const required of [`${prefix}_LISTEN`, `${prefix}_TOKENS`]) {
      if (!env.has(required)) errors.push(`${w.where}: ${required} is required`);
    }
    const listen = parseListen(env.get(`${prefix}_LISTEN`));
    if (!listen) errors.push(`${w.where}: ${prefix}_LISTEN must be a numeric address:port`);
    else {
      if (listen.host.startsWith("127.") || listen.host === "[::1]") errors.push(`${w.where}: ${prefix}_LISTEN is loopback: unreachable from other pods`);
      if (!(c.ports ?? []).some((p) => p.containerPort === listen.port)) errors.push(`${w.where}: ${prefix}_LISTEN port ${listen.port} is no containerPort`);
    }
    for (const kind of ["readinessProbe", "livenessProbe"]) {
      if (c[kind]?.httpGet?.path !== "/healthz") errors.push(`${w.where}: ${kind} must be GET /healthz`);
    }
  }

  // AGENT_RENDER_URL: exactly the renderer StatefulSet's pods, by their stable names.
  const rw = renderer.w;
  if (rw.obj.kind !== "StatefulSet") errors.push(`${rw.where}: the renderer must be a StatefulSet (AGENT_RENDER_URL names its pods)`);
  else {
    const svc = find("Service", rw.namespace, rw.obj.spec.serviceName);
    const port = svc?.spec.ports?.[0]?.port;
    const expected = Array.from({ length: rw.obj.spec.replicas ?? 1 }, (_, i) =>
      `http://${rw.obj.metadata.name}-${i}.${rw.obj.spec.serviceName}.${rw.namespace}.svc.cluster.local:${port}`);
    const listed = String(agents.env.get("AGENT_RENDER_URL") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (JSON.stringify(listed) !== JSON.stringify(expected)) {
      errors.push(`AGENT_RENDER_URL must list the renderer pods ${expected.join(",")}; it lists ${listed.join(",")}`);
    }
  }
  const dbUrl = agents.env.get("AGENT_DATABASE_URL");
  const db = /^postgresql:\/\/([^:@/]+)@([^:/]+):(\d+)\/(\w+)$/.exec(dbUrl ?? "");
  if (!db) errors.push(`AGENT_DATABASE_URL must be postgresql://user@host:port/db without a password; it is ${dbUrl}`);
  else {
    const [, user, host, port, dbName] = db;
    const [svcName, svcNs] = host.split(".");
    const svc = find("Service", svcNs, svcName);
    if (!svc || !matches(svc.spec.selector, postgres.w.labels)) errors.push(`AGENT_DATABASE_URL: ${host} is not the PostgreSQL Service`);
    else if (!svc.spec.ports.some((p) => p.port === Number(port))) errors.push(`AGENT_DATABASE_URL: port ${port} is not the Service's`);
    if (postgres.env.get("POSTGRES_USER") !== user || postgres.env.get("POSTGRES_DB") !== dbName) {
      errors.push("AGENT_DATABASE_URL: user or database differ from the PostgreSQL container's");
    }
  }

  // Security: strict for agents and PostgreSQL.
  for (const { w, c } of [agents, postgres]) {
    const pod = w.pod.securityContext ?? {};
    const sc = c.securityContext ?? {};
    const at = `${w.where} container ${c.name}`;
    if (!(sc.runAsNonRoot ?? pod.runAsNonRoot)) errors.push(`${at}: runAsNonRoot`);
    if ((sc.runAsUser ?? pod.runAsUser) === 0) errors.push(`${at}: runs as root`);
    if (sc.readOnlyRootFilesystem !== true) errors.push(`${at}: readOnlyRootFilesystem`);
    if (sc.allowPrivilegeEscalation !== false) errors.push(`${at}: allowPrivilegeEscalation must be false`);
    if (sc.privileged) errors.push(`${at}: privileged`);
    if (!(sc.capabilities?.drop ?? []).includes("ALL") || (sc.capabilities?.add ?? []).length) errors.push(`${at}: capabilities must drop ALL and add none`);
    if ((sc.seccompProfile ?? pod.seccompProfile)?.type !== "RuntimeDefault") errors.push(`${at}: seccomp RuntimeDefault`);
    if (w.pod.hostPID || w.pod.hostNetwork || w.pod.hostIPC || (w.pod.volumes ?? []).some((v) => v.hostPath)) errors.push(`${at}: host namespaces or hostPath`);
    if (nsLabels(w.namespace)["pod-security.kubernetes.io/enforce"] !== "restricted") errors.push(`${at}: namespace ${w.namespace} must enforce restricted`);
  }
  if ((agents.w.obj.spec.replicas ?? 1) < 2) errors.push(`${agents.w.where}: at least 2 agents replicas`);

  // The renderer: exactly what its sandbox needs, and the rules its sizing depends on.
  {
    const { w, c, env } = renderer;
    const sc = c.securityContext ?? {};
    const at = `${w.where} container renderer`;
    if (sc.privileged !== true) errors.push(`${at}: privileged (a writable cgroupfs for the per-run cgroups)`);
    if (sc.runAsUser !== 0) errors.push(`${at}: runAsUser 0 (the launcher is root outside the run's user namespace)`);
    if (sc.seccompProfile?.type !== "Unconfined") errors.push(`${at}: seccomp Unconfined (the renderer installs its own filter)`);
    if (sc.appArmorProfile?.type !== "Unconfined") errors.push(`${at}: AppArmor Unconfined (mount and pivot_root in each run's namespaces)`);
    if (w.pod.shareProcessNamespace !== true) errors.push(`${at}: shareProcessNamespace (pause reaps the sandbox's orphans)`);
    if (w.pod.hostPID || w.pod.hostNetwork || w.pod.hostIPC) errors.push(`${at}: no host namespaces are needed`);
    const hostPaths = (w.pod.volumes ?? []).filter((v) => v.hostPath).map((v) => v.hostPath.path);
    if (hostPaths.some((p) => p !== env.get("RENDERER_SANDBOX_LOCK_DIR"))) errors.push(`${at}: the only hostPath is the uid lock directory`);
    if (nsLabels(w.namespace)["pod-security.kubernetes.io/enforce"] !== "privileged") errors.push(`${at}: namespace ${w.namespace} must be labelled privileged`);
    const others = workloads.filter((x) => x !== w && x.namespace === w.namespace);
    if (others.length) errors.push(`${at}: the privileged namespace must hold the renderer only`);
    const limits = c.resources?.limits ?? {};
    const cpu = parseQuantityCpu(limits.cpu);
    if (cpu !== undefined && cpu < 1) errors.push(`${at}: a CPU limit below 1 makes every run's 1-CPU cgroup quota fail (EINVAL)`);
    const slots = Number(env.get("RENDERER_SLOTS") ?? 1);
    const runMb = Number(env.get("RENDERER_MEMORY_MB") ?? 512);
    const mem = parseQuantityBytes(limits.memory);
    if (!(mem >= (slots * runMb + 256 + 256) * 2 ** 20)) errors.push(`${at}: memory limit must hold RENDERER_SLOTS x RENDERER_MEMORY_MB + the standby pool`);
    const drain = Number(env.get("RENDERER_DRAIN_S") ?? 35);
    if ((w.pod.terminationGracePeriodSeconds ?? 30) <= drain) errors.push(`${at}: terminationGracePeriodSeconds must exceed RENDERER_DRAIN_S`);
    const runRoot = env.get("RENDERER_RUN_ROOT") ?? "/tmp/anyplot-renderer";
    const mounts = (c.volumeMounts ?? []).map((m) => m.mountPath);
    if (sc.readOnlyRootFilesystem && !mounts.some((m) => runRoot === m || runRoot.startsWith(`${m}/`))) errors.push(`${at}: RENDERER_RUN_ROOT is on the read-only root`);
  }
  {
    const drain = Number(agents.env.get("AGENT_DRAIN_S") ?? 10);
    if ((agents.w.pod.terminationGracePeriodSeconds ?? 30) <= drain) errors.push(`${agents.w.where}: terminationGracePeriodSeconds must exceed AGENT_DRAIN_S`);
  }
  // Only the renderer runs privileged, and only in a namespace labelled for it.
  for (const w of workloads) {
    for (const c of containersOf(w)) {
      if (c.securityContext?.privileged && nsLabels(w.namespace)["pod-security.kubernetes.io/enforce"] !== "privileged") {
        errors.push(`${w.where}: privileged container ${c.name} outside a privileged namespace`);
      }
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------

const manifestDir = path.join(sourceDir, "deploy", "k8s");
const readSources = (dir) => ({
  agentsConfig: fs.readFileSync(path.join(dir, "agents", "config.cpp"), "utf8"),
  rendererConfig: fs.readFileSync(path.join(dir, "renderer", "config.cpp"), "utf8"),
});
const sources = readSources(sourceDir);
const started = Date.now();
let failed = 0;

const errors = await checkManifests(manifestDir, sources);
const objectCount = fs.readdirSync(manifestDir).filter((f) => f.endsWith(".yaml"))
  .reduce((n, f) => n + parseAllDocuments(fs.readFileSync(path.join(manifestDir, f), "utf8")).filter((d) => d.contents).length, 0);
if (errors.length) {
  failed++;
  console.log(`FAIL deploy/k8s (${objectCount} objects):`);
  for (const e of errors) console.log(`  - ${e}`);
} else {
  console.log(`ok   deploy/k8s: ${objectCount} objects valid against the Kubernetes schemas and cross-checked`);
}

// Each mutation must be reported, with a message containing `expect`.
const mutations = [
  { name: "a schema violation (replicas as text)", file: "30-agents.yaml", from: "replicas: 2", to: 'replicas: "two"', expect: "schema" },
  { name: "an unknown field (misspelt probe)", file: "30-agents.yaml", from: "readinessProbe:", to: "readinesProbe:", expect: 'unknown field "readinesProbe"' },
  { name: "an unknown nested field", file: "20-renderer.yaml", from: "            privileged: true", to: "            privileged: true\n            priviledged: true", expect: 'unknown field "priviledged"' },
  { name: "an unknown kind", file: "00-namespaces.yaml", from: "kind: Namespace", to: "kind: Namespaze", expect: "unknown kind" },
  { name: "broken YAML", file: "10-postgres.yaml", from: "  replicas: 1", to: "  replicas: 1\n   - x: [", expect: "yaml" },
  { name: "a Service selecting nothing", file: "10-postgres.yaml", from: "  selector:\n    app.kubernetes.io/name: anyplot-postgres", to: "  selector:\n    app.kubernetes.io/name: anyplot-postgress", expect: "selector matches no workload" },
  { name: "a Secret key that does not exist", file: "30-agents.yaml", from: "key: AGENT_RENDER_TOKEN", to: "key: AGENT_RENDER_TOKN", expect: "has no key AGENT_RENDER_TOKN" },
  { name: "a Secret that does not exist", file: "20-renderer.yaml", from: "                  name: renderer\n", to: "                  name: renderer-tokens\n", expect: "is not in the manifests" },
  { name: "a ConfigMap that does not exist", file: "30-agents.yaml", from: "            - configMapRef:\n                name: agents", to: "            - configMapRef:\n                name: agent", expect: "ConfigMap anyplot/agent is not in the manifests" },
  { name: "a NetworkPolicy selecting no pods", file: "20-renderer.yaml", from: "  podSelector:\n    matchLabels:\n      app.kubernetes.io/name: anyplot-renderer\n  policyTypes", to: "  podSelector:\n    matchLabels:\n      app.kubernetes.io/name: renderer\n  policyTypes", expect: "podSelector selects no pods" },
  { name: "a NetworkPolicy peer that does not exist", file: "20-renderer.yaml", from: "              kubernetes.io/metadata.name: anyplot\n", to: "              kubernetes.io/metadata.name: anyplot-agents\n", expect: "matches no namespace" },
  { name: "a probe on a port that does not exist", file: "20-renderer.yaml", from: "          livenessProbe:\n            httpGet:\n              path: /healthz\n              port: http", to: "          livenessProbe:\n            httpGet:\n              path: /healthz\n              port: 9090", expect: "livenessProbe port 9090" },
  { name: "a setting the binary does not read", file: "30-agents.yaml", from: "  AGENT_RUN_SLOTS:", to: "  AGENT_RENDER_SLOTS:", expect: "AGENT_RENDER_SLOTS is not a setting" },
  { name: "AGENT_RENDER_URL out of step with the renderer replicas", file: "20-renderer.yaml", from: "  replicas: 3", to: "  replicas: 4", expect: "AGENT_RENDER_URL must list" },
  { name: "a loopback listen address", file: "20-renderer.yaml", from: '"0.0.0.0:8081"', to: '"127.0.0.1:8081"', expect: "loopback" },
  { name: "a renderer CPU limit below 1", file: "20-renderer.yaml", from: '              cpu: "2"\n              memory: 2Gi\n          securityContext', to: '              cpu: 500m\n              memory: 2Gi\n          securityContext', expect: "CPU limit below 1" },
  { name: "the agents running as root", file: "30-agents.yaml", from: "        runAsUser: 10001", to: "        runAsUser: 0", expect: "runs as root" },
  { name: "a real-looking secret", file: "10-postgres.yaml", from: "password: REPLACE-ME-postgres-password", to: "password: hunter2hunter2", expect: "not a REPLACE-ME placeholder" },
  { name: "the renderer without shareProcessNamespace", file: "20-renderer.yaml", from: "      shareProcessNamespace: true", to: "      shareProcessNamespace: false", expect: "shareProcessNamespace" },
];
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), "anyplot-k8s-"));
try {
  for (const m of mutations) {
    const dir = fs.mkdtempSync(path.join(tmpRoot, "m-"));
    for (const f of fs.readdirSync(manifestDir).filter((x) => x.endsWith(".yaml"))) fs.copyFileSync(path.join(manifestDir, f), path.join(dir, f));
    const file = path.join(dir, m.file);
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes(m.from)) {
      failed++;
      console.log(`FAIL mutation "${m.name}": its anchor text is no longer in ${m.file}`);
      continue;
    }
    fs.writeFileSync(file, text.replace(m.from, m.to));
    const found = await checkManifests(dir, sources);
    if (found.some((e) => e.includes(m.expect))) console.log(`ok   mutation caught: ${m.name}`);
    else {
      failed++;
      console.log(`FAIL mutation not caught: ${m.name} (expected "${m.expect}"; got ${JSON.stringify(found.slice(0, 3))})`);
    }
  }
  // A renamed variable in the source: the manifests must then fail.
  for (const [which, variable] of [["agentsConfig", "AGENT_RENDER_URL"], ["rendererConfig", "RENDERER_SANDBOX_LOCK_DIR"]]) {
    const renamed = { ...sources, [which]: sources[which].replaceAll(`"${variable}"`, `"${variable}_RENAMED"`) };
    const found = await checkManifests(manifestDir, renamed);
    if (found.some((e) => e.includes(`${variable} is not a setting`))) console.log(`ok   mutation caught: ${variable} renamed in the source`);
    else {
      failed++;
      console.log(`FAIL mutation not caught: ${variable} renamed in the source (${JSON.stringify(found.slice(0, 3))})`);
    }
  }
} finally {
  fs.rmSync(tmpRoot, { recursive: true, force: true });
}

console.log(`${failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(2)} s`);
process.exit(failed ? 1 : 0);
