// The signature field: a drawing pad with a Clear button, and a button writing the signer's name
// as the signature so that keyboard users can sign too. It reports whether it is empty.
import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import { useTranslate } from "../../../src/kit";
import { createPad, type Pad } from "./pad";

export const SIGNATURE_FONT = "'Brush Script MT', 'Segoe Script', cursive";

export interface SignatureFieldHandle {
  toPngBase64(): string;
}

interface Props {
  name: string;
  penColor: string;
  ratio: number;
  onEmptyChange: (empty: boolean) => void;
  disabled: boolean;
}

export const SignatureField = forwardRef<SignatureFieldHandle, Props>(function SignatureField({ name, penColor, ratio, onEmptyChange, disabled }, ref) {
  const _t = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<Pad | null>(null);
  const report = useRef(onEmptyChange);
  report.current = onEmptyChange;

  useImperativeHandle(ref, () => ({ toPngBase64: () => pad.current?.toPngBase64() ?? "" }), []);

  useEffect(() => {
    const element = canvas.current!;
    const created = createPad(element, { penColor, ratio, onChange: () => report.current(created.isEmpty()) });
    pad.current = created;
    created.resize();
    // The pad may start hidden (inside a closed modal): size it whenever its box changes.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(() => created.resize()) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      created.destroy();
      pad.current = null;
    };
  }, [penColor, ratio]);

  return (
    <div className="o_web_sign_signature_group">
      <div className="d-flex justify-content-between align-items-end mb-1">
        <span className="form-label mb-0" id="o_signature_label">
          {_t("Draw your signature")}
        </span>
        <div className="btn-group btn-group-sm">
          <button type="button" className="btn btn-link o_web_sign_auto_button" disabled={disabled || !name.trim()} onClick={() => void pad.current?.writeText(name.trim(), SIGNATURE_FONT)}>
            {_t("Use my name")}
          </button>
          <button type="button" className="btn btn-link o_web_sign_clear_button" disabled={disabled} onClick={() => pad.current?.clear()}>
            {_t("Clear")}
          </button>
        </div>
      </div>
      <canvas
        ref={canvas}
        className="o_web_sign_signature border rounded bg-white w-100 d-block"
        style={{ touchAction: "none", aspectRatio: String(ratio) }}
        role="img"
        aria-labelledby="o_signature_label"
      />
    </div>
  );
});
