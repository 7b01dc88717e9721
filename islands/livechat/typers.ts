// Who else is typing (spec 3 §9): a notice lasts OTHERS_TYPING_EXPIRY_MS unless renewed or
// ended; the label names at most MAX_NAMED_TYPERS of them.
import { MAX_NAMED_TYPERS, OTHERS_TYPING_EXPIRY_MS } from "../../contract/livechat/constants";

export class Typers {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private names = new Map<number, string>();

  constructor(private readonly onChange: (names: string[]) => void) {}

  set(partnerId: number, name: string, isTyping: boolean): void {
    const timer = this.timers.get(partnerId);
    if (timer) clearTimeout(timer);
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

type Translate = (source: string, ...values: unknown[]) => string;

/** "Ann is typing...", "Ann and Bob are typing...", "Ann, Bob and Cid are typing...", then "and more". */
export function typingLabel(names: readonly string[], _t: Translate): string {
  if (!names.length) return "";
  if (names.length === 1) return _t("%s is typing...", names[0]);
  if (names.length === 2) return _t("%s and %s are typing...", names[0], names[1]);
  if (names.length === MAX_NAMED_TYPERS) return _t("%s, %s and %s are typing...", names[0], names[1], names[2]);
  return _t("%s, %s, %s and more are typing...", names[0], names[1], names[2]);
}
