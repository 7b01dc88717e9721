// The base dialog every dialog is built on (the dialog service refuses any other component):
// a Bootstrap modal with a title, a size (default large), a body and a footer (default: one Ok
// button that closes it). It traps focus, gives it back when it closes, and closes on Escape.
import { useContext, useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { useTranslate } from "../hooks/use_env";
import { useFocusTrap } from "../hooks/use_focus_trap";
import { DialogFrameContext } from "./dialog_frame";

export const DIALOG_SIZES = ["sm", "md", "lg", "xl", "fullscreen"] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];
export const DEFAULT_DIALOG_SIZE: DialogSize = "lg";
export const PRODUCT_NAME = "Odoo";
const DEFAULT_INITIAL_FOCUS =
  ".modal-body input:not([type='hidden']), .modal-body select, .modal-body textarea, .modal-body button, .modal-footer .btn-primary";

export interface DialogProps {
  title?: string;
  size?: DialogSize;
  /** Replaces the default Ok button; `false` shows no footer. */
  footer?: ReactNode | false;
  children?: ReactNode;
  /** Given by the dialog service; closes the dialog (×, Escape and the default button). */
  onClose?: () => void;
  className?: string;
  /** CSS selector (inside the dialog) of the element to focus first. */
  initialFocus?: string;
}

export function Dialog({ title = PRODUCT_NAME, size = DEFAULT_DIALOG_SIZE, footer, children, onClose, className = "", initialFocus }: DialogProps) {
  const _t = useTranslate();
  const frame = useContext(DialogFrameContext);
  const close = onClose ?? frame?.close ?? (() => {});
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useLayoutEffect(() => frame?.markBuiltOnDialog(), [frame]);
  useFocusTrap(ref, initialFocus ?? DEFAULT_INITIAL_FOCUS);

  return (
    <>
      <div className="modal-backdrop show" style={{ zIndex: 1050 }} />
      <div
        ref={ref}
        className={`o_dialog modal d-block ${className}`.trim()}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ zIndex: 1055 }}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          event.stopPropagation();
          close();
        }}
      >
        <div className={`modal-dialog modal-dialog-centered modal-dialog-scrollable modal-${size}`}>
          <div className="modal-content">
            <header className="modal-header">
              <h2 className="modal-title fs-5" id={titleId}>
                {title}
              </h2>
              <button type="button" className="btn-close" aria-label={_t("Close")} onClick={close} />
            </header>
            <div className="modal-body">{children}</div>
            {footer === false ? null : (
              <footer className="modal-footer justify-content-start">
                {footer ?? (
                  <button type="button" className="btn btn-primary" onClick={close}>
                    {_t("Ok")}
                  </button>
                )}
              </footer>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
