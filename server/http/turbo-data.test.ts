import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { describe, expect, it } from "vitest";
import { dataPrefix, dataRest, scriptStringBody } from "./turbo-data";

async function decode(line: string): Promise<unknown> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(line));
      controller.close();
    },
  });
  return (await decodeTurboStream(stream, globalThis as unknown as Window)).value;
}

describe("the loader data line the host writes", () => {
  it("is read back by React Router's decoder as the data written", async () => {
    const root = { lang: "hi", texts: { a: { title: "शिपमेंट", list: ["x", "x", "y"] } } };
    const shared = { same: "twice" };
    const route = {
      kind: "found",
      lrNo: "LR123456789",
      empty: [],
      nested: { a: shared, b: shared, n: 0, neg: -1.5, yes: true, no: false },
      nothing: null,
      missing: undefined,
      at: new Date("2026-11-27T10:00:00.000Z"),
      text: 'quotes " and </script> & \u2028',
    };
    const prefix = dataPrefix(root, "hi/routes/track/track-shipment-v2");
    const line = prefix.text + dataRest(prefix, route);
    expect(await decode(line)).toEqual({
      loaderData: { root, "hi/routes/track/track-shipment-v2": route },
      actionData: null,
      errors: null,
    });
  });

  it("refuses what is not plain data", () => {
    const prefix = dataPrefix({}, "routes/x");
    expect(() => dataRest(prefix, { when: new Map() })).toThrow(TypeError);
    expect(() => dataRest(prefix, { f: () => 1 })).toThrow(TypeError);
  });

  it("escapes for a script as JSON and React Router's escapeHtml do, piece by piece", () => {
    const text = 'a"b\\c</script><!-- & \u2028\u2029\n';
    expect(`"${scriptStringBody(text)}"`).toBe(
      JSON.stringify(text).replace(
        /[&><\u2028\u2029]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
      ),
    );
    expect(scriptStringBody(text.slice(0, 7)) + scriptStringBody(text.slice(7))).toBe(
      scriptStringBody(text),
    );
    expect(JSON.parse(`"${scriptStringBody(text)}"`)).toBe(text);
  });
});
