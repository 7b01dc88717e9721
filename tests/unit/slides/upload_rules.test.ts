// The upload dialog's file checks, values and buttons (islands/slides/upload_checks.ts,
// upload_form.ts, certification_toast.tsx), with the real PDF library on the fixture files.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PdfLibrary } from "../../../islands/slides/pdf_library";
import {
  FILE_TOO_BIG, INVALID_FILE_TYPE, MAX_SLIDE_FILE_BYTES, MINUTES_PER_PDF_PAGE, PASSWORD_PROTECTED, PREVIEW_HOURS_TO_MINUTES, UNREADABLE_PDF, base64Of, fileProblem, inspectPdf, pdfDurationMinutes,
} from "../../../islands/slides/upload_checks";
import { NEW_CHOICE, SAVE, SAVE_AND_PUBLISH, DISCARD, UPLOAD_TITLE, addSlideValues, emptyFields, saveButtons } from "../../../islands/slides/upload_form";
import { ADD_SLIDE_ROUTE, CATEGORY_SEARCH_ROUTE, CERTIFICATION_SEARCH_ROUTE, CERTIFICATION_URL_KEY, PREPARE_PREVIEW_ROUTE, TAG_SEARCH_ROUTE } from "../../../islands/slides/upload_api";
import { ALREADY_INSTALLING, INSTALLING, INSTALL_CONFIRM, INSTALL_FAILED, INSTALL_METHOD, MODULE_MODEL } from "../../../islands/slides/ModuleInstall";
import { CERTIFICATION_CREATED, CERTIFICATION_TOAST, EDIT_CERTIFICATION, safeCertificationUrl } from "../../../islands/slides/certification_toast";

const realPdfLibrary = async () => (await import("pdfjs-dist/legacy/build/pdf.mjs")) as unknown as PdfLibrary;
const fixture = (name: string) => new Uint8Array(readFileSync(`fixtures/static/slides/${name}`));

describe("upload texts, routes and limits", () => {
  it("are the spec's", () => {
    expect([INVALID_FILE_TYPE, FILE_TOO_BIG, PASSWORD_PROTECTED]).toEqual([
      "Invalid file type. Please select pdf or image file", "File is too big. File size cannot exceed 25MB", "You can not upload password protected file.",
    ]);
    expect([MAX_SLIDE_FILE_BYTES, MINUTES_PER_PDF_PAGE, PREVIEW_HOURS_TO_MINUTES]).toEqual([25 * 1024 * 1024, 5, 60]);
    expect([SAVE_AND_PUBLISH, SAVE, DISCARD, UPLOAD_TITLE]).toEqual(["Save & Publish", "Save", "Discard", "Upload a document"]);
    expect([ADD_SLIDE_ROUTE, PREPARE_PREVIEW_ROUTE, CATEGORY_SEARCH_ROUTE, TAG_SEARCH_ROUTE, CERTIFICATION_SEARCH_ROUTE]).toEqual([
      "/slides/add_slide", "/slides/prepare_preview/", "/slides/category/search_read", "/slides/tag/search_read", "/slides_survey/certification/search_read",
    ]);
    expect([INSTALL_CONFIRM, INSTALLING, INSTALL_FAILED, ALREADY_INSTALLING, MODULE_MODEL, INSTALL_METHOD]).toEqual([
      'Do you want to install the "%s" app?', 'Installing "%s".', 'Failed to install "%s".', 'Already installing "%s".', "ir.module.module", "button_immediate_install",
    ]);
    expect([CERTIFICATION_TOAST, EDIT_CERTIFICATION, CERTIFICATION_CREATED, CERTIFICATION_URL_KEY]).toEqual([
      "Follow this link to add questions to your certification", "Edit certification", "Certification created", "survey_certification_url",
    ]);
  });
});

describe("file checks", () => {
  it("take pdf and images up to 25 MB, checking the type first", () => {
    expect(fileProblem({ type: "application/pdf", name: "a.pdf", size: MAX_SLIDE_FILE_BYTES })).toBeNull();
    expect(fileProblem({ type: "image/png", name: "a.png", size: 10 })).toBeNull();
    expect(fileProblem({ type: "", name: "scan.PDF", size: 10 })).toBeNull();
    expect(fileProblem({ type: "application/pdf", name: "a.pdf", size: MAX_SLIDE_FILE_BYTES + 1 })).toBe(FILE_TOO_BIG);
    expect(fileProblem({ type: "text/plain", name: "a.txt", size: MAX_SLIDE_FILE_BYTES + 1 })).toBe(INVALID_FILE_TYPE);
  });

  it("open the pdf: its pages give the duration; a password-protected or broken one is refused", async () => {
    const three = await inspectPdf(fixture("upload_three_pages.pdf"), realPdfLibrary);
    expect(three).toMatchObject({ pages: 3 });
    expect(pdfDurationMinutes(3)).toBe(15);
    expect(await inspectPdf(fixture("upload_password.pdf"), realPdfLibrary)).toEqual({ error: PASSWORD_PROTECTED });
    expect(await inspectPdf(new TextEncoder().encode("not a pdf"), realPdfLibrary)).toEqual({ error: UNREADABLE_PDF });
  });

  it("encode bytes as base64, long files included", () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 251);
    expect(base64Of(bytes)).toBe(Buffer.from(bytes).toString("base64"));
  });
});

describe("upload form", () => {
  it("offers 'Save & Publish' and 'Save' to a publisher, only 'Save' to an uploader", () => {
    expect(saveButtons(true)).toEqual([{ label: SAVE_AND_PUBLISH, publish: true }, { label: SAVE, publish: false }]);
    expect(saveButtons(false)).toEqual([{ label: SAVE, publish: false }]);
  });

  it("sends new sections, tags and certifications as new records, existing ones by id", () => {
    const fields = { ...emptyFields(), name: " Exam ", category: NEW_CHOICE, categoryName: " Later ", tags: ["2"], newTags: "a, ,b", certification: NEW_CHOICE, certificationName: "Pro" };
    expect(addSlideValues(1, "certification", fields, null, true)).toEqual({
      channel_id: 1, slide_type: "certification", name: "Exam", description: "", duration: 0, category_id: [0, { name: "Later" }],
      tag_ids: [2, [0, { name: "a" }], [0, { name: "b" }]], is_published: true, survey: { id: false, title: "Pro" },
    });
    const file = { datas: "QUJD", mimeType: "application/pdf", thumbnail: "data:image/png;base64,UE5H" };
    expect(addSlideValues(1, "presentation", { ...fields, category: "5", certification: "1" }, file, false)).toMatchObject({
      category_id: 5, datas: "QUJD", mime_type: "application/pdf", image_1920: "UE5H", is_published: false,
    });
    expect(addSlideValues(1, "video", { ...emptyFields(), url: " https://youtu.be/abcdefg " }, null, false)).toMatchObject({ url: "https://youtu.be/abcdefg", category_id: false });
  });

  it("links the certification toast to same-site paths only", () => {
    expect(safeCertificationUrl("/survey/edit/3")).toBe("/survey/edit/3");
    expect(safeCertificationUrl("//evil.example/x")).toBeNull();
    expect(safeCertificationUrl("/\\evil.example")).toBeNull();
    expect(safeCertificationUrl("javascript:alert(1)")).toBeNull();
    expect(safeCertificationUrl(null)).toBeNull();
  });
});
