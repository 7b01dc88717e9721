// Who else is typing (spec 3 §9): a notice lasts OTHERS_TYPING_EXPIRY_MS unless renewed or
// ended; the label names at most MAX_NAMED_TYPERS of them.
import { MAX_NAMED_TYPERS, OTHERS_TYPING_EXPIRY_MS } from "../../contract/livechat/constants";

export class Typers {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private names = new Map<number, string>();

  constructor(private readonly onChange: (names: string[]) => void) {}

  set(partnerId: number, name: string, isTyping: boolean): void {
    clearTimeout(this.timers.get(partnerId));
    this.timers.delete(partnerId);
    const next = new Map(this.names);
    if (isTyping) {
      next.set(partnerId, name);
      this.timers.set(partnerId, setTimeout(() => this.set(partnerId, name, false), OTHERS_TYPING_EXPIRY_MS));
    } else next.delete(partnerId);
    this.names = next;
    this.onChange([...next.values()]);
  }

  dispose(): void {
    this.timers.forEach(clearTimeout);
    this.timers.clear();
  }
}

/** The label for 1, 2, … MAX_NAMED_TYPERS names; more are "and more". */
const TYPING_LABELS = ["%s is typing...", "%s and %s are typing...", "%s, %s and %s are typing..."];

export function typingLabel(names: readonly string[], _t: (source: string, ...values: unknown[]) => string): string {
  if (!names.length) return "";
  return _t(names.length <= MAX_NAMED_TYPERS ? TYPING_LABELS[names.length - 1] : "%s, %s, %s and more are typing...", ...names.slice(0, MAX_NAMED_TYPERS));
}
