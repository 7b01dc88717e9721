// The page an embed code shows (server/routes/slides_pages.ts /slides/embed/{id}, islands/slides/embed_viewer.tsx):
// the document opened at the code's start page, page 1 when it is not one of the document's.
import { afterEach, describe, expect, it, vi } from "vitest";
import embedViewer from "../../../islands/slides/embed_viewer";
import { EMBED_FORBIDDEN } from "../../../server/routes/slides_pages";
import { $, loadPage, settle, text } from "../portal/portal_harness";
import { startSlides } from "./harness";
import { drawings, opened, resetFakePdf } from "./fake_pdf";

vi.mock("../../../islands/slides/pdf_library", async () => ({ loadPdfLibrary: async () => (await import("./fake_pdf")).fakePdfLibrary }));

let portal: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => {
  portal?.stop();
  resetFakePdf();
});

describe("embed page", () => {
  it("opens the document at the code's page, or at page 1 when the page is not in the document", async () => {
    for (const [asked, shown] of [["2", 2], ["3", 3], ["7", 1], ["0", 1], ["x", 1]] as const) {
      portal = await startSlides("admin");
      await loadPage(portal.server, `/slides/embed/3?page=${asked}`);
      await portal.mount(embedViewer);
      await vi.waitFor(() => expect(text(".o_wslides_fs_pdf_page_number")).toBe(`Page ${shown} of 3`));
      expect(opened).toEqual(["/slides/media/lesson_document.pdf"]);
      expect(drawings.map((d) => d.page)).toEqual([shown]);
      portal.stop();
      resetFakePdf();
    }
  });

  it("tells visitors without access to the lesson, and knows no embed of a lesson without a document", async () => {
    portal = await startSlides(null);
    await loadPage(portal.server, "/slides/embed/3?page=1");
    expect(text(".o_wslides_embed .alert")).toBe(EMBED_FORBIDDEN);
    expect($(".o_wslides_embed_viewer")).toBeNull();
    expect((await portal.server.fetch("/slides/embed/8")).status).toBe(404);
    expect((await portal.server.fetch("/slides/embed/1")).status).toBe(404);
    portal.server.store.write("slide.slide", 3, { is_published: false, is_preview: true });
    expect((await portal.server.fetch("/slides/embed/3")).status).toBe(404);
    await settle();
  });
});
