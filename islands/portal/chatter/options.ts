// The chatter's options as the host's data attributes give them (portal.message_thread markup:
// data-res_model, data-res_id, data-token, data-pager_step, data-allow_composer …), with the
// spec's defaults; the server's chatter_init answer completes them.
import type { AttributeReader } from "../../../src/runtime/attributes";
import { readSessionInfo } from "../../../src/services/session_info";
import { PAGER_SCOPE, PAGER_START, PAGER_STEP } from "./constants";
import type { ChatterAttachment, ChatterOptions } from "./types";

const isAttachmentList = (value: unknown): value is ChatterAttachment[] =>
  Array.isArray(value) && value.every((a) => a && typeof a === "object" && typeof (a as ChatterAttachment).id === "number");
const isList = (value: unknown): value is unknown[] => Array.isArray(value);

export function readChatterOptions(read: AttributeReader): ChatterOptions {
  const token = read.string("data-token");
  const hash = read.string("data-hash");
  const pid = read.int("data-pid", 0);
  return {
    res_model: read.string("data-res_model"),
    res_id: read.int("data-res_id", 0),
    token: token || false,
    pager_step: read.int("data-pager_step", PAGER_STEP),
    pager_scope: read.int("data-pager_scope", PAGER_SCOPE),
    pager_start: read.int("data-pager_start", PAGER_START),
    message_count: read.int("data-message_count", 0),
    domain: read.json("data-domain", [], isList),
    allow_composer: read.boolean("data-allow_composer", true),
    display_composer: read.boolean("data-display_composer", false),
    hash: hash || false,
    pid: pid || false,
    two_columns: read.boolean("data-two_columns", false),
    is_user_public: read.boolean("data-is_user_public", true),
    is_user_employee: read.boolean("data-is_user_employee", false),
    is_user_publisher: read.boolean("data-is_user_publisher", false),
    csrf_token: readSessionInfo().csrfToken,
    default_attachment_ids: read.json("data-default_attachment_ids", [], isAttachmentList),
    force_submit_url: read.string("data-force_submit_url") || false,
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
