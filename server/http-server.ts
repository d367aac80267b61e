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
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** How long connections idle at stop may still deliver a request already sent. */
export const IDLE_GRACE_MS = 1_000;

export function createHttpServer(listener: Listener) {
  let stopping = false;
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    // The client learns to send no further request on this connection, and
    // Node closes it once this answer is sent.
    if (stopping) res.setHeader("Connection", "close");
    else {
      open.add(res);
      res.on("close", () => open.delete(res));
    }
    listener(req, res);
  });
  return {
    server,
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
