// The reference server's routes of the slide upload dialog (server/routes/slides_upload.ts,
// server/slides/upload.ts): who may upload and publish, what is checked, what is created.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BAD_TYPE, CERTIFICATION_REQUIRED, NAME_REQUIRED, PUBLISH_REFUSED, SECTION_EXISTS, TOO_BIG } from "../../../server/slides/upload";
import { PREVIEW_REFUSED } from "../../../server/slides/previews";
import { startTestServer, type TestServer } from "../server_fetch";

async function call(server: TestServer, route: string, params: Record<string, unknown>) {
  const response = await server.fetch(route, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: any };
}
const add = (server: TestServer, values: Record<string, unknown>) => call(server, "/slides/add_slide", { channel_id: 1, slide_type: "quiz", name: "Q", ...values });
const pdf = readFileSync("fixtures/static/slides/upload_three_pages.pdf");

describe("add_slide", () => {
  it("is for course editors; only administrators publish", async () => {
    const server = startTestServer();
    await server.login("portal");
    expect((await add(server, {})).error.data.name).toBe("odoo.exceptions.AccessError");
    expect((await call(server, "/slides/tag/search_read", {})).error.data.name).toBe("odoo.exceptions.AccessError");
    await server.login("demo");
    expect((await add(server, { is_published: true })).result).toEqual({ error: PUBLISH_REFUSED });
    const saved = (await add(server, { name: " Soil quiz " })).result;
    expect(saved.url).toMatch(/^\/slides\/slide\/soil-quiz-\d+$/);
    expect(server.store.get("slide.slide", saved.slide_id)).toMatchObject({ name: "Soil quiz", is_published: false, slide_type: "quiz" });
  });

  it("checks the title, the file and the section before creating anything", async () => {
    const server = startTestServer();
    await server.login("admin");
    const before = server.store.all("slide.slide").length;
    expect((await add(server, { name: "  " })).result).toEqual({ error: NAME_REQUIRED });
    expect((await add(server, { slide_type: "presentation", datas: "aGk=", mime_type: "text/plain" })).result).toEqual({ error: BAD_TYPE });
    expect((await add(server, { slide_type: "presentation", datas: "A".repeat(35_000_000), mime_type: "application/pdf" })).result).toEqual({ error: TOO_BIG });
    expect((await add(server, { category_id: [0, { name: "going FURTHER" }] })).result).toEqual({ error: SECTION_EXISTS.replace("%s", "going FURTHER") });
    expect((await add(server, { slide_type: "certification" })).result).toEqual({ error: CERTIFICATION_REQUIRED });
    expect(server.store.all("slide.slide").length).toBe(before);
  });

  it("stores a pdf at the end of its section with its tags, and serves it", async () => {
    const server = startTestServer();
    await server.login("admin");
    const { result } = await add(server, {
      slide_type: "presentation", name: "Seasons", datas: pdf.toString("base64"), mime_type: "application/pdf", duration: 15, category_id: 1, tag_ids: [1, [0, { name: "Calendar" }]], is_published: true,
    });
    const slide = server.store.get("slide.slide", result.slide_id)!;
    expect(slide).toMatchObject({ slide_type: "document", category_id: 1, duration: 15, is_published: true, document_url: `/slides/slide/${slide.id}/content` });
    expect(server.store.all("slide.tag").find((t) => t.name === "Calendar")).toBeTruthy();
    expect(slide.tag_ids).toHaveLength(2);
    const section = server.store.all("slide.slide").filter((s) => s.channel_id === 1 && !s.archived).sort((a, b) => a.sequence - b.sequence);
    expect(section.map((s) => s.id).slice(0, 5)).toEqual([1, 2, 3, 4, slide.id]);
    const served = await server.fetch(`/slides/slide/${slide.id}/content`);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("creates a new section and a new certification, and says where the certification's questions are edited", async () => {
    const server = startTestServer();
    await server.login("admin");
    const { result } = await add(server, { slide_type: "certification", name: "Exam", category_id: [0, { name: "Finals" }], survey: { id: false, title: "Pruning expert" } });
    const survey = server.store.all("survey.survey").find((s) => s.title === "Pruning expert")!;
    expect(result.certification_url).toBe(`/survey/edit/${survey.id}`);
    const slide = server.store.get("slide.slide", result.slide_id)!;
    expect(server.store.get("slide.slide", slide.category_id)).toMatchObject({ name: "Finals", is_category: true });
    expect(slide.survey_id).toBe(survey.id);
    const existing = (await add(server, { slide_type: "certification", name: "Again", survey: { id: 1, title: "" } })).result;
    expect(existing.certification_url).toBeUndefined();
    expect((await call(server, "/slides_survey/certification/search_read", { fields: ["title"] })).result.read_results.map((s: any) => s.title)).toEqual(["Gardener certification", "Pruning expert"]);
  });
});

describe("search and preview", () => {
  it("lists a course's sections, the tags, and previews known addresses only", async () => {
    const server = startTestServer();
    await server.login("admin");
    expect((await call(server, "/slides/category/search_read", { fields: ["name"], domain: [["channel_id", "=", 1]] })).result.read_results).toEqual([
      { id: 1, name: "Getting started" }, { id: 5, name: "Going further" }, { id: 9, name: "Coming soon" },
    ]);
    expect((await call(server, "/slides/tag/search_read", { fields: ["name"], domain: [] })).result.read_results).toEqual([{ id: 1, name: "Soil" }, { id: 2, name: "Tools" }]);
    expect((await call(server, "/slides/prepare_preview/", { url: "https://gardening.example/compost", channel_id: 1 })).result).toMatchObject({ title: "Making compost", completion_time: 0.1 });
    expect((await call(server, "/slides/prepare_preview/", { url: "https://elsewhere.example/", channel_id: 1 })).result).toEqual({ error: PREVIEW_REFUSED });
  });
});

describe("lesson management", () => {
  it("archives and toggles the preview of lessons for editors only; adds a section by form with its csrf token", async () => {
    const server = startTestServer();
    await server.login("portal");
    expect((await call(server, "/slides/slide/archive", { slide_id: 3 })).error.data.name).toBe("odoo.exceptions.AccessError");
    expect((await call(server, "/slides/slide/toggle_is_preview", { slide_id: 3 })).error.data.name).toBe("odoo.exceptions.AccessError");
    await server.login("admin");
    expect((await call(server, "/slides/slide/toggle_is_preview", { slide_id: 3 })).result).toBe(true);
    expect((await call(server, "/slides/slide/toggle_is_preview", { slide_id: 3 })).result).toBe(false);
    expect((await call(server, "/slides/slide/archive", { slide_id: 3 })).result).toBe(true);
    expect(server.store.get("slide.slide", 3)!.archived).toBe(true);
    expect((await call(server, "/slides/slide/archive", { slide_id: 3 })).error.data.name).toBe("odoo.exceptions.MissingError");
    const post = (form: Record<string, string>) => server.fetch("/slides/category/add", { method: "POST", body: new URLSearchParams(form) });
    expect((await post({ channel_id: "1", name: "Harvest", csrf_token: "wrong" })).status).toBe(400);
    const added = await post({ channel_id: "1", name: " Harvest ", csrf_token: (window as any).odoo.csrf_token });
    expect([added.status, added.headers.get("location")]).toEqual([303, "/slides/1"]);
    expect(server.store.all("slide.slide").find((s) => s.name === "Harvest")).toMatchObject({ channel_id: 1, is_category: true });
  });
});
