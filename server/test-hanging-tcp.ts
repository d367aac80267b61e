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
  close(): Promise<void>;
};

export async function startHangingRelay(
  port: number,
  target: { host: string; port: number },
): Promise<HangingRelay> {
  let hung = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.on("data", (chunk) => void (hung || upstream.write(chunk)));
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
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
