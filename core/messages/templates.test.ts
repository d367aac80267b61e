import { describe, expect, it } from "vitest";
import { company } from "../content/company";
import { LANGS } from "../i18n";
import { isRealDltTemplateId, PLACEHOLDER_PREFIX } from "./dlt-template-ids";
import { MESSAGE_VARIABLES, SMS_EVENTS, WHATSAPP_EVENTS, type MessageVariable } from "./events";
import { fillDlt, MAX_VALUE_LENGTH, MessageValueError } from "./render";
import {
  findSmsTemplate,
  registeredText,
  renderSms,
  renderWhatsApp,
  smsTemplates,
  whatsappTemplates,
} from "./templates";

const SITE = "https://www.sil-logistics.example.in";
const longest = Object.fromEntries(
  Object.entries(MESSAGE_VARIABLES).map(([name, v]) => [name, v.longest]),
) as Record<MessageVariable, string>;

/**
 * The registered text with each place replaced by its value, walked one
 * character at a time: written apart from the renderer, so a renderer that
 * drops, doubles or reorders anything differs from it.
 */
function expectedText(registered: string, place: RegExp, values: string[]): string {
  let out = "";
  let next = 0;
  for (let i = 0; i < registered.length; ) {
    const match = place.exec(registered.slice(i));
    if (match && match.index === 0) {
      const n = match[1] ? Number(match[1]) - 1 : next++;
      out += values[n];
      i += match[0].length;
    } else {
      out += registered[i];
      i += 1;
    }
  }
  return out;
}

function linksOf(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

describe("message templates", () => {
  it("has one SMS template per SMS event and language, one WhatsApp template per WhatsApp event and language", () => {
    expect(smsTemplates).toHaveLength(SMS_EVENTS.length * LANGS.length);
    expect(whatsappTemplates).toHaveLength(WHATSAPP_EVENTS.length * LANGS.length);
    expect(smsTemplates.map((t) => `${t.event}/${t.lang}`)).toContain("sms_code/mr");
    expect(whatsappTemplates.map((t) => `${t.event}/${t.lang}`)).toContain("whatsapp_opt_in/hi");
    expect(smsTemplates.map((t): string => t.event)).not.toContain("whatsapp_opt_in");
    expect(whatsappTemplates.map((t): string => t.event)).not.toContain("sms_code");
  });

  it("keeps every value's longest within its limit and the DLT's 30 characters", () => {
    for (const [name, v] of Object.entries(MESSAGE_VARIABLES)) {
      expect(v.max, name).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
      expect([...v.longest].length, name).toBe(v.max);
    }
  });

  it.each(smsTemplates.map((t) => [`${t.event} ${t.lang}`, t] as const))(
    "renders the SMS %s with its longest values exactly as registered",
    (_, template) => {
      const registered = registeredText(template.text, SITE);
      const values = template.vars.map((name) => longest[name]);
      expect(registered.split("{#var#}").length - 1).toBe(template.vars.length);
      const sent = renderSms(template, longest, SITE);
      const expected = expectedText(registered, /^\{#var#\}/, values);
      expect(sent.length).toBe(expected.length);
      for (let i = 0; i < expected.length; i++) expect(sent[i], `character ${i}`).toBe(expected[i]);
      for (const value of values) expect([...value].length).toBeLessThanOrEqual(30);
      expect(sent.startsWith(`${company.name}: `)).toBe(true);
      // Links only on the site's own domain.
      for (const link of linksOf(registered)) expect(link.startsWith(`${SITE}/`), link).toBe(true);
      expect(template.category).toBe("service");
      expect(template.unicode).toBe(template.lang !== "en");
      if (template.event !== "sms_code") expect(registered).toMatch(/\/alerts\/\{#var#\}$/);
    },
  );

  it.each(whatsappTemplates.map((t) => [`${t.event} ${t.lang}`, t] as const))(
    "renders the WhatsApp %s with its longest values exactly as approved",
    (_, template) => {
      const registered = registeredText(template.body, SITE);
      const values = template.vars.map((name) => longest[name]);
      const numbers = [...registered.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      expect(numbers).toEqual(template.vars.map((_, i) => i + 1));
      const shown = renderWhatsApp(template, longest, SITE);
      expect(shown).toBe(expectedText(registered, /^\{\{(\d+)\}\}/, values));
      // Meta refuses a body that starts or ends with a place.
      expect(registered).not.toMatch(/^\{\{|\}\}$/);
      expect(template.name).toMatch(/^[a-z0-9_]+$/);
      expect(template.languageCode).toBe(template.lang);
      expect(template.category).toBe("utility");
      expect(shown.startsWith(`${company.name}: `)).toBe(true);
      for (const link of linksOf(registered)) expect(link.startsWith(`${SITE}/`), link).toBe(true);
      if (template.event !== "whatsapp_opt_in") expect(registered).toContain("STOP");
    },
  );

  it("refuses a value over 30 characters, a missing value and a new line", () => {
    const booked = findSmsTemplate("booked", "en");
    const values = { lrNo: "LR123456789", alertsToken: "a".repeat(30) };
    expect(renderSms(booked, values, SITE)).toContain("/alerts/" + "a".repeat(30));
    expect(() => renderSms(booked, { ...values, alertsToken: "a".repeat(31) }, SITE)).toThrow(
      MessageValueError,
    );
    expect(() => renderSms(booked, { lrNo: "LR123456789" }, SITE)).toThrow(/alertsToken/);
    expect(() => renderSms(booked, { ...values, lrNo: "LR1\nLR2" }, SITE)).toThrow(/new line/);
    expect(() => fillDlt("a {#var#} b", ["x", "y"])).toThrow(/1 places but 2 values/);
    // Characters, not UTF-16 units: 30 Devanagari letters are 30.
    expect(fillDlt("{#var#}", ["क".repeat(30)])).toHaveLength(30);
  });

  it("marks every DLT template id a placeholder until the company writes the real ones", () => {
    for (const t of smsTemplates) {
      expect(t.dltTemplateId.startsWith(PLACEHOLDER_PREFIX)).toBe(true);
      expect(isRealDltTemplateId(t.dltTemplateId)).toBe(false);
    }
    expect(isRealDltTemplateId("1207161234567890123")).toBe(true);
  });
});
