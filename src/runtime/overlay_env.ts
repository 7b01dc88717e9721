// The env the overlay root renders with, set by the runtime at boot. Apart from the overlay root
// itself, which loads with the first service that shows an overlay.
import type { Env } from "./env";

let overlayEnv: Env | null = null;

export function setOverlayEnv(env: Env): void {
  overlayEnv = env;
}

export const getOverlayEnv = (): Env | null => overlayEnv;
