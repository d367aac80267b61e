import { describe, expect, it } from "vitest";
import { TicketFormSchema } from "./support-ticket";

const valid = {
  category: "damage",
  lr_no: " lr123456789 ",
  name: "Asha Patil",
  email: "asha@example.org",
  phone: "+91 98765 43210",
  description: "The carton arrived torn and two jars were broken.",
  declared_value: "₹2,500",
};

const problems = (input: Record<string, unknown>) => {
  const result = TicketFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the customer-care request's schema", () => {
  it("reads the LR number in capitals and the value in whole rupees, kept only for damage and loss", () => {
    expect(TicketFormSchema.parse(valid)).toMatchObject({
      lr_no: "LR123456789",
      declared_value: 2500,
    });
    expect(
      TicketFormSchema.parse({ ...valid, category: "billing" }).declared_value,
    ).toBeUndefined();
  });

  it("asks for an LR number for the shipment categories only, even when other fields are wrong", () => {
    expect(problems({ ...valid, lr_no: "", email: "", description: "late" })).toEqual({
      lr_no: "ticketLrMissing",
      email: "email",
      description: "ticketDescriptionShort?min=20",
    });
    expect(problems({ ...valid, category: "pickup", lr_no: "" })).toEqual({});
    expect(problems({ ...valid, category: "other", lr_no: "LR-1" })).toEqual({ lr_no: "lrNumber" });
  });

  it("takes at most three files named like photos or PDFs", () => {
    const pdf = (name: string) => new File(["%PDF-1.4"], name);
    expect(
      problems({ ...valid, attachments: [pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf"), pdf("d.pdf")] }),
    ).toEqual({
      attachments: "attachmentsTooMany?max=3",
    });
    expect(problems({ ...valid, attachments: [pdf("virus.exe")] })).toEqual({
      attachments: "attachmentWrongType?name=virus.exe",
    });
    // An empty file input sends a nameless, empty file: no attachment.
    expect(TicketFormSchema.parse({ ...valid, attachments: new File([], "") }).attachments).toEqual(
      [],
    );
  });

  it("needs an e-mail address unless SMS updates are asked for, and checks one that is given", () => {
    const { email: _, ...noEmail } = valid;
    expect(problems(noEmail)).toEqual({ email: "email" });
    expect(problems({ ...noEmail, email: "  " })).toEqual({ email: "email" });
    expect(problems({ ...noEmail, sms_updates: "on" })).toEqual({});
    expect(problems({ ...noEmail, sms_updates: true })).toEqual({});
    expect(problems({ ...noEmail, sms_updates: "yes please" })).toEqual({ email: "email" });
    expect(problems({ ...valid, email: "asha@", sms_updates: "on" })).toEqual({ email: "email" });
    expect(TicketFormSchema.parse({ ...noEmail, email: "", sms_updates: "on" })).toMatchObject({
      email: undefined,
      sms_updates: true,
    });
    expect(TicketFormSchema.parse(valid).sms_updates).toBe(false);
  });
});
