/**
 * `npm run test:nginx`: docs/deploy/nginx.conf, as
 * written, in front of two app processes on one PostgreSQL database and one
 * Redis database. Needs `npm run build` done; installs nginx from Debian's
 * packages if missing.
 *
 * - Both processes answer through nginx.
 * - X-Forwarded-For: the processes believe nginx (TRUST_PROXY=127.0.0.1), so
 *   a visitor's budget is counted by the address nginx saw (clients connect
 *   from 127.0.0.2 and 127.0.0.3) across both processes, and what a visitor
 *   writes into X-Forwarded-For is ignored.
 * - One process stopped (SIGTERM): /api/health through nginx still answers 200.
 *
 * NGINX_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/nginx_test,
 * DROPPED and created again), NGINX_REDIS_URL (default redis://127.0.0.1:6379/6,
 * emptied), NGINX_PORT (default 3460; the app processes on the next two).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { Redis } from "ioredis";
import { projectRoot } from "../database/project-root";
import { validLeads } from "../tests/support/test-leads";
import {
  call as callPort,
  createChecks,
  freshDatabase,
  sleep,
  startBuiltServer,
  type CallOptions,
} from "./process-checks";

const databaseUrl =
  process.env.NGINX_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/nginx_test";
const redisUrl = process.env.NGINX_REDIS_URL ?? "redis://127.0.0.1:6379/6";
const port = Number(process.env.NGINX_PORT ?? 3460);
const appPorts = [port + 1, port + 2];
const { failures, check, seconds } = createChecks();

function nginxBinary(): string {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], {
    encoding: "utf8",
  });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim().split("\n")[0]!;
  console.log("Installing nginx from Debian's packages");
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return "/usr/sbin/nginx";
}

/** One request through nginx, from a given loopback address, on its own connection. */
function call(
  method: string,
  pathname: string,
  { from = "127.0.0.1", body, headers = {} }: CallOptions = {},
) {
  return callPort(port, method, pathname, {
    from,
    body,
    headers: { Host: "www.example.in", "User-Agent": "test-nginx/1.0", ...headers },
  });
}

type App = {
  process: ChildProcess;
  requests: number;
  listening: Promise<void>;
  exited: Promise<number | null>;
};
function startApp(appPort: number): App {
  const child = startBuiltServer({
    WEB_CONCURRENCY: "1",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: String(appPort),
    TRUST_PROXY: "127.0.0.1",
    SHUTDOWN_TIMEOUT_MS: "5000",
    SESSION_SECRET: "nginx-test-secret-shared-by-both-processes",
  });
  let ready: () => void = () => {};
  const app: App = {
    process: child,
    requests: 0,
    listening: new Promise<void>((resolve) => (ready = resolve)),
    exited: new Promise((resolve) => child.on("exit", (code) => resolve(code))),
  };
  createInterface({ input: child.stdout! }).on("line", (text) => {
    try {
      const line = JSON.parse(text) as { msg?: string; level?: number };
      if (line.msg === "listening") ready();
      if (line.msg === "request") app.requests += 1;
      if ((line.level ?? 0) >= 50) console.log(`  app ${appPort}: ${text.slice(0, 300)}`);
    } catch {
      console.log(`  app ${appPort}: ${text}`);
    }
  });
  return app;
}

const nginx = nginxBinary();
await freshDatabase(databaseUrl);
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
await redis.flushdb();
redis.disconnect();

// docs/deploy/nginx.conf with its listen address and upstream ports replaced, nothing else.
const site = readFileSync(path.join(projectRoot, "docs/deploy/nginx.conf"), "utf8")
  .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  .replace("server 127.0.0.1:3001 ", `server 127.0.0.1:${appPorts[0]} `)
  .replace("server 127.0.0.1:3002 ", `server 127.0.0.1:${appPorts[1]} `);
const work = mkdtempSync(path.join(tmpdir(), "sil-nginx-"));
// nginx's workers run as an unprivileged user when started as root: they must reach the temp paths.
chmodSync(work, 0o755);
for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(work, dir));
writeFileSync(path.join(work, "site.conf"), site);
writeFileSync(
  path.join(work, "nginx.conf"),
  `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
);
const syntax = spawnSync(nginx, ["-t", "-q", "-c", path.join(work, "nginx.conf")], {
  encoding: "utf8",
});
if (syntax.status !== 0) throw new Error(`nginx -t: ${syntax.stderr}`);

const apps: App[] = [];
let proxy: ChildProcess | undefined;
let result = 1;
try {
  // The first migrates and loads the reference data; the second finds them done.
  apps.push(startApp(appPorts[0]!));
  await Promise.race([
    apps[0]!.listening,
    sleep(150_000).then(() => Promise.reject(new Error("app 1 did not start"))),
  ]);
  apps.push(startApp(appPorts[1]!));
  await Promise.race([
    apps[1]!.listening,
    sleep(150_000).then(() => Promise.reject(new Error("app 2 did not start"))),
  ]);
  proxy = spawn(nginx, ["-c", path.join(work, "nginx.conf")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 50; i += 1) {
    try {
      await call("GET", "/api/health");
      break;
    } catch {
      await sleep(100);
    }
  }
  console.log(
    `test:nginx: nginx on ${port} in front of ${appPorts.join(" and ")} after ${seconds()}`,
  );

  const healths: number[] = [];
  for (let i = 0; i < 10; i += 1) healths.push((await call("GET", "/api/health")).status);
  check(
    healths.every((s) => s === 200),
    `/api/health through nginx: ${healths.join(" ")}`,
  );
  check(
    apps.every((a) => a.requests > 0),
    `both app processes answered (${apps.map((a) => a.requests).join(" and ")} requests)`,
  );

  // Six quotes from 127.0.0.2, each claiming another address: counted as one visitor across both processes.
  const fromTwo: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const answer = await call("POST", "/api/request-quote/create", {
      from: "127.0.0.2",
      body: { ...validLeads.quote, email: `nginx-${i}@example.org` },
      headers: { "X-Forwarded-For": `198.51.100.${i + 1}` },
    });
    fromTwo.push(answer.status);
  }
  check(
    fromTwo.slice(0, 5).every((s) => s === 201) && fromTwo[5] === 429,
    `a visitor's forged X-Forwarded-For is ignored and its budget counted across both processes (${fromTwo.join(" ")})`,
  );
  const fromThree = await call("POST", "/api/request-quote/create", {
    from: "127.0.0.3",
    body: { ...validLeads.quote, email: "nginx-other@example.org" },
  });
  check(
    fromThree.status === 201,
    `another visitor's address (127.0.0.3) has its own budget (${fromThree.status})`,
  );

  // One process stops: nginx sends everything to the other.
  apps[0]!.process.kill("SIGTERM");
  const during: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    during.push((await call("GET", "/api/health").catch(() => ({ status: 0 }))).status);
    await sleep(50);
  }
  const code = await apps[0]!.exited;
  for (let i = 0; i < 10; i += 1)
    during.push((await call("GET", "/api/health").catch(() => ({ status: 0 }))).status);
  check(code === 0, `the stopped process drained and exited 0 (${String(code)})`);
  check(
    during.every((s) => s === 200),
    `/api/health through nginx stayed 200 while one process stopped (${during.length} probes${during.some((s) => s !== 200) ? `: ${during.join(" ")}` : ""})`,
  );

  result = failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`test:nginx could not finish: ${(error as Error).message}`);
} finally {
  proxy?.kill("SIGQUIT");
  for (const app of apps) if (app.process.exitCode === null) app.process.kill("SIGTERM");
  await Promise.all(apps.map((a) => a.exited));
}
console.log(`test:nginx took ${seconds()}`);
process.exit(result);
