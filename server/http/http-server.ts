/**
 * The node:http server of the site and its graceful stop (SIGTERM):
 * - it stops accepting connections at once;
 * - every answer from then on says `Connection: close` (also the answers of
 *   requests already in flight), so each kept-alive connection closes after
 *   its current request and the client opens no further one on it;
 * - connections idle at that moment get a short grace (IDLE_GRACE_MS) in
 *   which a request already on the wire is still read and answered (with
 *   `Connection: close`); then the ones still idle are closed. Closing them
 *   at the very instant resets those requests: the test saw about one in
 *   three connections of busy keep-alive clients lose one;
 * - requests already read are finished; only after `timeoutMs` are the
 *   connections still open cut.
 *
 * And its bounds: at most `maxConnections` open at once
 * (server/http/open-files.ts derives it from the file limit), the next ones
 * closed at once and reported (server/http/serving-trouble.ts); a request's
 * headers within HEADERS_TIMEOUT_MS and the whole request within
 * REQUEST_TIMEOUT_MS (Node's 60 s and 300 s let slow clients hold every
 * socket; a connection that sends nothing counts as unfinished headers).
 * The bound is kept here, not by `server.maxConnections`: in a cluster's
 * worker Node answers a connection over that bound "not accepted" and the
 * primary hands the same socket straight back, round and round while every
 * worker is full, and holds each waiting socket meanwhile.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { connectionBound, openFileLimit } from "./open-files";
import { reportTrouble } from "./serving-trouble";

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** How long connections idle at stop may still deliver a request already sent. */
export const IDLE_GRACE_MS = 1_000;

/** The longest a client may take to send a request's headers (Node: 60 s). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The longest a whole request may take to arrive: a 6 MB résumé at 50 KB/s (Node: 300 s). */
export const REQUEST_TIMEOUT_MS = 120_000;

export type HttpServerOptions = {
  /** Connections open at once; the next ones are closed unserved. Default: from the file limit. */
  maxConnections?: number;
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** How often Node checks those two timeouts (Node: 30 s). */
  checkEveryMs?: number;
};

export function createHttpServer(
  listener: Listener,
  {
    maxConnections = connectionBound(openFileLimit()),
    headersTimeoutMs = HEADERS_TIMEOUT_MS,
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
    checkEveryMs = 1_000,
  }: HttpServerOptions = {},
) {
  let stopping = false;
  const open = new Set<ServerResponse>();
  let connections = 0;
  const server: Server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: checkEveryMs,
    },
    (req, res) => {
      // The client learns to send no further request on this connection, and
      // Node closes it once this answer is sent.
      if (stopping) res.setHeader("Connection", "close");
      else {
        open.add(res);
        res.on("close", () => open.delete(res));
      }
      listener(req, res);
    },
  );
  // Before Node's own listener, so a connection over the bound is never parsed.
  server.prependListener("connection", (socket: Socket) => {
    if (connections >= maxConnections) {
      socket.destroy();
      reportTrouble(`more than ${maxConnections} connections at once: refusing new ones`, {
        refused: true,
      });
      return;
    }
    connections += 1;
    socket.once("close", () => (connections -= 1));
  });
  // An accept that fails (out of file descriptors) is reported; Node would throw it.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.syscall !== "accept") throw error;
    reportTrouble(`accepting a connection failed: ${error.code ?? error.message}`);
  });
  return {
    server,
    maxConnections,
    /** Resolves once every connection has closed (or was cut after `timeoutMs`). */
    stop(timeoutMs: number, idleGraceMs = IDLE_GRACE_MS): Promise<void> {
      stopping = true;
      // Requests in flight: their answers, not yet sent, say so too.
      for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
      const idle = setTimeout(
        () => server.closeIdleConnections(),
        Math.min(idleGraceMs, timeoutMs),
      );
      const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
      // http.Server#close would also close idle connections at this instant
      // (Node 19+); net.Server#close only stops accepting new ones.
      return new Promise<void>((resolve) =>
        NetServer.prototype.close.call(server, () => {
          clearTimeout(idle);
          clearTimeout(force);
          resolve();
        }),
      );
    },
  };
}
