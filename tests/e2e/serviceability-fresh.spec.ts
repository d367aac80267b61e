import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import pg from "pg";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * As an operator meets them: the built server on a
 * fresh PostgreSQL database without the demo data. It says which company
 * facts are still placeholders, one line each; it serves the company's own
 * pincode 401208; and a rule set in the staff console changes the site at
 * once. Its own server on a free port (PORT=0) and its own database,
 * SERVICEABILITY_DATABASE_URL (default …/g_company_e2e, dropped and created).
 */
const DATABASE_URL =
  process.env.SERVICEABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/g_company_e2e";
const ADMIN = { email: "fresh-admin@example.com", password: "a fresh admin passphrase" };

async function recreateDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

type Started = { origin: string; child: ChildProcess; lines: { level: number; msg: string }[] };

function start(): Promise<Started> {
  const child = spawn(process.execPath, ["build/host/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL,
      LOG_LEVEL: "info",
      SMTP_URL: "",
      REDIS_URL: "",
      STAFF_ADMIN_EMAIL: ADMIN.email,
      STAFF_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: Started["lines"] = [];
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on("line", (text) => {
      const line = JSON.parse(text) as { level: number; msg: string; port?: number };
      lines.push(line);
      if (line.msg === "listening")
        resolve({ origin: `http://127.0.0.1:${line.port}`, child, lines });
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

test("a fresh PostgreSQL install without demo data: placeholders said, 401208 served, a console rule shows at once @server", async ({
  page,
  request,
}) => {
  // The first start loads the pincode directory into PostgreSQL.
  test.setTimeout(300_000);
  await recreateDatabase();
  const server = await start();
  try {
    const warned = server.lines.filter((l) => l.msg.startsWith("placeholder in use:"));
    expect(warned.map((l) => l.msg)).toContain(
      'placeholder in use: the general e-mail is still info@example.com; change it in core/content/company.ts and rebuild (README "Make it yours")',
    );
    // Eleven: the business shipping site is the portal at /business, no longer a placeholder.
    expect(warned).toHaveLength(11);
    expect(warned.every((l) => l.level === 40)).toBe(true);

    const served = async () =>
      // A new connection each time: a reused keep-alive socket the server was closing answered
      // ECONNRESET once on a loaded CI run.
      (
        await (
          await request.get(`${server.origin}/api/pincodes/401208`, {
            headers: { connection: "close" },
          })
        ).json()
      ).serviceable;
    expect(await served()).toBe(true);
    await page.goto(`${server.origin}/delivery-check?pin=401208`);
    await expect(page.getByText("Yes, we deliver to 401208")).toBeVisible();

    await page.goto(`${server.origin}/staff/login`);
    await page.getByLabel("E-mail address").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/staff$/, { timeout: 20_000 });
    await expect(
      page.getByRole("region", { name: "Placeholders still on the site" }),
    ).toContainText("info@example.com");
    await expectNoAxeViolations(page);

    await page.goto(`${server.origin}/staff/serviceability`);
    await expect(page.getByText("No rules: every pincode is served.")).toBeVisible();
    await page.getByRole("combobox", { name: "State, district or pincode" }).fill("Maharashtra");
    await page.getByRole("radio", { name: "Do not serve", exact: true }).first().check();
    await page.getByRole("button", { name: "Save rule" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Maharashtra" })).toContainText(
      "not served",
    );
    expect(await served()).toBe(false);
    await page.goto(`${server.origin}/delivery-check?pin=401208`);
    await expect(page.getByText("Not yet: we do not deliver to 401208")).toBeVisible();
  } finally {
    await stop(server);
  }
});
