// The chatter's options as the host's data attributes give them (portal.message_thread markup:
// data-res_model, data-res_id, data-token, data-pager_step, data-allow_composer …), with the
// spec's defaults; the server's chatter_init answer completes them.
import { attr, defineMarkup, readSessionInfo, type IslandProps } from "../../../src/kit";
import { PAGER_SCOPE, PAGER_START, PAGER_STEP } from "./constants";
import type { ChatterAttachment, ChatterOptions } from "./types";

const isAttachmentList = (value: unknown): value is ChatterAttachment[] =>
  Array.isArray(value) && value.every((a) => a && typeof a === "object" && typeof (a as ChatterAttachment).id === "number");
const isList = (value: unknown): value is unknown[] => Array.isArray(value);

export const chatterMarkup = defineMarkup({
  attributes: {
    res_model: attr.string("data-res_model"),
    res_id: attr.int("data-res_id", 0),
    token: attr.string("data-token"),
    pager_step: attr.int("data-pager_step", PAGER_STEP),
    pager_scope: attr.int("data-pager_scope", PAGER_SCOPE),
    pager_start: attr.int("data-pager_start", PAGER_START),
    message_count: attr.int("data-message_count", 0),
    domain: attr.json("data-domain", [] as unknown[], isList),
    allow_composer: attr.boolean("data-allow_composer", true),
    display_composer: attr.boolean("data-display_composer", false),
    hash: attr.string("data-hash"),
    pid: attr.int("data-pid", 0),
    two_columns: attr.boolean("data-two_columns", false),
    is_user_public: attr.boolean("data-is_user_public", true),
    is_user_employee: attr.boolean("data-is_user_employee", false),
    is_user_publisher: attr.boolean("data-is_user_publisher", false),
    default_attachment_ids: attr.json("data-default_attachment_ids", [] as ChatterAttachment[], isAttachmentList),
    force_submit_url: attr.string("data-force_submit_url"),
  },
});

/** The options as the chatter keeps them: empty values are false, the csrf token from the page. */
export function chatterOptions(attrs: IslandProps<typeof chatterMarkup>["attrs"]): ChatterOptions {
  return {
    ...attrs,
    token: attrs.token || false,
    hash: attrs.hash || false,
    pid: attrs.pid || false,
    force_submit_url: attrs.force_submit_url || false,
    csrf_token: readSessionInfo().csrfToken,
  };
}

/** The parameters of chatter_init and chatter_fetch (spec 2 §7). */
export function fetchParams(options: ChatterOptions, page: number) {
  const params: Record<string, unknown> = {
    res_model: options.res_model,
    res_id: options.res_id,
    limit: options.pager_step,
    offset: (page - 1) * options.pager_step,
    allow_composer: options.allow_composer,
  };
  if (options.token) params.token = options.token;
  if (options.domain.length) params.domain = options.domain;
  return params;
}
