import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveSessionSecret, SESSION_SECRET_FILE, SessionSecretError } from "./session-secret";

/**
 * Two-factor after a plain `npm start` on the embedded
 * database. The whole start, enrolment and a second start are in
 * tests/e2e/session-secret.spec.ts.
 */
describe("SESSION_SECRET kept in DATA_DIR", () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sil-secret-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("is made at the first start, 0600, and read again at the next", () => {
    // DATA_DIR itself does not exist before the first start.
    const dataDir = path.join(freshDir(), "data");
    const first = resolveSessionSecret({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ source: "data-dir", created: true });
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    const second = resolveSessionSecret({ DATA_DIR: dataDir });
    expect(second).toMatchObject({ source: "data-dir", created: false });
    expect(second.secret).toBe(first.secret);
    expect(readFileSync(file, "utf8").trim()).toBe(first.secret);
  });

  it("is not made when SESSION_SECRET is set, nor on PostgreSQL", () => {
    const dataDir = freshDir();
    expect(
      resolveSessionSecret({ DATA_DIR: dataDir, SESSION_SECRET: "set-by-the-operator-1234" }),
    ).toEqual({ source: "environment", secret: "set-by-the-operator-1234" });
    expect(
      resolveSessionSecret({ DATA_DIR: dataDir, DATABASE_URL: "postgres://db.example/sil" }),
    ).toEqual({ source: "none" });
    expect(() => statSync(path.join(dataDir, SESSION_SECRET_FILE))).toThrow();
  });

  it("stops the start with the file named when the kept secret is damaged", () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), "short\n", { mode: 0o600 });
    expect(() => resolveSessionSecret({ DATA_DIR: dataDir })).toThrow(SessionSecretError);
    expect(() => resolveSessionSecret({ DATA_DIR: dataDir })).toThrow(/session-secret must hold/);
  });
});
