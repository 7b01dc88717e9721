// The upload dialog and the certification toast on the course and lesson pages the reference
// server renders (islands/slides/slide_upload.tsx, UploadDialog.tsx, certification_toast.tsx).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import certificationToast from "../../../islands/slides/certification_toast";
import slideUpload from "../../../islands/slides/slide_upload";
import { CERTIFICATION_URL_KEY } from "../../../islands/slides/upload_api";
import { ALREADY_INSTALLING, INSTALLING, INSTALL_CONFIRM, INSTALL_FAILED, parseModules } from "../../../islands/slides/ModuleInstall";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, notifications, settle, text } from "../portal/portal_harness";
import { addFault } from "../../../server/faults";
import { startSlides } from "./harness";
import { installJsonXhr } from "./json_xhr";

let portal: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => {
  portal?.stop();
  window.sessionStorage.clear();
});

const button = (label: string) => $$<HTMLButtonElement>(".o_wslides_upload_dialog button").find((b) => b.textContent?.trim() === label)!;
const footer = () => $$(".o_wslides_upload_dialog .modal-footer button").map((b) => b.textContent?.trim());
async function type(selector: string, value: string) {
  const input = $<HTMLInputElement | HTMLSelectElement>(selector)!;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

async function openDialog(login: string) {
  portal = await startSlides(login);
  await loadPage(portal.server, "/slides/1");
  await portal.mount(slideUpload, $(".o_wslides_js_slide_upload")!);
  await click($(".o_wslides_js_slide_upload")!);
  await settle();
}

describe("upload dialog", () => {
  it("goes from the type choice to the form; a publisher saves and publishes, and goes to the new lesson", async () => {
    await openDialog("admin");
    const sent = installJsonXhr(portal.server);
    expect($(".o_wslides_upload_dialog .modal-title")?.textContent).toBe("Upload a document");
    expect(footer()).toEqual(["Discard"]);
    await click(button("Quiz"));
    await settle();
    expect(footer()).toEqual(["Save & Publish", "Save", "Back", "Discard"]);
    expect($$("#o_wslides_upload_section option").map((o) => o.textContent)).toEqual(["No section", "Getting started", "Going further", "Coming soon", "Create a new section…"]);
    await type("#o_wslides_upload_name", "Check your soil");
    await type("#o_wslides_upload_section", "5");
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await click(button("Save & Publish"));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent[0]!.body.params).toMatchObject({ channel_id: 1, slide_type: "quiz", name: "Check your soil", category_id: 5, is_published: true });
    expect(assign.mock.calls[0]![0]).toMatch(/^\/slides\/slide\/check-your-soil-\d+$/);
  });

  it("offers only 'Save' to an uploader who cannot publish, and keeps the form on the server's error", async () => {
    await openDialog("demo");
    installJsonXhr(portal.server);
    await click(button("Certification"));
    await settle();
    expect(footer()).toEqual(["Save", "Back", "Discard"]);
    await vi.waitFor(() => expect($$("#o_wslides_upload_certification option").map((o) => o.textContent)).toContain("Gardener certification"));
    await type("#o_wslides_upload_name", "Exam");
    await type("#o_wslides_upload_certification", "1");
    await type("#o_wslides_upload_section", "__new__");
    await type("#o_wslides_upload_section_name", "Going further");
    await click(button("Save"));
    await vi.waitFor(() => expect($(".o_wslides_upload_alert")?.textContent).toBe('A section named "Going further" already exists in this course.'));
    expect($<HTMLInputElement>("#o_wslides_upload_name")!.value).toBe("Exam");
    expect($(".o_wslides_upload_form")!.hidden).toBe(false);
  });

  it("refuses a text file before any upload, with the spec's message", async () => {
    await openDialog("admin");
    const sent = installJsonXhr(portal.server);
    await click(button("Presentation"));
    const input = $<HTMLInputElement>("#o_wslides_upload_file")!;
    Object.defineProperty(input, "files", { value: [new File(["hello"], "notes.txt", { type: "text/plain" })], configurable: true });
    await act(async () => void input.dispatchEvent(new Event("change", { bubbles: true })));
    await settle();
    expect($(".o_wslides_upload_alert")?.textContent).toBe("Invalid file type. Please select pdf or image file");
    expect(sent).toEqual([]);
  });
});

describe("dropping a file", () => {
  const drop = async (file: File) => {
    const event = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "dataTransfer", { value: { files: [file] } });
    await act(async () => void $(".o_wslides_upload_dropzone")!.dispatchEvent(event));
    await settle();
    return event;
  };

  it("takes a dropped image like a picked one: checked, previewed, titled", async () => {
    await openDialog("admin");
    await click(button("Presentation"));
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (c) => c.charCodeAt(0));
    const event = await drop(new File([png], "garden-map.png", { type: "image/png" }));
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect($<HTMLImageElement>("img.o_wslides_upload_preview")?.getAttribute("src")).toMatch(/^data:image\/png;base64,iVBOR/));
    expect($<HTMLInputElement>("#o_wslides_upload_name")!.value).toBe("garden-map");
    expect(text(".o_wslides_upload_file_name")).toBe("garden-map.png");
    expect($(".o_wslides_upload_alert")).toBeNull();
  });

  it("refuses a dropped file that is not a pdf or an image", async () => {
    await openDialog("admin");
    await click(button("Presentation"));
    await drop(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect($(".o_wslides_upload_alert")?.textContent).toBe("Invalid file type. Please select pdf or image file");
    expect($(".o_wslides_upload_file_name")).toBeNull();
  });
});

describe("module install", () => {
  it("confirms, fails once with the spec's text, retries, then opens the course page with the dialog", async () => {
    await openDialog("admin");
    await click(button("Forum"));
    expect(text(".o_wslides_install_module [role=status]")).toBe(INSTALL_CONFIRM.replace("%s", "Forum"));
    expect(footer()).toEqual([]);
    addFault({ match: "/web/dataset/call_kw", kind: "slow:300", times: 1 });
    await click(button("Install"));
    expect(text(".o_wslides_install_module [role=status]")).toBe(INSTALLING.replace("%s", "Forum"));
    await click(button("Install"));
    expect(text(".o_wslides_install_module [role=status]")).toBe(ALREADY_INSTALLING.replace("%s", "Forum"));
    await vi.waitFor(() => expect(text(".o_wslides_install_module [role=alert]")).toBe(INSTALL_FAILED.replace("%s", "Forum")));
    expect(portal.server.requests.filter((r) => r.url.startsWith("/web/dataset/call_kw")).map((r) => r.body.params.method)).toEqual(["button_immediate_install"]);
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await click(button("Retry"));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/slides/1?enable_slide_upload=1"));
    expect(portal.server.store.get("ir.module.module", 1)!.state).toBe("installed");
  });

  it("reads the modules to install, leaving out what is malformed", () => {
    expect(parseModules('[{"id":1,"name":"Forum"},{"id":"x","name":"Bad"},{"name":"None"}]')).toEqual([{ id: 1, name: "Forum" }]);
    expect(parseModules("not json")).toEqual([]);
    expect(parseModules(undefined)).toEqual([]);
  });
});

describe("certification toast", () => {
  it("shows once the link to the new certification's questions left by the upload", async () => {
    portal = await startSlides("admin");
    await loadPage(portal.server, "/slides/1");
    window.sessionStorage.setItem(CERTIFICATION_URL_KEY, "/survey/edit/7");
    await portal.mount(certificationToast, $(".o_wslides_survey_certification_upload_toast")!);
    await settle();
    // the sanitizer's code loads with the first HTML notification (let time pass inside act, then look)
    await vi.waitFor(
      async () => {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect($<HTMLAnchorElement>(".o_notification a.o_wslides_edit_certification")?.getAttribute("href")).toBe("/survey/edit/7");
      },
      { timeout: 10_000 },
    );
    expect($(".o_notification a.o_wslides_edit_certification")?.textContent).toBe("Edit certification");
    expect(notifications().join(" ")).toContain("Certification created");
    expect(notifications().join(" ")).toContain("Follow this link to add questions to your certification.");
    expect(window.sessionStorage.getItem(CERTIFICATION_URL_KEY)).toBeNull();
  });

  it("links nothing that is not a same-site path", async () => {
    portal = await startSlides("admin");
    await loadPage(portal.server, "/slides/1");
    window.sessionStorage.setItem(CERTIFICATION_URL_KEY, "javascript:alert(1)");
    await portal.mount(certificationToast, $(".o_wslides_survey_certification_upload_toast")!);
    await settle();
    expect(notifications()).toEqual([]);
  });
});
