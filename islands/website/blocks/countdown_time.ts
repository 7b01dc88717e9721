// The countdown's arithmetic (spec 3 §9): what is left until the end, split over the units the
// block displays; a unit not displayed passes its time to the next smaller one.
export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_REDIRECT_DELAY_MS = 500;
export const COUNTDOWN_DEFAULT_REDIRECT = "/";
export const COUNTDOWN_UNITS = ["d", "h", "m", "s"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];
/** The full circle of each unit's progress ring. */
export const COUNTDOWN_TOTALS: Record<CountdownUnit, number> = { d: 15, h: 24, m: 60, s: 60 };
export const COUNTDOWN_LABELS: Record<CountdownUnit, string> = { d: "Days", h: "Hours", m: "Minutes", s: "Seconds" };
const UNIT_SECONDS: Record<CountdownUnit, number> = { d: 86400, h: 3600, m: 60, s: 1 };

export function displayedUnits(display: string): CountdownUnit[] {
  const units = COUNTDOWN_UNITS.filter((unit) => display.includes(unit));
  return units.length ? units : [...COUNTDOWN_UNITS];
}

/** Whole seconds left, rounded up so the last second reads 1 (never negative) at `nowMs` for an end time in unix seconds. */
export function secondsLeft(endTimeS: number, nowMs: number): number {
  return Math.max(0, Math.ceil(endTimeS - nowMs / 1000));
}

export function splitTime(seconds: number, units: CountdownUnit[]): Record<CountdownUnit, number> {
  const parts = { d: 0, h: 0, m: 0, s: 0 };
  let rest = seconds;
  for (const unit of units) {
    parts[unit] = Math.floor(rest / UNIT_SECONDS[unit]);
    rest -= parts[unit] * UNIT_SECONDS[unit];
  }
  return parts;
}

/** The share of a unit's ring that is filled, 0 to 1 (days beyond 15 fill it). */
export function ringProgress(unit: CountdownUnit, value: number): number {
  return Math.min(1, value / COUNTDOWN_TOTALS[unit]);
}

export type EndAction = "nothing" | "redirect" | "message" | "message_no_countdown";
export const END_ACTIONS: readonly EndAction[] = ["nothing", "redirect", "message", "message_no_countdown"];

/** What the block shows or does once the time is up. */
export function endOutcome(action: EndAction, presentBeforeEnd: boolean, editing: boolean) {
  return {
    redirect: action === "redirect" && presentBeforeEnd && !editing,
    redirectMessage: action === "redirect" && !presentBeforeEnd,
    message: action === "message" || action === "message_no_countdown",
    hideCountdown: action === "message_no_countdown",
  };
}

/** A colour option: the theme's colours by name (o-color-1 … o-color-5) or any CSS colour. */
export function countdownColor(value: string, fallback: string): string {
  const trimmed = value.trim();
  if (!trimmed) return fallback;
  return /^o-color-\d$/.test(trimmed) ? `var(--${trimmed}, ${fallback})` : trimmed;
}
