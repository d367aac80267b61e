/**
 * A test-only clock for the browser tests' processes (the server, its
 * preparation and the Playwright runner), loaded with
 * `NODE_OPTIONS=--import ./tests/support/e2e-clock.mjs` and E2E_CLOCK set to
 * an instant (ISO 8601): from start, every `Date` reads that instant plus
 * the time run since, so the date rules are tried at a chosen hour of
 * India's day (`npm run test:e2e-hours`). Nothing of the product reads it;
 * without E2E_CLOCK it changes nothing.
 */
import process from "node:process";

const target = process.env.E2E_CLOCK ? Date.parse(process.env.E2E_CLOCK) : NaN;
if (!Number.isNaN(target)) {
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
