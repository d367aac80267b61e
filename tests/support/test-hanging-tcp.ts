/**
 * A TCP relay for fault tests: passes bytes both ways to a real server
 * (PostgreSQL, Redis) until `hang()`, then keeps every connection open and
 * forwards nothing more, as a frozen host or a dead link does. Nothing is
 * refused or closed, so only the caller's own deadlines can end a wait.
 */
import net from "node:net";

export type HangingRelay = {
  port: number;
  hang(): void;
  /**
   * Hangs once a client sends bytes holding `text` (a statement, say): those
   * bytes still reach the server, its answer never comes back, as when a
   * host freezes just after a statement arrived.
   */
  hangOn(text: string): void;
  close(): Promise<void>;
};

export async function startHangingRelay(
  port: number,
  target: { host: string; port: number },
): Promise<HangingRelay> {
  let hung = false;
  let trigger: string | undefined;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.on("data", (chunk: Buffer) => {
      if (hung) return;
      upstream.write(chunk);
      if (trigger !== undefined && chunk.includes(trigger)) hung = true;
    });
    upstream.on("data", (chunk) => void (hung || client.write(chunk)));
    // While hung, a close from either side is not passed on either.
    client.on("end", () => void (hung || upstream.end()));
    upstream.on("end", () => void (hung || client.end()));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    port,
    hang: () => void (hung = true),
    hangOn: (text) => void (trigger = text),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
