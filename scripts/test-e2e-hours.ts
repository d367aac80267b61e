/**
 * The browser tests whose pages follow India's date, run with the clock of
 * every process moved to 00:30 and to 23:30 of today in India
 * (tests/support/e2e-clock.mjs): the reschedule window, a missed delivery
 * "yesterday" and a shipment silent for 48 hours must read India's date,
 * never UTC's (00:30 IST is still the day before in UTC). Needs a build
 * (`npm run build`); about two minutes an hour on this project's machine.
 */
import { spawnSync } from "node:child_process";
import { todayInIndia } from "@core/schemas/lead-fields";

const today = todayInIndia();
const clockModule = "./tests/support/e2e-clock.mjs";
let failed = false;
for (const hour of ["00:30", "23:30"]) {
  const at = `${today}T${hour}:00+05:30`;
  console.log(`browser tests with the clock at ${at}`);
  const run = spawnSync(
    "npx",
    [
      "playwright",
      "test",
      "tests/e2e/delivery-options.spec.ts",
      "--project=desktop",
      "--workers=1",
      "-g",
      "each option|missed delivery|without news",
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_CLOCK: at,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${clockModule}`.trim(),
      },
    },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
