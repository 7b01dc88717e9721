// A course editor's 'Add Content' button opens the slide upload dialog (spec 2 §2 "Slides pages");
// data-can-publish decides its save buttons, data-modules-to-install the modules it offers to
// install; data-open-modal opens it with the page (after an install). It binds the platform's
// `.o_wslides_js_slide_upload` and reads its flags as the platform renders them (`True`, `1`, or
// absent when false): a button whose data-can-upload is false or absent opens nothing.
import { attr, defineIsland, defineMarkup, useBind, useService, type IslandProps } from "../../src/kit";
import { useEffect } from "react";
import { type InstallableModule, parseModules } from "./ModuleInstall";
import { UploadDialog } from "./UploadDialog";

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

const markup = defineMarkup({
  attributes: {
    channelId: attr.id("data-channel-id"),
    canUpload: attr.boolean("data-can-upload"),
    canPublish: attr.boolean("data-can-publish"),
    modules: attr.json<unknown[]>("data-modules-to-install", [], isList),
    openModal: attr.boolean("data-open-modal"),
  },
});

function SlideUpload({ attrs, parts }: IslandProps<typeof markup>) {
  const dialog = useService("dialog");
  const modules: InstallableModule[] = parseModules(JSON.stringify(attrs.modules));
  const open = () => {
    if (attrs.canUpload && attrs.channelId) dialog.add(UploadDialog, { channelId: attrs.channelId, canPublish: attrs.canPublish, modules });
  };
  useBind(parts, { host: { on: { click: (event) => (event.preventDefault(), open()) } } });
  useEffect(() => {
    if (attrs.openModal) open();
    // opened once, with the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
