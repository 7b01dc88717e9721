// The overlays demo page (fixtures/pages/runtime/overlays.html): every button with data-demo
// triggers one overlay or one error path, so each can be seen and tested against the server.
import {
  RESIZE_OBSERVER_WARNINGS,
  Portal,
  attr,
  child,
  defineIsland,
  defineMarkup,
  loadServices,
  useBind,
  useEnv,
  useHotkey,
  useStore,
  type IslandProps,
  type DialogService,
  type DownloadService,
  type EffectService,
  type FadeSpeed,
  type NotificationService,
  type NotificationType,
  type PopoverPosition,
  type PopoverService,
  type RPC,
  type UIService,
  type UploadService,
  type UploadedFile,
} from "../../src/kit";
import { useState } from "react";
import { AlertDialog } from "../../src/components/AlertDialog";
import { ConfirmationDialog } from "../../src/components/ConfirmationDialog";
import { Dropdown, DropdownGroup, DropdownItem } from "../../src/components/Dropdown";
import { NotADialog, RenameDialog, TAKEN_NAME } from "./overlays_demo_dialogs";

export const FAULT_ROUTE = "/web/dataset/call_kw/res.partner/search_count";
const COUNT_PARAMS = { model: "res.partner", method: "search_count", args: [[]], kwargs: {} };
export const BLOCK_DEMO_MS = 3000;
const SIZE_NAMES = ["XS", "VSM", "SM", "MD", "LG", "XL", "XXL"];

interface Services {
  notification: NotificationService;
  dialog: DialogService;
  popover: PopoverService;
  effect: EffectService;
  ui: UIService;
  rpc: RPC;
  orm: { call: (model: string, method: string, args?: unknown[], kwargs?: Record<string, unknown>) => Promise<any> };
  upload: UploadService;
  download: DownloadService;
}

function PopoverContent({ text, close }: { text: string; close: () => void }) {
  const { _t } = useEnv();
  return (
    <div className="o_demo_popover" style={{ maxWidth: 240 }}>
      <p className="mb-2">{text}</p>
      <button type="button" className="btn btn-sm btn-secondary" onClick={close}>
        {_t("Close")}
      </button>
    </div>
  );
}

/** Asks the reference server to fail the next `times` requests to match in that way. */
async function addFault(kind: string, times = 1, match = FAULT_ROUTE) {
  await fetch("/__test/faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ match, kind, times }) });
}

const markup = defineMarkup({
  children: {
    demoButton: child.optional("[data-demo]", {
      demo: attr.string("data-demo"),
      message: attr.string("data-message"),
      title: attr.string("data-title"),
      type: attr.string("data-type"),
      sticky: attr.boolean("data-sticky"),
      fadeout: attr.string("data-fadeout", "medium"),
      exception: attr.string("data-exception"),
      arguments: attr.json<unknown>("data-arguments", undefined),
      kind: attr.string("data-kind"),
      id: attr.string("data-id"),
    }),
    popoverPosition: child.optional("#demo-popover-position"),
    file: child.optional("#demo-file"),
    status: "#demo-status",
    hotkeyCount: "#demo-hotkey-count",
    size: "#demo-size",
    uploads: "#demo-uploads",
    dropdowns: "#demo-dropdowns",
  },
});

/** What the demo's buttons use. */
const ON_CLICK_SERVICES = ["dialog", "popover", "effect", "orm", "upload", "download"];

function OverlaysDemo({ parts }: IslandProps<typeof markup>) {
  const env = useEnv();
  const data = (button: HTMLElement) => parts.demoButton.attrs(button);
  const { _t } = env;
  const s = env.services as Services;
  const [status, setStatus] = useState("");
  const [uploads, setUploads] = useState<UploadedFile[]>([]);
  const [hotkeyCount, setHotkeyCount] = useState(0);
  const size = useStore(s.ui.size);

  useHotkey("alt+shift+h", () => setHotkeyCount((n) => n + 1));

  const countPartners = () =>
    s.rpc<number>(FAULT_ROUTE, COUNT_PARAMS).then((count) => s.notification.add(_t("The server answered: %s contacts.", count), { type: "success" }));

  const actions: Record<string, (button: HTMLElement) => unknown> = {
    notify: (b) =>
      s.notification.add(data(b).message, {
        title: data(b).title || undefined,
        type: (data(b).type || undefined) as NotificationType | undefined,
        sticky: data(b).sticky,
      }),
    "notify-buttons": () => {
      const close = s.notification.add(_t("The page was archived."), {
        title: _t("Archived"),
        type: "info",
        sticky: true,
        buttons: [
          { name: _t("Undo"), icon: "fa-undo", primary: true, onClick: () => (close(), setStatus(_t("Archiving undone."))) },
          { name: _t("Dismiss"), onClick: () => close() },
        ],
      });
    },
    "notify-html": () => s.notification.add('<b>Bold</b> and <a href="#demo-notifications">a link</a><img src="x" onerror="window.__xss = 1">', { type: "info", messageIsHtml: true }),
    "notify-text": () => s.notification.add("<b>not bold</b>: text is never HTML", { type: "info" }),
    "notify-invalid": () => s.notification.add("never shown", { type: "purple" as NotificationType }),
    confirm: () =>
      s.dialog.add(ConfirmationDialog, {
        body: _t("Do you want to publish this page?"),
        confirm: () => setStatus(_t("Confirmed.")),
        cancel: () => setStatus(_t("Cancelled.")),
      }),
    alert: () => s.dialog.add(AlertDialog, { body: _t("The page has been published.") }),
    "form-dialog": () =>
      s.dialog.add(RenameDialog, {
        save: async (name: string) => {
          if (name === TAKEN_NAME) {
            await s.orm.call("islands.fault", "raise", [], {
              exception: "odoo.exceptions.ValidationError",
              message: `The name "${name}" is already taken.`,
            });
          }
          setStatus(_t("Renamed to %s.", name));
        },
      }),
    "not-a-dialog": () => s.dialog.add(NotADialog as never, {}),
    popover: (b) => {
      const select = parts.popoverPosition.first<HTMLSelectElement>();
      const position = (select?.value ?? "bottom") as PopoverPosition;
      s.popover.add(b, PopoverContent, { text: _t("A popover on the %s.", position) }, { position });
    },
    "popover-sticky": (b) =>
      s.popover.add(b, PopoverContent, { text: _t("This one stays open when you click elsewhere.") }, { position: "right", closeOnClickAway: false }),
    "popover-vanish": (b) => {
      const target = document.createElement("span");
      target.className = "badge text-bg-warning ms-2 o_demo_vanishing";
      target.textContent = _t("Temporary target");
      b.after(target);
      s.popover.add(target, PopoverContent, { text: _t("Closes when its target leaves the page.") }, { position: "bottom" });
      setTimeout(() => target.remove(), 1500);
    },
    block: () => {
      s.ui.block();
      setTimeout(() => s.ui.unblock(), BLOCK_DEMO_MS);
    },
    effect: (b) => s.effect.add({ fadeout: data(b).fadeout as FadeSpeed, message: data(b).message || undefined }),
    "server-error": (b) => s.orm.call("islands.fault", "raise", [], { exception: data(b).exception || undefined, message: data(b).message || undefined, arguments: data(b).arguments }),
    count: () => countPartners(),
    fault: async (b) => {
      await addFault(data(b).kind, 1);
      return countPartners();
    },
    abort: async () => {
      await addFault("slow:3000");
      const call = s.rpc(FAULT_ROUTE, COUNT_PARAMS);
      setTimeout(() => {
        call.abort();
        setStatus(_t("The request was aborted."));
      }, 200);
      return call;
    },
    "client-error": () =>
      setTimeout(() => {
        throw new Error("Demo client error: a widget failed.");
      }),
    "promise-error": () => Promise.reject(new Error("Demo promise rejection: a task failed.")),
    "non-error-rejection": () => {
      setStatus(_t("A promise was rejected with a plain string."));
      return Promise.reject("a plain string");
    },
    "resize-observer": () => window.dispatchEvent(new ErrorEvent("error", { message: RESIZE_OBSERVER_WARNINGS[0], cancelable: true })),
    "cors-error": () => window.dispatchEvent(new ErrorEvent("error", { message: "Script error.", cancelable: true })),
    "third-party-error": () =>
      window.dispatchEvent(
        new ErrorEvent("error", { message: "Uncaught Error: widget failed", filename: "https://cdn.example.com/widget.js", lineno: 12, colno: 5, error: new Error("widget failed"), cancelable: true }),
      ),
    "legacy-error": () =>
      Promise.reject({
        legacy: true,
        message: {
          code: 200,
          message: "Odoo Server Error",
          data: { name: "odoo.exceptions.UserError", message: "This came from the legacy RPC layer.", arguments: ["This came from the legacy RPC layer."], debug: "" },
        },
      }),
    upload: async () => {
      const input = parts.file.first<HTMLInputElement>();
      const files = await s.upload.upload(input?.files ?? []);
      setUploads((previous) => [...previous, ...files]);
      s.notification.add(_t("%s file(s) uploaded.", files.length), { type: "success" });
    },
    download: (b) => s.download.download({ url: `/web/content/${data(b).id}` }),
  };

  useBind(parts, {
    demoButton: {
      on: {
        click: (event, button) => {
          const action = actions[data(button).demo];
          if (!action) return;
          event.preventDefault();
          // The services a button uses start on its first click (the page shows what loading on first
          // use looks like); failures are left to the error layer (unhandled rejection), as an island would.
          void loadServices(ON_CLICK_SERVICES).then(() => action(button));
        },
      },
    },
  });

  return (
    <>
      <Portal into={parts.status}>{status}</Portal>
      <Portal into={parts.hotkeyCount}>{String(hotkeyCount)}</Portal>
      <Portal into={parts.size}>{`${SIZE_NAMES[size]}${s.ui.isSmall ? " (small)" : ""}`}</Portal>
      <Portal into={parts.uploads}>
        {uploads.map((file) => (
          <li key={file.id} className="list-group-item d-flex justify-content-between align-items-center">
            <span>{file.name}</span>
            <button type="button" className="btn btn-sm btn-outline-primary" data-demo="download" data-id={file.id}>
              <span className="fa fa-download me-1" aria-hidden="true" />
              {_t("Download")}
            </button>
          </li>
        ))}
      </Portal>
      <Portal into={parts.dropdowns}>
        <DemoDropdowns onSelect={(label) => s.notification.add(_t("Selected: %s", label), { type: "info" })} />
      </Portal>
    </>
  );
}

function DemoDropdowns({ onSelect }: { onSelect: (label: string) => void }) {
  const { _t } = useEnv();
  const item = (label: string) => (
    <DropdownItem key={label} onSelect={() => onSelect(label)}>
      {label}
    </DropdownItem>
  );
  return (
    <DropdownGroup>
      <Dropdown toggler={_t("File")} togglerClassName="btn btn-light border dropdown-toggle o_demo_file">
        {item(_t("New"))}
        {item(_t("Open"))}
        <Dropdown toggler={_t("Export")}>
          {item(_t("PDF"))}
          {item(_t("CSV"))}
        </Dropdown>
      </Dropdown>
      <Dropdown toggler={_t("Edit")} togglerClassName="btn btn-light border dropdown-toggle o_demo_edit">
        {item(_t("Undo"))}
        {item(_t("Redo"))}
      </Dropdown>
      <Dropdown toggler={_t("View")} togglerClassName="btn btn-light border dropdown-toggle o_demo_view">
        {item(_t("Zoom in"))}
        {item(_t("Zoom out"))}
      </Dropdown>
    </DropdownGroup>
  );
}

export default defineIsland({
  name: "runtime.overlays_demo",
  selector: "#o_overlays_demo",
  moment: "load",
  mode: "enhance",
  // What the first render needs: the screen size, the Alt+Shift+H hotkey, the tooltips it shows,
  // the notification its menus give.
  services: ["ui", "hotkey", "tooltip", "notification"],
  markup,
  Component: OverlaysDemo,
});
