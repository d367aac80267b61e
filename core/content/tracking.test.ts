import { describe, expect, it } from "vitest";
import { texts as statuses } from "./shipment-statuses";
import { statusMeanings } from "./tracking";

describe("what the statuses mean, on /track-shipment", () => {
  it("explains every status the tracking page can show, in the order of the labels", () => {
    expect(statusMeanings.map(({ status }) => status)).toEqual(Object.values(statuses.en.labels));
  });
});
