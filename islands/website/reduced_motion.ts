// The visitor's reduced-motion preference, which the page effects honour.
export const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
