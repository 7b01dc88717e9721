// Scrolls the window to `top` over `duration` ms (easing in and out); returns the stopper.
export function scrollOver(top: number, duration: number): () => void {
  const start = window.scrollY;
  const began = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, Math.max(0, (now - began) / duration));
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (top - start) * eased);
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
