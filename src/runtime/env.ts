// The start-up environment (spec 1 §3/§4): event bus, services table (empty at first), debug
// flag, `_t` and `isSmall`, both of which fail with the spec's developer errors when read too early.
import { EventBus } from "./event_bus";
import { TRANSLATIONS_NOT_READY, UI_NOT_INITIALIZED } from "./messages";

export type Translate = (source: string, ...args: unknown[]) => string;

export interface Env {
  readonly bus: EventBus;
  readonly services: Record<string, any>;
  debug: string;
  readonly _t: Translate;
  readonly isSmall: boolean;
  /** Called by the localization service once translations are loaded. */
  setTranslate(fn: Translate): void;
  /** Called by the UI service once it knows the screen size. */
  setIsSmall(read: () => boolean): void;
}

export function createEnv(debug = ""): Env {
  let translate: Translate | null = null;
  let readIsSmall: (() => boolean) | null = null;
  return {
    bus: new EventBus(),
    services: {},
    debug,
    get _t(): Translate {
      if (!translate) throw new Error(TRANSLATIONS_NOT_READY);
      return translate;
    },
    get isSmall(): boolean {
      if (!readIsSmall) throw new Error(UI_NOT_INITIALIZED);
      return readIsSmall();
    },
    setTranslate(fn) {
      translate = fn;
    },
    setIsSmall(read) {
      readIsSmall = read;
    },
  };
}
