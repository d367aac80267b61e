/**
 * A real TLS-terminating reverse proxy for the browser tests, as a site runs
 * in production: node:https with a certificate made for this run by openssl,
 * passing each request on to the server over plain HTTP with the usual
 * X-Forwarded-For / -Proto / -Host, and the upstream's own Host (as nginx's
 * default does), so the server must take the visitor's origin from them.
 * Like nginx's default, a new upstream connection for each request: a kept-alive
 * one the server has just closed as idle would answer a page's script with a 502.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

export type TlsProxy = { origin: string; close(): Promise<void> };

export async function startTlsProxy(port: number, upstream: string): Promise<TlsProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), "sil-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", key, "-out", cert, "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: false });
  const server = https.createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (req, res) => {
      const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
        .filter(Boolean)
        .join(", ");
      const proxied = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          agent,
          headers: {
            ...req.headers,
            host: target.host,
            "x-forwarded-for": forwardedFor,
            "x-forwarded-proto": "https",
            "x-forwarded-host": req.headers.host,
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      proxied.on("error", () => {
        res.writeHead(502).end("Bad Gateway");
      });
      req.pipe(proxied);
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `https://localhost:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
