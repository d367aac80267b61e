import { describe, expect, it } from "vitest";
import { texts as chatTexts, type BotReply, type MessagePart } from "@core/content/chat";
import { company } from "@core/content/company";
import hiChat from "@core/content/hi/chat";
import hiStatuses from "@core/content/hi/shipment-statuses";
import mrChat from "@core/content/mr/chat";
import mrStatuses from "@core/content/mr/shipment-statuses";
import type { OrderTracking } from "@core/schemas/tracking";
import { planReply, shipmentReply, shipmentsReply, type ReplyTexts } from "./chat-replies";

const hi: ReplyTexts = { chat: hiChat, statuses: hiStatuses, translated: true };
const mr: ReplyTexts = { chat: mrChat, statuses: mrStatuses, translated: true };

/** A translation's rule by the page it links to. */
function rule(texts: ReplyTexts, href: string): BotReply {
  const found = texts.chat.keywordReplies.find(({ reply }) =>
    reply.parts.some((p) => typeof p !== "string" && p.href === href),
  );
  if (!found) throw new Error(`no rule links ${href}`);
  return found.reply;
}
const contactRule = (texts: ReplyTexts) =>
  texts.chat.keywordReplies[texts.chat.keywordReplies.length - 1]!.reply;

function replyTo(message: string, texts?: ReplyTexts) {
  const plan = planReply(message, texts);
  return plan?.kind === "reply" ? plan.reply : undefined;
}

const text = (reply: BotReply) =>
  reply.parts.map((part: MessagePart) => (typeof part === "string" ? part : part.text)).join("");
const links = (reply: BotReply) =>
  reply.parts.flatMap((part: MessagePart) => (typeof part === "string" ? [] : [part.href]));

describe("the assistant in Hindi and Marathi", () => {
  it.each([
    ["मेरा पार्सल ट्रैक करना है", "/track-shipment"],
    ["शिपमेंट कहाँ है?", "/track-shipment"],
    ["ट्रैकिंग", "/track-shipment"],
    ["कोटेशन चाहिए", "/get-a-quote"],
    ["कितना कोट होगा", "/get-a-quote"],
    ["क्या नौकरी मिलेगी?", "/join-us/career"],
    ["मुझे पिकअप बुक करना है", "/pickup-request"],
    ["आपकी सेवाएँ", "/services"],
    ["track my shipment", "/track-shipment"],
    ["price please", "/get-a-quote"],
  ])("Hindi: '%s' links %s", (message, href) => {
    expect(replyTo(message, hi)).toBe(rule(hi, href));
  });

  it.each([
    ["माझे शिपमेंट ट्रॅक करायचे आहे", "/track-shipment"],
    ["ट्रॅकिंग", "/track-shipment"],
    ["कोटेशन हवे आहे", "/get-a-quote"],
    ["नोकरी आहे का?", "/join-us/career"],
    ["पिकअप कधी होईल", "/pickup-request"],
    ["career", "/join-us/career"],
  ])("Marathi: '%s' links %s", (message, href) => {
    expect(replyTo(message, mr)).toBe(rule(mr, href));
  });

  it("understands मदद, मदत and संपर्क as a request for help, in either language's page", () => {
    for (const texts of [hi, mr]) {
      expect(replyTo("मदद चाहिए", texts)).toBe(contactRule(texts));
      expect(replyTo("मदत हवी", texts)).toBe(contactRule(texts));
      expect(replyTo("संपर्क", texts)).toBe(contactRule(texts));
      expect(replyTo("help", texts)).toBe(contactRule(texts));
    }
  });

  it("reads a nukta typed as two characters as the same letter", () => {
    expect(replyTo("फ़ोन नंबर", hi)).toBe(contactRule(hi));
    expect(replyTo("फ़ोन नंबर", hi)).toBe(contactRule(hi));
  });

  it("matches a keyword at the start of a Devanagari word only", () => {
    // 'कोट' inside 'परकोटा' is no quote.
    expect(replyTo("परकोटा", hi)).toBe(hiChat.fallbackReply);
  });

  it("sends each quick action to a rule, as in English", () => {
    for (const texts of [hi, mr]) {
      const rules = texts.chat.quickActions.map((label) => replyTo(label, texts));
      expect(rules.map((reply) => reply && links(reply)[0])).toEqual([
        "/track-shipment",
        "/get-a-quote",
        "/join-us/career",
        "/services",
        `tel:+919876543210`,
      ]);
    }
  });

  it("greets and answers anything else in the language", () => {
    expect(text(mrChat.greeting)).toMatch(/^नमस्कार!/);
    expect(replyTo("नमस्ते", hi)).toBe(hiChat.fallbackReply);
    expect(replyTo("hello", mr)).toBe(mrChat.fallbackReply);
  });

  it("sends a problem to the request form in Hindi and Marathi, in their words and in English", () => {
    expect(replyTo("मेरा पार्सल टूटा हुआ आया, शिकायत करनी है", hi)).toBe(
      rule(hi, "/support/request"),
    );
    expect(replyTo("माझे शिपमेंट खराब आले, तक्रार", mr)).toBe(rule(mr, "/support/request"));
    expect(replyTo("refund", hi)).toBe(rule(hi, "/support/request"));
  });

  it.each([
    ["hi", "मेरा पार्सल गुम हो गया"],
    ["hi", "पार्सल खो गया"],
    ["hi", "सामान को नुकसान हुआ"],
    ["hi", "डैमेज पार्सल"],
    ["mr", "माझे पार्सल हरवले"],
    ["mr", "हरवलेले शिपमेंट"],
    ["mr", "मालाचे नुकसान झाले"],
    ["hi", "my parcel is lost"],
    ["mr", "my parcel is lost"],
  ] as const)("sends a lost or damaged parcel to the request form (%s: '%s')", (lang, message) => {
    // "पार्सल" alone asks for tracking; a loss is a problem to report, not a search.
    const texts = lang === "hi" ? hi : mr;
    expect(replyTo(message, texts)).toBe(rule(texts, "/support/request"));
  });

  it.each([
    ["इंसान से बात करनी है", hi],
    ["किसी व्यक्ति से बात करवाइए", hi],
    ["मुझे कॉल करो", hi],
    ["talk to a human", hi],
    ["माणसाशी बोलायचे आहे", mr],
    ["मला कॉल करा", mr],
    ["call me", mr],
  ])("hands '%s' over to a person, in the page's language", (message, texts) => {
    const reply = replyTo(message, texts)!;
    expect(reply).toBe(texts.chat.handOver.reply);
    expect(links(reply)).toEqual([`tel:${company.phone.tel}`, company.whatsapp]);
    expect(text(reply)).toContain("24/7");
    expect(text(reply)).toMatch(/[\u0900-\u097F]/);
  });

  it("keeps the English rules and words for English pages", () => {
    expect(replyTo("ट्रैक")).toBe(chatTexts.en.fallbackReply);
    expect(replyTo("track")).toBe(chatTexts.en.keywordReplies[1]!.reply);
  });
});

const inTransit: OrderTracking = {
  lr_no: "LR123456789",
  order_status: "In Transit",
  pod: null,
  expected_delivery_date: null,
  tracking_history: [
    {
      tracking_id: 3,
      tracking_status: "In Transit",
      remarks: "",
      location: "Jaipur Hub",
      orderdate: "14th Nov 2025 - 4:15 PM",
      timestamp: "2025-11-14T10:45:00.000Z",
    },
  ],
};

describe("answers about shipments in Hindi and Marathi", () => {
  it("names the status, summarises it and dates the latest update in Latin digits", () => {
    const reply = shipmentReply("LR123456789", { kind: "found", tracking: inTransit }, hi);
    expect(text(reply)).toBe(
      "LR123456789 का स्टेटस: रास्ते में। आपका शिपमेंट रास्ते में है। ताज़ा अपडेट: Jaipur Hub, शुक्र, 14 नव॰ 25, 4:15 PM। LR123456789 का पूरा सफ़र देखें।",
    );
    expect(links(reply)).toEqual(["/track-shipment-v2/LR123456789"]);
    const marathi = text(shipmentReply("LR123456789", { kind: "found", tracking: inTransit }, mr));
    expect(marathi).toContain("LR123456789 चे स्टेटस: मार्गावर.");
    expect(marathi).toContain("शुक्र, 14 नोव्हें 25");
  });

  it("names legacy and other statuses in the language", () => {
    const panding = shipmentReply(
      "LR1234567",
      { kind: "found", tracking: { ...inTransit, order_status: "Panding" } },
      hi,
    );
    expect(text(panding)).toContain("स्टेटस: पेंडिंग।");
    const booked = shipmentReply(
      "LR000000000",
      {
        kind: "found",
        tracking: {
          ...inTransit,
          lr_no: "LR000000000",
          order_status: "Booked",
          tracking_history: [],
        },
      },
      mr,
    );
    expect(text(booked)).toBe(
      "LR000000000 चे स्टेटस: बुकिंग झाली. अजून ट्रॅकिंगची कोणतीही माहिती आलेली नाही. LR000000000 चा पूर्ण प्रवास पाहा.",
    );
  });

  it("lists several shipments in the language", () => {
    const reply = shipmentsReply(
      { lrNos: ["LR123456789", "LR999999999"], asked: 2 },
      {
        kind: "found",
        results: [
          { lrNo: "LR123456789", tracking: inTransit },
          { lrNo: "LR999999999", tracking: null },
        ],
      },
      mr,
    );
    expect(text(reply).split("\n")).toEqual([
      "तुमची 2 शिपमेंट्स:",
      "LR123456789: मार्गावर, Jaipur Hub, शुक्र, 14 नोव्हें 25, 4:15 PM.",
      "LR999999999: सापडले नाही. कृपया नंबर तपासा.",
    ]);
  });

  it("says a number is unknown with the tracking page's checks", () => {
    expect(text(shipmentReply("LR999999999", { kind: "not-found" }, hi))).toMatch(
      /^LR नंबर LR999999999 वाला कोई शिपमेंट नहीं मिला। नंबर को/,
    );
  });
});
