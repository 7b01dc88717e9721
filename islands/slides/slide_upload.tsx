// 'Add Content' opens the slide upload dialog (spec 2 §2 "Slides pages"); data-open-modal opens it with
// the page (after an install). A button whose data-can-upload is false or absent opens nothing.
import { attr, defineIsland, defineMarkup, useBind, useService, useStartOnce, type IslandProps } from "../../src/kit";
import { parseModules } from "./ModuleInstall";
import { UploadDialog } from "./UploadDialog";

const markup = defineMarkup({
  attributes: {
    channelId: attr.id("data-channel-id"),
    canUpload: attr.boolean("data-can-upload"),
    canPublish: attr.boolean("data-can-publish"),
    modules: attr.json<unknown[]>("data-modules-to-install", [], Array.isArray),
    openModal: attr.boolean("data-open-modal"),
  },
});

function SlideUpload({ attrs, parts }: IslandProps<typeof markup>) {
  const dialog = useService("dialog");
  const open = () => {
    if (!attrs.canUpload || !attrs.channelId) return;
    dialog.add(UploadDialog, { channelId: attrs.channelId, canPublish: attrs.canPublish, modules: parseModules(JSON.stringify(attrs.modules)) });
  };
  useBind(parts, { host: { on: { click: (event) => (event.preventDefault(), open()) } } });
  useStartOnce(() => attrs.openModal && open());
  return null;
}

export default defineIsland({
  name: "slides.slide_upload",
  selector: ".o_wslides_js_slide_upload",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "orm"],
  markup,
  Component: SlideUpload,
});
