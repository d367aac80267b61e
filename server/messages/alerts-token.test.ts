import { describe, expect, it } from "vitest";
import { MESSAGE_VARIABLES } from "@core/messages/events";
import { alertsTokenHash, alertsTokenOf, isAlertsToken } from "./alerts-token";

describe("the /alerts token", () => {
  it("is the same for the same subscription and secret, another for another", () => {
    const a = alertsTokenOf("secret-one-0123456789", "5a3d3a1e-0000-4000-8000-000000000001");
    expect(alertsTokenOf("secret-one-0123456789", "5a3d3a1e-0000-4000-8000-000000000001")).toBe(a);
    expect(alertsTokenOf("secret-two-0123456789", "5a3d3a1e-0000-4000-8000-000000000001")).not.toBe(
      a,
    );
    expect(alertsTokenOf("secret-one-0123456789", "5a3d3a1e-0000-4000-8000-000000000002")).not.toBe(
      a,
    );
  });

  it("fits the template's place and reads as a token; its hash is not the token", () => {
    const token = alertsTokenOf("s", "id");
    expect(token.length).toBeLessThanOrEqual(MESSAGE_VARIABLES.alertsToken.max);
    expect(isAlertsToken(token)).toBe(true);
    expect(isAlertsToken("../etc/passwd")).toBe(false);
    expect(alertsTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
