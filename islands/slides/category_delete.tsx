// A course editor deletes a section (spec 2 §2, §7): after a confirmation, `unlink` on the section's
// model; its lessons then belong to the section before it, which the reloaded page shows.
import { ConfirmationDialog } from "../../src/components/ConfirmationDialog";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import { browserNavigation } from "../../src/services/browser_navigation";
import type { DialogService } from "../../src/services/dialog";
import type { NotificationService } from "../../src/services/notification";
import type { OrmService } from "../../src/services/orm";

export const CATEGORY_MODEL = "slide.slide";
export const DELETE_CATEGORY_TITLE = "Delete Category";
export const DELETE_CATEGORY_BODY = "Are you sure you want to delete this category?";
export const DELETE_CATEGORY_FAILED = "The section could not be deleted. Please try again.";

function CategoryDelete() {
  const button = useHost();
  const orm = useService<OrmService>("orm");
  const dialog = useService<DialogService>("dialog");
  const notification = useService<NotificationService>("notification");
  const _t = useTranslate();
  useHostEvent("click", (event) => {
    event.preventDefault();
    dialog.add(ConfirmationDialog, {
      title: _t(DELETE_CATEGORY_TITLE),
      body: _t(DELETE_CATEGORY_BODY),
      confirmLabel: _t("Delete"),
      cancelLabel: _t("Cancel"),
      cancel: () => {},
      confirm: async () => {
        try {
          await orm.call(CATEGORY_MODEL, "unlink", [[Number(button.dataset.categoryId)]]);
        } catch {
          notification.add(_t(DELETE_CATEGORY_FAILED), { type: "danger" });
          return;
        }
        browserNavigation.reload();
      },
    });
  });
  return null;
}

export default defineIsland({
  name: "slides.category_delete",
  selector: ".o_wslides_js_category_delete",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "notification", "orm"],
  Component: CategoryDelete,
});
