// The widget's options (spec 3 §3 "Live chat": channel, colours, button text, placeholder,
// default username, welcome message), read from the loader's marker with the platform's defaults.
import { attr, defineMarkup } from "../../src/kit";
import { DEFAULT_WELCOME_MESSAGE } from "../../contract/livechat/constants";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() ? value : fallback);
/** A colour goes into a style: only plain colour values. */
const colour = (value: unknown) => (typeof value === "string" && /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i.test(value) ? value : undefined);

/** The loader's marker: its channel and the widget's options as JSON. */
export const livechatMarkup = defineMarkup({
  attributes: { channelId: attr.int("data-channel-id", 1), options: attr.json<Record<string, unknown>>("data-options", {}, isRecord) },
});

export function readOptions({ channelId, options }: { channelId: number; options: Record<string, unknown> }) {
  return {
    channelId,
    buttonText: text(options.button_text, "Chat with one of our collaborators"),
    placeholder: text(options.input_placeholder, "Say something..."),
    defaultUsername: text(options.default_username, "Visitor"),
    welcomeMessage: text(options.default_message, DEFAULT_WELCOME_MESSAGE),
    headerBackground: colour(options.header_background_color),
    titleColor: colour(options.title_color),
    buttonBackground: colour(options.button_background_color),
    buttonTextColor: colour(options.button_text_color),
  };
}
