/** Steps the business portal's specs share. */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** A client registration through the API, as the site's form sends it; answers the lead's id. */
export async function registerClient(request: APIRequestContext, tag: string) {
  const captcha = (await (await request.get("/api/captcha")).json()) as {
    token: string;
    question: string;
  };
  const [a, b] = captcha.question.match(/\d+/g)!.map(Number);
  const response = await request.post("/api/clients/register", {
    headers: { "X-Forwarded-For": `203.0.113.${40 + (tag.length % 50)}` },
    data: {
      name: "Neha Kulkarni",
      company_name: `Kulkarni Agro ${tag}`,
      contact: "9822012345",
      email: `owner-${tag}@kulkarni-agro.example`,
      address: "Plot 9, MIDC",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
      captchaToken: captcha.token,
      captchaInput: String(a! + b!),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
