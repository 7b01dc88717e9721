// Screen size classes (spec 1 §3, §9): XS, VSM, SM, MD, LG, XL, XXL from the breakpoints
// 474, 575, 767, 991, 1199 and 1533 px (the largest width of each class but the last).
export const SIZES = { XS: 0, VSM: 1, SM: 2, MD: 3, LG: 4, XL: 5, XXL: 6 } as const;
export type SizeClass = (typeof SIZES)[keyof typeof SIZES];

export const BREAKPOINTS = [474, 575, 767, 991, 1199, 1533] as const;
export const RESIZE_DEBOUNCE_MS = 100;

export function sizeOf(width: number): SizeClass {
  const index = BREAKPOINTS.findIndex((max) => width <= max);
  return (index === -1 ? SIZES.XXL : index) as SizeClass;
}

/** Small means SM or smaller. */
export function isSmallSize(size: SizeClass): boolean {
  return size <= SIZES.SM;
}
