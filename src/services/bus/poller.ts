// The long poll of the master tab (spec 1 §4 "Cross-tab bus", §7 "Bus"): one request at a time
// to /longpolling/poll; an answer is handed over and the next poll starts at once; a failed poll
// (error, malformed answer, or no answer within POLL_TIMEOUT) is retried after 10 s plus a random
// 1 to 20 s; an aborted poll polls again at once.
import { ConnectionAbortedError } from "../rpc_errors";
import { POLL_TIMEOUT, pollRetryDelay } from "./timings";
import { readNotifications, type BusNotification, type PollParams } from "./types";

export interface AbortablePromise<T> extends Promise<T> {
  abort(rejectError?: boolean): void;
}

export type PollCall = (params: PollParams) => AbortablePromise<unknown>;

export type PollStatus =
  | { state: "stopped" }
  | { state: "polling"; channels: string[]; last: number }
  | { state: "retrying"; retryAt: number; error: string };

export interface PollerHooks {
  params(): PollParams;
  onNotifications(notifications: BusNotification[]): void;
  onStatus(status: PollStatus): void;
}

export class PollTimeoutError extends Error {
  constructor() {
    super(`No answer from the bus within ${POLL_TIMEOUT} ms`);
    this.name = "PollTimeoutError";
  }
}

export class MalformedPollAnswerError extends Error {
  constructor() {
    super("The bus answered something other than a list of notifications");
    this.name = "MalformedPollAnswerError";
  }
}

interface InFlight {
  call: AbortablePromise<unknown>;
  params: PollParams;
  timeout: ReturnType<typeof setTimeout>;
}

export class LongPoller {
  private running = false;
  private current: InFlight | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly call: PollCall,
    private readonly hooks: PollerHooks,
    private readonly random: () => number = () => Math.random(),
  ) {}

  get isRunning(): boolean {
    return this.running;
  }

  /** The params of the poll in flight, if one is. */
  get inFlight(): PollParams | null {
    return this.current?.params ?? null;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.poll();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.abortCurrent();
    this.hooks.onStatus({ state: "stopped" });
  }

  /** Aborts the poll in flight and polls again at once (with fresh params). While waiting to retry, does nothing. */
  restart(): void {
    if (!this.running || !this.current) return;
    this.abortCurrent();
    this.poll();
  }

  private abortCurrent(): void {
    const current = this.current;
    this.current = null;
    if (!current) return;
    clearTimeout(current.timeout);
    current.call.abort();
  }

  private poll(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const params = this.hooks.params();
    const call = this.call(params);
    const inFlight: InFlight = {
      call,
      params,
      timeout: setTimeout(() => {
        if (this.current !== inFlight) return;
        this.abortCurrent();
        this.fail(new PollTimeoutError());
      }, POLL_TIMEOUT),
    };
    this.current = inFlight;
    this.hooks.onStatus({ state: "polling", channels: params.channels, last: params.last });
    call.then(
      (answer) => {
        if (this.current !== inFlight) return;
        this.settle(inFlight);
        const read = readNotifications(answer);
        if (!read) return this.fail(new MalformedPollAnswerError());
        if (read.rejected) console.warn(`[bus] ${read.rejected} notification(s) without an id and a {type, payload} message were ignored`);
        try {
          this.hooks.onNotifications(read.notifications);
        } catch (error) {
          console.error("[bus] handing over notifications failed:", error);
        }
        if (this.running) this.poll();
      },
      (error: unknown) => {
        if (this.current !== inFlight) return;
        this.settle(inFlight);
        if (error instanceof ConnectionAbortedError) return this.poll();
        this.fail(error);
      },
    );
  }

  private settle(inFlight: InFlight): void {
    clearTimeout(inFlight.timeout);
    this.current = null;
  }

  private fail(error: unknown): void {
    if (!this.running) return;
    const delay = pollRetryDelay(this.random);
    const message = error instanceof Error ? error.message : String(error);
    this.retry = setTimeout(() => this.poll(), delay);
    this.hooks.onStatus({ state: "retrying", retryAt: Date.now() + delay, error: message });
  }
}
