// Marks a lesson completed (spec 3 §4): the page changes on the server's answer only; a failed call
// says so and is sent again.
import { type RPC } from "../../src/kit";
import { cappedProgress } from "./lesson";

export const SET_COMPLETED_ROUTE = "/slides/slide/set_completed";
export const COMPLETION_RETRY_MS = 2000;
export const COMPLETION_MAX_TRIES = 4;

export interface Completer { complete(slideId: number): void; dispose(): void }

export function createCompleter(rpc: RPC, onDone: (slideId: number, completion: number) => void, onFailure: (slideId: number) => void): Completer {
  const pending = new Set<number>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let disposed = false;
  const attempt = (slideId: number, tries: number) => {
    rpc<{ channel_completion: number }>(SET_COMPLETED_ROUTE, { slide_id: slideId }, { silent: true }).then(
      (answer) => {
        pending.delete(slideId);
        if (!disposed) onDone(slideId, cappedProgress(answer?.channel_completion));
      },
      () => {
        if (disposed) return;
        if (tries === 1) onFailure(slideId);
        if (tries >= COMPLETION_MAX_TRIES) return pending.delete(slideId);
        const timer = setTimeout(() => (timers.delete(timer), attempt(slideId, tries + 1)), COMPLETION_RETRY_MS);
        timers.add(timer);
      },
    );
  };
  return {
    complete(slideId) {
      if (pending.has(slideId) || disposed) return;
      pending.add(slideId);
      attempt(slideId, 1);
    },
    dispose() {
      disposed = true;
      timers.forEach(clearTimeout);
    },
  };
}
