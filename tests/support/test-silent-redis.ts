/**
 * A Redis that accepts connections and then stops answering, for fault
 * tests: it speaks just enough RESP to get a client through its handshake
 * (SELECT, INFO), then reads every further command and answers none, as a
 * frozen or overloaded Redis does. Nothing is refused or closed.
 */
import net from "node:net";

export type SilentRedis = { url: string; close(): Promise<void> };

/** The commands in `buffer` (RESP arrays of bulk strings) and what is left unread. */
function readCommands(buffer: string): { commands: string[][]; rest: string } {
  const commands: string[][] = [];
  let at = 0;
  for (;;) {
    const header = /^\*(\d+)\r\n/.exec(buffer.slice(at));
    if (!header) break;
    let cursor = at + header[0].length;
    const parts: string[] = [];
    for (let i = 0; i < Number(header[1]); i++) {
      const bulk = /^\$(\d+)\r\n/.exec(buffer.slice(cursor));
      if (!bulk || buffer.length < cursor + bulk[0].length + Number(bulk[1]) + 2)
        return { commands, rest: buffer.slice(at) };
      cursor += bulk[0].length;
      parts.push(buffer.slice(cursor, cursor + Number(bulk[1])));
      cursor += Number(bulk[1]) + 2;
    }
    commands.push(parts);
    at = cursor;
  }
  return { commands, rest: buffer.slice(at) };
}

export async function startSilentRedis(port: number): Promise<SilentRedis> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let unread = "";
    socket.on("data", (chunk) => {
      const { commands, rest } = readCommands(unread + chunk.toString("latin1"));
      unread = rest;
      for (const [name = ""] of commands) {
        const command = name.toUpperCase();
        if (command === "INFO") {
          const info = "# Server\r\nredis_version:7.2.0\r\nloading:0\r\n";
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        } else if (command === "SELECT" || command === "CLIENT") {
          socket.write("+OK\r\n");
        }
        // Anything else (the rate limiter's scripts) is never answered.
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `redis://127.0.0.1:${port}/1`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
