// Effects (spec 1 §4, §9): the rainbow man, fading after a delay given by its speed (slow 4500 ms,
// medium 3500, fast 2000, none: no fade), closing on a click anywhere; default message
// "well Done!". When the session disables effects, the message shows as a notification instead.
import { RainbowMan } from "../components/RainbowMan";
import { addOverlay } from "../runtime/overlay";
import { defineService } from "../runtime/service";
import type { NotificationService } from "./notification";
import type { SessionService } from "./session";

export const RAINBOW_FADE_DELAYS = { slow: 4500, medium: 3500, fast: 2000, none: null } as const;
export type FadeSpeed = keyof typeof RAINBOW_FADE_DELAYS;
export const DEFAULT_FADE_SPEED: FadeSpeed = "medium";
export const EFFECT_DEFAULT_MESSAGE = "well Done!";
/** How long the fading itself lasts once it starts. */
export const RAINBOW_FADE_OUT_MS = 500;
export const EFFECT_SEQUENCE = 80;

export const unknownEffect = (type: string) => `Unknown effect type "${type}": the known type is rainbow_man`;

export interface RainbowManOptions {
  type?: "rainbow_man";
  message?: string;
  messageIsHtml?: boolean;
  fadeout?: FadeSpeed;
  imgUrl?: string;
}

export function createEffectService(translate: (s: string) => string, notification: NotificationService | null, showEffect: boolean) {
  return {
    add(options: RainbowManOptions = {}): () => void {
      const type = options.type ?? "rainbow_man";
      if (type !== "rainbow_man") throw new Error(unknownEffect(type));
      const message = options.message ?? translate(EFFECT_DEFAULT_MESSAGE);
      const fadeout = options.fadeout ?? DEFAULT_FADE_SPEED;
      if (!(fadeout in RAINBOW_FADE_DELAYS)) throw new Error(`Unknown fade speed "${fadeout}": use slow, medium, fast or none`);
      if (!showEffect && notification) {
        return notification.add(message, { type: "info", messageIsHtml: options.messageIsHtml });
      }
      let remove = () => {};
      const close = () => remove();
      remove = addOverlay(RainbowMan, { message, messageIsHtml: Boolean(options.messageIsHtml), fadeout, imgUrl: options.imgUrl, close }, { sequence: EFFECT_SEQUENCE });
      return close;
    },
  };
}
export type EffectService = ReturnType<typeof createEffectService>;

export const effectService = defineService<EffectService, { notification: NotificationService; session: SessionService }>({
  dependencies: ["notification", "session"],
  start: (env, { notification, session }) => createEffectService((s) => env._t(s), notification, session.show_effect),
});
