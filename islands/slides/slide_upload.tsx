// A course editor's 'Add Content' button opens the slide upload dialog (spec 2 §2 "Slides pages");
// data-can-publish decides its save buttons, data-modules-to-install the modules it offers to
// install; data-open-modal opens it with the page (after an install).
import { defineIsland, useHost, useHostEvent, useService } from "../../src/kit";
import { useEffect } from "react";
import { parseModules } from "./ModuleInstall";
import { UploadDialog } from "./UploadDialog";

function SlideUpload() {
  const button = useHost();
  const dialog = useService("dialog");
  const open = () => dialog.add(UploadDialog, { channelId: Number(button.dataset.channelId), canPublish: button.dataset.canPublish === "1", modules: parseModules(button.dataset.modulesToInstall) });
  useHostEvent("click", (event) => (event.preventDefault(), open()));
  useEffect(() => {
    if (button.dataset.openModal === "1") open();
    // opened once, with the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export default defineIsland({
  name: "slides.slide_upload",
  selector: ".o_wslides_js_slide_upload[data-can-upload='1']",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "orm"],
  Component: SlideUpload,
});
