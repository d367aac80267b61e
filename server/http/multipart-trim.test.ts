/**
 * A page form's multipart body, read through with each
 * file cut just past its limit and every text field kept as typed.
 */
import { describe, expect, it } from "vitest";
import { multipartBoundary, TooLargeBody, trimMultipart } from "./multipart-trim";

const MB = 1024 * 1024;
const limits = { fileMax: 5 * MB, textMax: 64 * 1024, totalMax: 64 * MB };

async function encode(form: FormData) {
  const response = new Response(form);
  const type = response.headers.get("Content-Type")!;
  return { type, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The bytes as a stream of chunks of `size` bytes: delimiters fall across chunks. */
function streamOf(bytes: Uint8Array, size: number) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

function applicationForm(fileBytes: number) {
  const form = new FormData();
  form.set("basicInformation.name", "आशा पाटील");
  form.set("basicInformation.email", "asha@example.org");
  form.set("resume_file", new Blob([new Uint8Array(fileBytes).fill(0x41)]), "cv.pdf");
  form.set("jobRelatedInformation.cover_letter", "Line one\r\n--not a boundary\r\nLine three");
  return form;
}

describe("trimMultipart", () => {
  it.each([4093, 64 * 1024, 1_000_003])(
    "keeps every field and cuts a 7 MB file just past 5 MB (chunks of %i bytes)",
    async (chunk) => {
      const { type, bytes } = await encode(applicationForm(7 * MB));
      const trimmed = await trimMultipart(streamOf(bytes, chunk), multipartBoundary(type)!, limits);
      const form = await new Response(trimmed as BodyInit, {
        headers: { "Content-Type": type },
      }).formData();
      expect(form.get("basicInformation.name")).toBe("आशा पाटील");
      expect(form.get("basicInformation.email")).toBe("asha@example.org");
      expect(form.get("jobRelatedInformation.cover_letter")).toBe(
        "Line one\r\n--not a boundary\r\nLine three",
      );
      const file = form.get("resume_file") as File;
      expect(file.name).toBe("cv.pdf");
      expect(file.size).toBe(5 * MB + 1);
    },
  );

  it("passes a body within the limits on unchanged", async () => {
    const { type, bytes } = await encode(applicationForm(1000));
    const trimmed = await trimMultipart(streamOf(bytes, 100), multipartBoundary(type)!, limits);
    expect(Buffer.from(trimmed).equals(Buffer.from(bytes))).toBe(true);
  });

  it("refuses more than totalMax read, too much text, and many files adding up", async () => {
    const big = await encode(applicationForm(7 * MB));
    await expect(
      trimMultipart(streamOf(big.bytes, 64 * 1024), multipartBoundary(big.type)!, {
        ...limits,
        totalMax: 6 * MB,
      }),
    ).rejects.toBeInstanceOf(TooLargeBody);
    const text = new FormData();
    text.set("message", "x".repeat(70 * 1024));
    const t = await encode(text);
    await expect(
      trimMultipart(streamOf(t.bytes, 4096), multipartBoundary(t.type)!, limits),
    ).rejects.toBeInstanceOf(TooLargeBody);
    const many = new FormData();
    for (let i = 0; i < 5; i++) many.append("f", new Blob([new Uint8Array(3 * MB)]), `f${i}.pdf`);
    const m = await encode(many);
    // What is kept is bounded whatever the number of files: 15 MB of files is refused, not held.
    await expect(
      trimMultipart(streamOf(m.bytes, 64 * 1024), multipartBoundary(m.type)!, limits),
    ).rejects.toBeInstanceOf(TooLargeBody);
  });
});
