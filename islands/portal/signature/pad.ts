// The drawing pad behind the signature field: signature_pad (smooth, pressure-aware strokes and a
// PNG export) on a canvas sized for the screen's pixel ratio, keeping the drawing across resizes.
import SignaturePad from "signature_pad";

export interface Pad {
  isEmpty(): boolean;
  clear(): void;
  /** The PNG image, base64 without the data-URL prefix (what the sign route expects). */
  toPngBase64(): string;
  /** Writes `text` as the signature, in a handwriting-like font (for keyboard users). */
  writeText(text: string, font: string): Promise<void>;
  resize(): void;
  destroy(): void;
}

export function createPad(canvas: HTMLCanvasElement, options: { penColor: string; ratio: number; onChange: () => void }): Pad {
  const pad = new SignaturePad(canvas, { penColor: options.penColor, backgroundColor: "rgba(0,0,0,0)" });
  pad.addEventListener("endStroke", options.onChange);
  const resize = () => {
    const width = canvas.offsetWidth;
    if (!width) return;
    const pixelRatio = Math.max(window.devicePixelRatio || 1, 1);
    const data = pad.toData();
    canvas.width = width * pixelRatio;
    canvas.height = (width / options.ratio) * pixelRatio;
    canvas.getContext("2d")?.scale(pixelRatio, pixelRatio);
    pad.clear();
    pad.fromData(data);
  };
  return {
    isEmpty: () => pad.isEmpty(),
    clear() {
      pad.clear();
      options.onChange();
    },
    toPngBase64: () => pad.toDataURL("image/png").split(",")[1] ?? "",
    async writeText(text, font) {
      const drawing = document.createElement("canvas");
      drawing.width = canvas.width;
      drawing.height = canvas.height;
      const context = drawing.getContext("2d");
      if (!context) return;
      const size = Math.round(drawing.height * 0.45);
      context.font = `${size}px ${font}`;
      context.fillStyle = options.penColor;
      context.textBaseline = "middle";
      context.textAlign = "center";
      context.fillText(text, drawing.width / 2, drawing.height / 2, drawing.width * 0.9);
      const pixelRatio = Math.max(window.devicePixelRatio || 1, 1);
      await pad.fromDataURL(drawing.toDataURL("image/png"), { ratio: pixelRatio, width: canvas.width / pixelRatio, height: canvas.height / pixelRatio });
      options.onChange();
    },
    resize,
    destroy() {
      pad.removeEventListener("endStroke", options.onChange);
      pad.off();
    },
  };
}
