/**
 * `npm run test:open-files`: two workers with few file
 * descriptors come back after a flood of slow connections. Needs
 * `npm run build` done and PostgreSQL; builds nothing itself.
 *
 * Before the fix, a worker out of descriptors could not receive a socket its
 * primary handed it, never answered, and was never handed another: every
 * later visitor waited forever, with nothing in the log.
 *
 * 1. The built server under `ulimit -n` LIMIT (default 256) with
 *    WEB_CONCURRENCY=2 on OPEN_FILES_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/open_files_test, created if missing,
 *    kept) at OPEN_FILES_PORT (default 3470).
 * 2. Three times LIMIT connections from one client, each sending half a
 *    request's headers and then nothing.
 * 3. Asserts: the refusal is logged at error level and /api/health does not
 *    answer 200 meanwhile; once the connections are released a page and the
 *    API answer 200 at once, /api/health 200 within seconds, the end of the
 *    spell is logged; SIGTERM still ends the server with 0.
 */
import net from "node:net";
import { createInterface } from "node:readline";
import {
  call as callPort,
  createChecks,
  ensureDatabase,
  sleep,
  startBuiltServer,
} from "./process-checks";

const databaseUrl =
  process.env.OPEN_FILES_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/open_files_test";
const port = Number(process.env.OPEN_FILES_PORT ?? 3470);
const limit = Number(process.env.LIMIT ?? 256);
const SLOW = limit * 3;
const START_TIMEOUT_MS = 150_000;

const { failures, check, seconds } = createChecks();
const call = async (pathname: string) => {
  try {
    return (await callPort(port, "GET", pathname)).status;
  } catch (error) {
    return (error as Error).message;
  }
};

await ensureDatabase(databaseUrl);
console.log(`test:open-files: ulimit -n ${limit}, two workers, database ${databaseUrl}`);

type LogLine = Record<string, unknown> & { msg?: string; level?: number };
const log: LogLine[] = [];
const server = startBuiltServer(
  {
    WEB_CONCURRENCY: "2",
    DATABASE_URL: databaseUrl,
    REDIS_URL: "",
    SMTP_URL: "",
    PORT: String(port),
    SHUTDOWN_TIMEOUT_MS: "3000",
  },
  { fileLimit: limit },
);
const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
createInterface({ input: server.stdout! }).on("line", (text) => {
  try {
    log.push(JSON.parse(text) as LogLine);
  } catch {
    console.log(`  server: ${text}`);
  }
});
async function waitForLog(test: (line: LogLine) => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = log.find(test);
    if (found) return found;
    await sleep(50);
  }
  return undefined;
}

let result = 1;
const slow: net.Socket[] = [];
try {
  const ready = await waitForLog((l) => l.msg === "all workers listening", START_TIMEOUT_MS);
  if (!ready) throw new Error(`the workers did not listen within ${START_TIMEOUT_MS} ms`);
  const bound = log.find((l) => l.msg === "listening")?.maxConnections;
  console.log(`  listening (${seconds()}); each worker keeps at most ${String(bound)} connections`);
  check((await call("/api/health")) === 200, "before: /api/health answers 200");

  // 2. The flood: connections that send half a request's headers, then wait.
  for (let i = 0; i < SLOW; i += 1) {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n"),
    );
    socket.on("error", () => {});
    slow.push(socket);
    if (i % 50 === 49) await sleep(10);
  }
  const refused = await waitForLog(
    (l) => l.msg === "cannot take new visitors: /api/health fails" && Number(l.level) >= 50,
    10_000,
  );
  check(
    Boolean(refused),
    `the refusal is logged at error level (${String(refused?.reason ?? "nothing logged")})`,
  );
  const during = await call("/api/health");
  check(during !== 200, `during the flood /api/health does not answer 200 (${during})`);

  // 3. Released: the site answers again at once.
  for (const socket of slow) socket.destroy();
  const released = performance.now();
  await sleep(500);
  const page = await call("/");
  check(page === 200, `after release: / answers 200 (${page})`);
  const api = await call("/api/pincodes/411001");
  check(api === 200, `after release: /api/pincodes/411001 answers 200 (${api})`);
  let health: number | string = 0;
  while (performance.now() - released < 20_000) {
    health = await call("/api/health");
    if (health === 200) break;
    await sleep(500);
  }
  check(
    health === 200,
    `after release: /api/health answers 200 again within ${((performance.now() - released) / 1000).toFixed(1)} s (${health})`,
  );
  const again = await waitForLog((l) => l.msg === "taking new visitors again", 5_000);
  check(Boolean(again), `the end of the spell is logged (${JSON.stringify(again ?? {})})`);

  server.kill("SIGTERM");
  const code = await Promise.race([exited, sleep(20_000).then(() => "still running")]);
  check(code === 0, `SIGTERM: the primary exits 0 (${code})`);
  result = failures.length ? 1 : 0;
} catch (error) {
  console.error(`test:open-files: ${(error as Error).message}`);
} finally {
  for (const socket of slow) socket.destroy();
  if (server.exitCode === null) server.kill("SIGKILL");
}
console.log(
  result === 0
    ? `test:open-files passed (${seconds()})`
    : `test:open-files FAILED (${seconds()}): ${failures.join("; ")}`,
);
process.exit(result);
