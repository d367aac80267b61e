import { describe, expect, it } from "vitest";
import { langOf, localizePath, stripLang } from "./i18n";

describe("language from the URL", () => {
  it("reads the first segment only when it is hi or mr", () => {
    expect(langOf("/")).toBe("en");
    expect(langOf("/hi")).toBe("hi");
    expect(langOf("/hi/about-us")).toBe("hi");
    expect(langOf("/mr/track-shipment-v2/LR123456789")).toBe("mr");
    expect(langOf("/hindi")).toBe("en");
    expect(langOf("/about-us/hi")).toBe("en");
  });

  it("strips the language back to the English path", () => {
    expect(stripLang("/hi")).toBe("/");
    expect(stripLang("/mr/")).toBe("/");
    expect(stripLang("/hi/join-us/career/3")).toBe("/join-us/career/3");
    expect(stripLang("/services")).toBe("/services");
  });

  it("localizes site paths with their query and fragment, and leaves everything else", () => {
    expect(localizePath("hi", "/")).toBe("/hi");
    expect(localizePath("mr", "/track-shipment?lr=A,B#top")).toBe("/mr/track-shipment?lr=A,B#top");
    expect(localizePath("en", "/hi/about-us")).toBe("/about-us");
    expect(localizePath("mr", "/hi/about-us")).toBe("/mr/about-us");
    expect(localizePath("hi", "#main")).toBe("#main");
    expect(localizePath("hi", "mailto:a@example.com")).toBe("mailto:a@example.com");
    expect(localizePath("hi", "https://example.com/x")).toBe("https://example.com/x");
    expect(localizePath("hi", "/api/captcha")).toBe("/api/captcha");
    expect(localizePath("hi", "/staff/login")).toBe("/staff/login");
    expect(localizePath("hi", "/sitemap.xml")).toBe("/sitemap.xml");
    expect(localizePath("hi", "/favicon.svg")).toBe("/favicon.svg");
  });
});
