/**
 * Helpers for tests of the lead forms: a valid submission of each form, a
 * JSON post from a given address, and the captcha answered from its question.
 */
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import type { TestApp } from "./test-app";

/** The answer, read the way a person reads it: from the question. */
export function solve(question: string): string {
  const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec(question) ?? [];
  return String(Number(a) + Number(b));
}

let lastAddress = 0;
/** A fresh documentation address (RFC 5737), so rate limits of one test do not touch another. */
export function nextIp(): string {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

export function postJson(t: TestApp, path: string, body: unknown, ip = nextIp()) {
  return t.app.request(`/api${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": ip,
      "User-Agent": "lead-tests/1.0",
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function newCaptcha(t: TestApp) {
  const captcha = (await (await t.app.request("/api/captcha")).json()) as {
    token: string;
    question: string;
  };
  return { captchaToken: captcha.token, captchaInput: solve(captcha.question) };
}

export const validLeads = {
  quote: {
    name: "Asha Patil",
    email: "asha@example.org",
    phone: "+91 98765 43210",
    service: "ftl",
    origin: "Pune, Maharashtra",
    destination: "Delhi, Delhi",
    notes: "Two pallets of machine parts, 800 kg.",
  },
  pickup: () => ({
    company_id: 99,
    name: "Ravi Kumar",
    phone_number: "098765-43210",
    email: "ravi@example.org",
    address: "Shop 4, Station Road",
    city: "Vasai",
    state: "Maharashtra",
    pincode: "401208",
    pickUpDate: addDays(todayInIndia(), 2),
    pickupTime: { from: "10:30" },
    expectedPackages: 12,
    load_type: "PTL",
    makeThisSlotDefault: false,
  }),
  contact: {
    name: "Meera Shah",
    email: "meera@example.org",
    subject: "Delivery to Goa",
    message: "Do you deliver to Panaji on Sundays?",
  },
  client: {
    name: "Vikram Rao",
    company_name: "Rao Textiles Pvt Ltd",
    address: "Plot 7, MIDC",
    city: "Bhiwandi",
    state: "Maharashtra",
    contact: "9123456789",
    email: "vikram@example.org",
    pincode: "421302",
  },
  franchise: {
    name: "Sunita Deshmukh",
    company: "Deshmukh Couriers",
    business_type: "Partnership",
    experience: "6 years in courier",
    investment: "₹15 lakh",
    preferred_city: "Nashik",
    address: "12 College Road",
    city: "Nashik",
    state: "Maharashtra",
    pincode: "422005",
    contact: "+91-7012345678",
    email: "sunita@example.org",
    message: "We already run two courier counters.",
  },
};
