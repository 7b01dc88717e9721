// Ripple effect (spec 3 §9; odoo-markup §1 RippleEffect): a circle as large as the button grows
// from the click point for 350 ms; none under reduced motion.
export const RIPPLE_DURATION_MS = 350;
export const RIPPLE_TARGETS = ".btn, .dropdown-toggle, .dropdown-item";
export const RIPPLE_ITEM_CLASS = "o_ripple_item";
export const RIPPLING_CLASS = "o_js_ripple_effect";
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The circle's box: centred on the click point (relative to the button), the button's larger side wide. */
export function rippleBox(width: number, height: number, x: number, y: number) {
  const diameter = Math.max(width, height);
  return { diameter, left: x - diameter / 2, top: y - diameter / 2 };
}
