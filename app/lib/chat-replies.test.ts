import { describe, expect, it } from "vitest";
import {
  fallbackReply,
  greeting,
  handOver,
  keywordReplies,
  quickActions,
  type BotReply,
  type MessagePart,
} from "@core/content/chat";
import { company } from "@core/content/company";
import type { OrderTracking } from "@core/schemas/tracking";
import { findLrNumber, planReply, shipmentReply, shipmentsReply } from "./chat-replies";

const [requestReply, trackReply, quoteReply, careersReply, servicesReply, contactReply] =
  keywordReplies.map((rule) => rule.reply) as [
    BotReply,
    BotReply,
    BotReply,
    BotReply,
    BotReply,
    BotReply,
  ];

function replyTo(message: string): BotReply | undefined {
  const plan = planReply(message);
  return plan?.kind === "reply" ? plan.reply : undefined;
}

function text(reply: BotReply): string {
  return reply.parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

function links(reply: BotReply): string[] {
  return reply.parts
    .filter((part): part is Exclude<MessagePart, string> => typeof part !== "string")
    .map((part) => part.href);
}

describe("planReply: keyword rules (spec section 4)", () => {
  it.each([
    ["track", trackReply],
    ["shipment", trackReply],
    ["status", trackReply],
    ["quote", quoteReply],
    ["price", quoteReply],
    ["cost", quoteReply],
    ["job", careersReply],
    ["career", careersReply],
    ["apply", careersReply],
    ["services", servicesReply],
    ["offer", servicesReply],
    ["logistics", servicesReply],
    ["contact", contactReply],
    ["support", contactReply],
    ["help", contactReply],
  ])("'%s' gets its rule's reply", (keyword, reply) => {
    expect(replyTo(`Tell me about ${keyword} please`)).toBe(reply);
  });

  it("has the contract's problem rule, then the spec's five rules in the spec's order", () => {
    expect(keywordReplies.map((rule) => rule.keywords)).toEqual([
      ["complaint", "problem", "damaged", "refund", "claim"],
      ["track", "shipment", "status"],
      ["quote", "price", "cost"],
      ["job", "career", "apply"],
      ["services", "offer", "logistics"],
      ["contact", "support", "help"],
    ]);
  });

  it("sends a problem to the request form, before the tracking page (CONTRACT.md)", () => {
    for (const message of ["my shipment is damaged", "complaint", "I want a refund", "claim"])
      expect(replyTo(message)).toBe(requestReply);
    expect(links(requestReply)).toEqual(["/support/request"]);
  });

  it("hands over to a person with the phone, WhatsApp and hours, before any other rule", () => {
    for (const message of [
      "talk to a human",
      "I want to speak to a person about my shipment",
      "call me",
      "Can an agent call me back?",
      "real person please",
    ])
      expect(replyTo(message)).toBe(handOver.reply);
    expect(links(handOver.reply)).toEqual([`tel:${company.phone.tel}`, company.whatsapp]);
    expect(text(handOver.reply)).toContain("24/7");
    expect(replyTo("my personal details")).toBe(fallbackReply);
  });

  it("uses the first rule that matches, in the spec's order", () => {
    expect(replyTo("track my quote")).toBe(trackReply);
    expect(replyTo("what does a quote cost for a job")).toBe(quoteReply);
    expect(replyTo("apply for logistics jobs")).toBe(careersReply);
    expect(replyTo("which services can support me")).toBe(servicesReply);
    expect(replyTo("help me with the status")).toBe(trackReply);
  });

  it("ignores case", () => {
    expect(replyTo("TRACK")).toBe(trackReply);
    expect(replyTo("Get Quote")).toBe(quoteReply);
    expect(replyTo("CaReEr")).toBe(careersReply);
    expect(replyTo("SERVICES")).toBe(servicesReply);
    expect(replyTo("HeLp")).toBe(contactReply);
  });

  it("matches a keyword at the start of a word: plurals and -ing forms, not the middle of another word", () => {
    expect(replyTo("Tracking")).toBe(trackReply);
    expect(replyTo("any careers?")).toBe(careersReply);
    expect(replyTo("jobs")).toBe(careersReply);
    expect(replyTo("(help)")).toBe(contactReply);
    expect(replyTo("that was unhelpful")).toBe(fallbackReply);
  });

  it("sends each quick action to its rule", () => {
    expect(quickActions).toEqual(["Track Shipment", "Get Quote", "Careers", "Services", "Support"]);
    expect(quickActions.map(replyTo)).toEqual([
      trackReply,
      quoteReply,
      careersReply,
      servicesReply,
      contactReply,
    ]);
  });

  it("answers anything else with thanks and the quick actions", () => {
    const reply = replyTo("Hello there");
    expect(reply).toBe(fallbackReply);
    expect(reply?.quickActions).toBe(true);
    expect(text(fallbackReply)).toMatch(/^Thank you/);
  });

  it("ignores an empty or whitespace-only message", () => {
    expect(planReply("")).toBeNull();
    expect(planReply("   ")).toBeNull();
    expect(planReply(" \n\t ")).toBeNull();
  });
});

describe("replies say what the spec asks", () => {
  it("links the tracking page, the quote page, careers and services within the site", () => {
    expect(links(trackReply)).toEqual(["/track-shipment"]);
    expect(links(quoteReply)).toEqual(["/get-a-quote", `mailto:${company.email.general}`]);
    expect(links(careersReply)).toEqual(["/join-us/career"]);
    expect(links(servicesReply)).toEqual(["/services"]);
  });

  it("lists the services", () => {
    expect(text(servicesReply)).toContain("PTL, FTL, Express Delivery, Warehousing and more");
  });

  it("gives the phone number and the support e-mail from the company facts", () => {
    expect(links(contactReply)).toEqual([
      `tel:${company.phone.tel}`,
      `mailto:${company.email.support}`,
    ]);
    expect(text(contactReply)).toContain(company.phone.display);
    expect(text(contactReply)).toContain(company.email.support);
  });

  it("greets first", () => {
    expect(text(greeting)).toBe("Hi! 👋 How can I assist you today?");
  });
});

describe("LR numbers come before the keywords", () => {
  it("finds an LR number in a sentence", () => {
    expect(planReply("where is LR123456789")).toEqual({ kind: "look-up", lrNo: "LR123456789" });
    expect(planReply("LR123456789")).toEqual({ kind: "look-up", lrNo: "LR123456789" });
    expect(planReply("status of SI20254567?")).toEqual({ kind: "look-up", lrNo: "SI20254567" });
  });

  it("reads a lowercase LR number as uppercase", () => {
    expect(planReply("track lr123456789 please")).toEqual({ kind: "look-up", lrNo: "LR123456789" });
  });

  it("needs 6 to 20 letters and digits", () => {
    expect(findLrNumber("LR123")).toBeNull();
    expect(findLrNumber("A1234")).toBeNull();
    expect(findLrNumber("A12345")).toBe("A12345");
    expect(findLrNumber(`A${"1".repeat(19)}`)).toBe(`A${"1".repeat(19)}`);
    expect(findLrNumber(`A${"1".repeat(20)}`)).toBeNull();
    expect(replyTo("track LR123")).toBe(trackReply);
  });

  it("needs at least one digit, so ordinary words are not LR numbers", () => {
    expect(findLrNumber("where is my shipment")).toBeNull();
    expect(findLrNumber("logistics")).toBeNull();
    expect(replyTo("shipment status")).toBe(trackReply);
  });

  it("ends at punctuation", () => {
    expect(findLrNumber("Is LR123456789, delivered?")).toBe("LR123456789");
    expect(findLrNumber("(si20254567)")).toBe("SI20254567");
  });
});

const inTransit: OrderTracking = {
  lr_no: "LR123456789",
  order_status: "In Transit",
  pod: null,
  expected_delivery_date: null,
  tracking_history: [
    {
      tracking_id: 1,
      tracking_status: "Manifested",
      remarks: "",
      location: "Vasai Hub",
      orderdate: "12th Nov 2025 - 10:30 AM",
      timestamp: "2025-11-12T05:00:00.000Z",
    },
    {
      tracking_id: 3,
      tracking_status: "In Transit",
      remarks: "",
      location: "Jaipur Hub",
      orderdate: "14th Nov 2025 - 4:15 PM",
      timestamp: "2025-11-14T10:45:00.000Z",
    },
    {
      tracking_id: 2,
      tracking_status: "In Transit",
      remarks: "",
      location: "Surat Hub",
      orderdate: "13th Nov 2025 - 9:00 AM",
      timestamp: "2025-11-13T03:30:00.000Z",
    },
  ],
};

describe("shipmentReply", () => {
  it("gives the status, the newest location and time, and a link to the tracking page", () => {
    const reply = shipmentReply("LR123456789", { kind: "found", tracking: inTransit });
    expect(text(reply)).toContain("LR123456789 is In Transit.");
    expect(text(reply)).toContain("Latest update: Jaipur Hub, Fri, 14 Nov 25, 4:15 PM.");
    expect(links(reply)).toEqual(["/track-shipment-v2/LR123456789"]);
  });

  it("reads legacy and unknown statuses as the tracking page does", () => {
    const legacy = shipmentReply("LR1234567", {
      kind: "found",
      tracking: { ...inTransit, order_status: "Panding" },
    });
    // A legacy spelling is named as the spec names it, as on the tracking page.
    expect(text(legacy)).toContain("is Pending.");
    const booked = shipmentReply("LR000000000", {
      kind: "found",
      tracking: {
        ...inTransit,
        lr_no: "LR000000000",
        order_status: "Booked",
        tracking_history: [],
      },
    });
    expect(text(booked)).toContain("LR000000000 is Booked. There are no tracking updates yet.");
  });

  it("uses the tracking page's words for an unknown number", () => {
    const reply = shipmentReply("LR999999999", { kind: "not-found" });
    expect(text(reply)).toMatch(/^We could not find a shipment with LR number LR999999999\./);
    expect(links(reply)).toEqual([]);
  });

  it("asks calmly to try again when the service cannot be reached", () => {
    const reply = shipmentReply("LR123456789", { kind: "failed" });
    expect(text(reply)).toMatch(/try again/i);
    expect(links(reply)).toEqual(["/track-shipment-v2/LR123456789"]);
  });
});

describe("several LR numbers in one message", () => {
  it("looks them all up at once, each once, in the order written", () => {
    expect(
      planReply("track lr123456789, SI20254567 and LR999999999 (and lr123456789 again)"),
    ).toEqual({
      kind: "look-up-many",
      lrNos: ["LR123456789", "SI20254567", "LR999999999"],
      asked: 3,
    });
  });

  it("takes the first 25 of more", () => {
    const many = Array.from({ length: 30 }, (_, i) => `LR${100000000 + i}`).join(" ");
    const plan = planReply(many);
    expect(plan).toMatchObject({ kind: "look-up-many", asked: 30 });
    expect(plan?.kind === "look-up-many" && plan.lrNos).toHaveLength(25);
  });

  it("answers one line each: status and latest place, or not found; each found number links to its page", () => {
    const reply = shipmentsReply(
      { lrNos: ["LR123456789", "LR999999999"], asked: 2 },
      {
        kind: "found",
        results: [
          { lrNo: "LR123456789", tracking: inTransit },
          { lrNo: "LR999999999", tracking: null },
        ],
      },
    );
    const lines = text(reply).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("Here are your 2 shipments:");
    expect(lines[1]).toMatch(/^LR123456789: In Transit, .+\.$/);
    expect(lines[2]).toBe("LR999999999: not found. Please check the number.");
    expect(links(reply)).toEqual(["/track-shipment-v2/LR123456789"]);
  });

  it("says when it looked up only the first 25, and offers a retry when the service failed", () => {
    const reply = shipmentsReply(
      { lrNos: Array.from({ length: 25 }, (_, n) => `LR${100000000 + n}`), asked: 30 },
      { kind: "found", results: [{ lrNo: "LR123456789", tracking: inTransit }] },
    );
    expect(text(reply)).toContain("You sent 30 LR numbers; I looked up the first 25.");
    expect(
      text(shipmentsReply({ lrNos: ["A12345", "B12345"], asked: 2 }, { kind: "failed" })),
    ).toMatch(/could not reach/);
  });
});
