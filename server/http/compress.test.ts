import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptedEncoding, compressResponses, ENCODINGS } from "./compress";

const page = `<!DOCTYPE html><html lang="hi"><body>${"<p>शिपमेंट ट्रैक करें LR123456789</p>".repeat(200)}</body></html>`;

function app() {
  const app = new Hono();
  app.use("*", compressResponses());
  app.get("/page", (c) => c.html(page));
  app.get("/small", (c) =>
    c.body("OK", 200, { "Content-Type": "text/plain", "Content-Length": "2" }),
  );
  app.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  app.get("/stored", (c) =>
    c.body(page, 200, { "Content-Type": "text/html", "Cache-Control": "no-store, no-transform" }),
  );
  return app;
}

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("compressResponses", () => {
  it("answers a browser that takes Brotli in Brotli, the page unchanged once decoded, and smaller than gzip", async () => {
    const br = await app().request("/page", {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(br.headers.get("Content-Length")).toBeNull();
    const brBytes = await body(br);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);

    const gzip = await app().request("/page", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    const gzipBytes = await body(gzip);
    expect(gunzipSync(gzipBytes).toString()).toBe(page);
    expect(brBytes.length).toBeLessThan(gzipBytes.length);
  });

  it("sends as it is what is small, not text, marked no-transform, or asked without encodings", async () => {
    const headers = { "Accept-Encoding": "br, gzip" };
    for (const path of ["/small", "/image", "/stored"]) {
      const res = await app().request(path, { headers });
      expect(res.headers.get("Content-Encoding"), path).toBeNull();
    }
    const plain = await app().request("/page");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect((await body(plain)).toString()).toBe(page);
  });

  it("reads Accept-Encoding's weights, and prefers Brotli among equals whatever the client's order", async () => {
    const which = new Hono();
    which.get("/all", (c) => c.text(acceptedEncoding(c, ENCODINGS) ?? "as it is"));
    which.get("/gzip-only", (c) => c.text(acceptedEncoding(c, ["gzip"]) ?? "as it is"));
    const ask = async (path: string, header?: string) =>
      (await which.request(path, header ? { headers: { "Accept-Encoding": header } } : {})).text();
    expect(await ask("/all", "gzip, deflate, br, zstd")).toBe("br");
    expect(await ask("/all", "br;q=0.5, gzip")).toBe("gzip");
    expect(await ask("/all", "br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(await ask("/all", "*")).toBe("br");
    expect(await ask("/all", "identity")).toBe("as it is");
    expect(await ask("/all")).toBe("as it is");
    expect(await ask("/gzip-only", "br")).toBe("as it is");
    expect(await ask("/gzip-only", "br, gzip")).toBe("gzip");
  });
});
