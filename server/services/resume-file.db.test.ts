import { describe, expect, it } from "vitest";
import { resumeMessages } from "@core/schemas/job-application";
import { resumePdf } from "../../tests/support/test-applications";
import {
  buildDoc,
  docWithMacros,
  lyingZipBomb,
  macroDocx,
  plainDocx,
  renamedWorkbook,
  zipBomb,
  zipOfManyEntries,
  zipWithWordName,
} from "../../tests/support/test-resumes";
import { checkResume } from "./resume-file";

describe("résumé content checks", () => {
  it.each([
    ["a PDF", resumePdf(), "pdf"],
    ["a DOC", buildDoc(), "doc"],
    ["a DOCX", plainDocx(), "docx"],
  ])("accepts %s", (_, bytes, extension) => {
    const checked = checkResume(bytes);
    expect(checked.ok && checked.kind.extension).toBe(extension);
  });

  it.each([
    ["a macro-enabled document renamed .docx", macroDocx, resumeMessages.macros],
    ["a workbook renamed .docx, with a word/ entry", renamedWorkbook, resumeMessages.wrongType],
    ["a ZIP with a word/ name and no content types", zipWithWordName, resumeMessages.wrongType],
    ["a zip bomb (80 MB inflated)", zipBomb, resumeMessages.unreadable],
    ["a zip bomb that lies about its sizes", lyingZipBomb, resumeMessages.unreadable],
    ["a ZIP of 2,000 entries", zipOfManyEntries, resumeMessages.unreadable],
    ["a DOC with a VBA project in its Macros storage", docWithMacros, resumeMessages.macros],
    [
      "an OLE file that is not a Word document",
      () => buildDoc({}).fill(0, 512),
      resumeMessages.wrongType,
    ],
  ])("refuses %s", (_, make, message) => {
    expect(checkResume(make())).toEqual({ ok: false, message });
  });

  it("keeps a small bound: the bomb is refused without inflating it", () => {
    const bomb = zipBomb();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    checkResume(bomb);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
  });
});
