// Renders the open dialogs, each in a frame that checks it is built on the base Dialog and makes
// it the UI's active element (hotkeys and focus stay in the topmost dialog).
import { useStore } from "../hooks/use_store";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { componentName, notBuiltOnDialog, type DialogItem, type DialogService } from "../services/dialog";
import { DialogFrameContext, type DialogFrame } from "./dialog_frame";

export function DialogContainer({ service }: { service: DialogService }) {
  const dialogs = useStore(service.dialogs);
  useEffect(() => {
    document.body.classList.toggle("modal-open", dialogs.length > 0);
  }, [dialogs.length]);
  return (
    <div className="o_dialog_container">
      {dialogs.map((item) => (
        <DialogFrameView key={item.id} item={item} service={service} />
      ))}
    </div>
  );
}

function DialogFrameView({ item, service }: { item: DialogItem; service: DialogService }) {
  const built = useRef(false);
  const holder = useRef<HTMLDivElement>(null);
  const frame = useMemo<DialogFrame>(
    () => ({ id: item.id, close: item.close, markBuiltOnDialog: () => void (built.current = true) }),
    [item],
  );
  // Children's layout effects run first: by now a base Dialog inside has marked itself.
  useLayoutEffect(() => {
    if (built.current) return;
    item.failure = new Error(notBuiltOnDialog(componentName(item.Component)));
    if (!item.adding) {
      console.error(item.failure);
      item.close();
    }
  }, [item]);
  useLayoutEffect(() => {
    const dialog = holder.current?.querySelector<HTMLElement>(".o_dialog");
    if (!dialog || !service.ui) return;
    return service.ui.activateElement(dialog);
  }, [service]);
  const { Component, props } = item;
  return (
    <div ref={holder} className="o_dialog_frame" data-dialog-id={item.id}>
      <DialogFrameContext.Provider value={frame}>
        <Component {...props} close={item.close} />
      </DialogFrameContext.Provider>
    </div>
  );
}
