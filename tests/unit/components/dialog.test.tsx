import { act, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALERT_SIZE, ALERT_TITLE, AlertDialog } from "../../../src/components/AlertDialog";
import { CONFIRMATION_SIZE, CONFIRMATION_TITLE, ConfirmationDialog } from "../../../src/components/ConfirmationDialog";
import { DEFAULT_DIALOG_SIZE, DIALOG_SIZES, Dialog } from "../../../src/components/Dialog";
import { $, $$, startOverlays, text, type Harness } from "../services/overlay_harness";

let h: Harness;
afterEach(() => h?.stop());

const key = (target: Element, k: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...init }));
  });

function FormDialog({ close }: { close: () => void }) {
  const [value, setValue] = useState("");
  return (
    <Dialog title="Edit" size="xl" footer={<button className="btn btn-primary o_save" onClick={close}>Save</button>}>
      <input className="o_first" value={value} onChange={(e) => setValue(e.target.value)} />
      <a href="#x" className="o_middle">link</a>
    </Dialog>
  );
}

describe("base Dialog and the dialog service", () => {
  it("has the spec's sizes and defaults", () => {
    expect(DIALOG_SIZES).toEqual(["sm", "md", "lg", "xl", "fullscreen"]);
    expect(DEFAULT_DIALOG_SIZE).toBe("lg");
    expect(CONFIRMATION_SIZE).toBe("md");
    expect(ALERT_SIZE).toBe("sm");
    expect(CONFIRMATION_TITLE).toBe("Confirmation");
    expect(ALERT_TITLE).toBe("Alert");
  });

  it("renders a large dialog by default, with a title, an accessible name and a default Ok button", async () => {
    h = await startOverlays();
    const Plain = ({ close }: { close: () => void }) => <Dialog title="Hello" onClose={close}>Body text</Dialog>;
    await h.run(() => h.services.dialog.add(Plain, {}));
    const dialog = $(".o_dialog")!;
    expect(dialog.getAttribute("role")).toBe("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)!.textContent).toBe("Hello");
    expect($(".modal-dialog")!.classList.contains("modal-lg")).toBe(true);
    expect(text(".modal-body")).toBe("Body text");
    expect(text(".modal-footer .btn-primary")).toBe("Ok");
    await h.run(() => $(".modal-footer .btn-primary")!.click());
    expect($(".o_dialog")).toBeNull();
  });

  it("shows ConfirmationDialog titled Confirmation at medium size; confirm then closes", async () => {
    h = await startOverlays();
    const confirm = vi.fn();
    const onClose = vi.fn();
    await h.run(() => h.services.dialog.add(ConfirmationDialog, { body: "Publish?", confirm, cancel: () => {} }, { onClose }));
    expect(text(".modal-title")).toBe("Confirmation");
    expect($(".modal-dialog")!.classList.contains("modal-md")).toBe(true);
    expect($$(".modal-footer button").map((b) => b.textContent)).toEqual(["Ok", "Cancel"]);
    await act(async () => $(".modal-footer .btn-primary")!.click());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect($(".o_dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps a confirmation open when confirm answers false", async () => {
    h = await startOverlays();
    await h.run(() => h.services.dialog.add(ConfirmationDialog, { body: "Sure?", confirm: async () => false }));
    await act(async () => $(".modal-footer .btn-primary")!.click());
    expect($(".o_dialog")).not.toBeNull();
    expect(($(".modal-footer .btn-primary") as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows AlertDialog titled Alert at small size", async () => {
    h = await startOverlays();
    await h.run(() => h.services.dialog.add(AlertDialog, { body: "Done." }));
    expect(text(".modal-title")).toBe("Alert");
    expect($(".modal-dialog")!.classList.contains("modal-sm")).toBe(true);
    expect(text(".modal-body")).toBe("Done.");
  });

  it("returns a close function that removes the dialog and calls onClose once", async () => {
    h = await startOverlays();
    const onClose = vi.fn();
    const close = await h.run(() => h.services.dialog.add(AlertDialog, { body: "x" }, { onClose }));
    await h.run(() => close());
    await h.run(() => close());
    expect($(".o_dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("throws for a component that is not built on the base Dialog, and shows nothing", async () => {
    h = await startOverlays();
    function NotADialog() {
      return <div className="o_not_a_dialog">nope</div>;
    }
    await act(async () => {
      expect(() => h.services.dialog.add(NotADialog, {})).toThrowError(
        'The dialog component "NotADialog" is not built on the base Dialog (src/components/Dialog.tsx): every dialog must render <Dialog>.',
      );
    });
    expect($(".o_not_a_dialog")).toBeNull();
    expect(h.services.dialog.dialogs.get()).toHaveLength(0);
  });

  it("traps focus inside the dialog, closes on Escape and gives focus back", async () => {
    h = await startOverlays();
    const opener = document.createElement("button");
    opener.textContent = "open";
    document.body.appendChild(opener);
    opener.focus();
    await h.run(() => h.services.dialog.add(FormDialog, {}));
    expect($(".modal-dialog")!.classList.contains("modal-xl")).toBe(true);
    const first = $(".o_first")!;
    expect(document.activeElement).toBe(first);
    const save = $(".o_save")!;
    save.focus();
    await key(save, "Tab");
    expect(document.activeElement).toBe($(".btn-close"));
    await key(document.activeElement!, "Tab", { shiftKey: true });
    expect(document.activeElement).toBe(save);
    await key(save, "Escape");
    expect($(".o_dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("only the topmost of several dialogs closes on Escape, and it is the UI's active element", async () => {
    h = await startOverlays();
    await h.run(() => h.services.dialog.add(AlertDialog, { body: "first" }));
    await h.run(() => h.services.dialog.add(AlertDialog, { body: "second" }));
    const dialogs = $$(".o_dialog");
    expect(h.services.ui.activeElement.get()).toBe(dialogs[1]);
    await key(document.activeElement!, "Escape");
    expect($$(".o_dialog .modal-body").map((b) => b.textContent)).toEqual(["first"]);
    expect(h.services.ui.activeElement.get()).toBe($(".o_dialog"));
  });

  it("keeps what was typed in a dialog's form while it stays open", async () => {
    h = await startOverlays();
    await h.run(() => h.services.dialog.add(FormDialog, {}));
    const input = $(".o_first") as HTMLInputElement;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(input, "typed");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await h.run(() => h.services.notification.add("something else happened"));
    expect(($(".o_first") as HTMLInputElement).value).toBe("typed");
  });
});
