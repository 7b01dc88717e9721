// Polling delays (spec 2 §9 "Payment status polling").
export const STATUS_POLL_DELAYS = { first: 3000, second: 10000, after: 30000 } as const;
export const ORDER_STATUS_MAX_POLLS = 20;

/** /payment/status: 3 s for the first 10 polls, 10 s for polls 10 to 19, 30 s from the 20th on. */
export const statusPollDelay = (pollCount: number): number =>
  pollCount < 10 ? STATUS_POLL_DELAYS.first : pollCount < 20 ? STATUS_POLL_DELAYS.second : STATUS_POLL_DELAYS.after;

/** Order confirmation: after poll number `poll` (1-based), wait ceil(poll / 3) seconds. */
export const orderStatusDelay = (poll: number) => Math.ceil(poll / 3) * 1000;
