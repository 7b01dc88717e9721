// Dialogs (spec 1 §3, §4, §5): add(Component, props, {onClose}) shows a dialog and returns its
// close function. The component must be built on the base Dialog (components/Dialog.tsx): the
// service renders it at once and throws if it is not (or logs and removes it if it could not
// render it at once, e.g. when called while React renders).
import { atom } from "nanostores";
import type { ComponentType } from "react";
import { flushSync } from "react-dom";
import { DialogContainer } from "../components/DialogContainer";
import { addOverlay } from "../runtime/overlay";
import { defineService } from "../runtime/service";
import type { UIService } from "./ui";

export const DIALOG_SEQUENCE = 60;

export const notBuiltOnDialog = (name: string) =>
  `The dialog component "${name}" is not built on the base Dialog (src/components/Dialog.tsx): every dialog must render <Dialog>.`;

export interface DialogItem {
  id: number;
  Component: ComponentType<any>;
  props: Record<string, unknown>;
  close: () => void;
  /** Set by the container when the component rendered without the base Dialog. */
  failure: Error | null;
  /** True while add() is still running (it then reports the failure by throwing). */
  adding: boolean;
}

export interface DialogAddOptions {
  onClose?: () => void;
}

export function componentName(Component: ComponentType<any>): string {
  return Component.displayName || Component.name || "anonymous";
}

export function createDialogService(ui?: UIService) {
  const dialogs = atom<DialogItem[]>([]);
  let nextId = 1;

  function add<P extends object>(Component: ComponentType<P & { close: () => void }>, props?: P, options: DialogAddOptions = {}): () => void {
    if (typeof Component !== "function" && (typeof Component !== "object" || Component === null)) {
      throw new Error(notBuiltOnDialog(String(Component)));
    }
    const id = nextId++;
    let closed = false;
    const item: DialogItem = {
      id,
      Component,
      props: (props ?? {}) as Record<string, unknown>,
      close: () => {
        if (closed) return;
        closed = true;
        dialogs.set(dialogs.get().filter((other) => other.id !== id));
        options.onClose?.();
      },
      failure: null,
      adding: true,
    };
    try {
      flushSync(() => dialogs.set([...dialogs.get(), item]));
    } finally {
      item.adding = false;
    }
    if (item.failure) {
      item.close();
      throw item.failure;
    }
    return item.close;
  }

  return {
    add,
    dialogs,
    /** Closes every open dialog. */
    closeAll: () => [...dialogs.get()].reverse().forEach((item) => item.close()),
    ui,
  };
}
export type DialogService = ReturnType<typeof createDialogService>;

export const dialogService = defineService<DialogService, { ui: UIService }>({
  dependencies: ["ui"],
  start(_env, { ui }) {
    const service = createDialogService(ui);
    addOverlay(DialogContainer, { service }, { sequence: DIALOG_SEQUENCE });
    return service;
  },
});
