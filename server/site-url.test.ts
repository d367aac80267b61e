import { describe, expect, it } from "vitest";
import { chooseSiteUrl, SiteUrlMismatch } from "./site-url";

describe("chooseSiteUrl", () => {
  const built = "https://www.sahyadri.example";

  it("serves with the build's SITE_URL when none is set at run time", () => {
    expect(chooseSiteUrl(undefined, built, "http://localhost:3000")).toBe(built);
  });

  it("accepts the same origin written another way", () => {
    expect(chooseSiteUrl("https://www.sahyadri.example/", built, "http://localhost:3000")).toBe(
      built,
    );
  });

  it("refuses another SITE_URL at run time, naming both", () => {
    const attempt = () => chooseSiteUrl("https://other.example", built, "http://localhost:3000");
    expect(attempt).toThrow(SiteUrlMismatch);
    expect(attempt).toThrow(
      /https:\/\/other\.example.*built with SITE_URL=https:\/\/www\.sahyadri\.example/s,
    );
  });

  it("without a recorded build (development), uses SITE_URL or the default", () => {
    expect(chooseSiteUrl(undefined, undefined, "http://localhost:3000")).toBe(
      "http://localhost:3000",
    );
    expect(chooseSiteUrl("https://x.example", undefined, "http://localhost:3000")).toBe(
      "https://x.example",
    );
  });
});
