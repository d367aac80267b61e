import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { field } from "./form-helpers";
import { signIn, totpCode } from "./staff";

/**
 * After the README's `npm start` (embedded database, no
 * SESSION_SECRET) two-factor can be turned on, and still works after a
 * restart. Two starts of the built server on one DATA_DIR, each on a free
 * port of its own (PORT=0; the port is read from its "listening" line).
 */
const ADMIN = { email: "first-admin@example.com", password: "a first admin passphrase" };

type Started = { origin: string; child: ChildProcess };

function start(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ["build/host/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // Empty means unset (server/env.ts): the README's plain start.
      SESSION_SECRET: "",
      DATABASE_URL: "",
      STAFF_ADMIN_EMAIL: ADMIN.email,
      STAFF_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on("line", (text) => {
      const line = JSON.parse(text) as { msg?: string; port?: number };
      if (line.msg === "listening") resolve({ origin: `http://127.0.0.1:${line.port}`, child });
    });
  });
}

function stop({ child }: Started) {
  return new Promise<void>((resolve) => {
    child.removeAllListeners("exit");
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function signInAt(page: Page, origin: string) {
  await page.goto(`${origin}/staff/login`);
  await signIn(page, ADMIN.email, ADMIN.password);
}

test("two-factor can be turned on without SESSION_SECRET, and works after a restart @server", async ({
  page,
}) => {
  // Two starts of the built server; the first loads the pincode directory.
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sil-secret-e2e-"));
  const file = path.join(dataDir, "session-secret");
  let server: Started | undefined;
  try {
    server = await start(dataDir);
    expect(statSync(file).mode & 0o777, "the kept secret is readable by its owner only").toBe(
      0o600,
    );
    const kept = readFileSync(file, "utf8");

    await signInAt(page, server.origin);
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await page.goto(`${server.origin}/staff/account/two-factor`);
    await expect(page.getByText(/cannot be set up on this server/)).toHaveCount(0);
    await expect(
      page.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const secret = (await page.locator("#totp-secret").innerText()).replace(/\s/g, "");
    await field(page, "6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(
      page.getByText("Save these recovery codes now: they are shown only once."),
    ).toBeVisible();

    await stop(server);
    server = await start(dataDir);
    expect(readFileSync(file, "utf8"), "the second start reads the same secret").toBe(kept);
    // The two-factor secret sealed at the first start opens at the second.
    await page.context().clearCookies();
    await signInAt(page, server.origin);
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await field(page, "Code").fill(totpCode(secret, 1));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
