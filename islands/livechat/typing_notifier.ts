// The visitor's typing notices (spec 3 §9): "typing" on the first key, repeated while typing (at most
// one per TYPING_THROTTLE_MS), "stopped" after TYPING_INACTIVITY_MS without a key.
import { TYPING_INACTIVITY_MS, TYPING_REPEAT_MS, TYPING_THROTTLE_MS } from "../../contract/livechat/constants";

export class TypingNotifier {
  private typing = false;
  private lastSent = -Infinity;
  private inactivity?: ReturnType<typeof setTimeout>;
  private repeat?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly notify: (isTyping: boolean) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A key was typed in the composer. */
  input(): void {
    if (!this.typing) {
      this.typing = true;
      this.sendTyping();
      this.scheduleRepeat();
    }
    clearTimeout(this.inactivity);
    this.inactivity = setTimeout(() => this.stop(), TYPING_INACTIVITY_MS);
  }

  /** Typing ended: inactivity, a message sent or the window closed. */
  stop(): void {
    this.clearTimers();
    if (!this.typing) return;
    this.typing = false;
    this.notify(false);
  }

  dispose(): void {
    this.clearTimers();
    this.typing = false;
  }

  private sendTyping(): void {
    if (this.now() - this.lastSent < TYPING_THROTTLE_MS) return;
    this.lastSent = this.now();
    this.notify(true);
  }

  private scheduleRepeat(): void {
    this.repeat = setTimeout(() => {
      if (!this.typing) return;
      this.sendTyping();
      this.scheduleRepeat();
    }, TYPING_REPEAT_MS);
  }

  private clearTimers(): void {
    clearTimeout(this.inactivity);
    clearTimeout(this.repeat);
  }
}
