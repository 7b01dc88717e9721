// The chatter's data (spec 2 §3): messages, attachments and the options the server completes.
export interface ChatterAttachment {
  id: number;
  name: string;
  mimetype?: string;
  access_token: string | false;
  /** pending: uploaded by this composer, not posted yet; done: given with the options */
  state?: "pending" | "done";
}

export interface ChatterMessage {
  id: number;
  body: string;
  date: string;
  author_id: [number, string] | false;
  is_internal: boolean;
  attachment_ids: ChatterAttachment[];
}

export interface ChatterOptions {
  res_model: string;
  res_id: number;
  token: string | false;
  pager_step: number;
  pager_scope: number;
  pager_start: number;
  message_count: number;
  domain: unknown[];
  allow_composer: boolean;
  display_composer: boolean;
  hash: string | false;
  pid: number | false;
  two_columns: boolean;
  is_user_public: boolean;
  is_user_employee: boolean;
  is_user_publisher: boolean;
  csrf_token: string;
  default_attachment_ids: ChatterAttachment[];
  /** the composer's post route (its button's action) */
  force_submit_url: string | false;
}

export interface ChatterAnswer {
  messages: ChatterMessage[];
  message_count: number;
  options?: Partial<ChatterOptions>;
}

/** A chatter_init / chatter_fetch answer, or null when it does not have that shape. */
export function asChatterAnswer(value: unknown): ChatterAnswer | null {
  const answer = value as Partial<ChatterAnswer> | null;
  if (!answer || typeof answer !== "object" || !Array.isArray(answer.messages)) return null;
  const count = typeof answer.message_count === "number" ? answer.message_count : answer.options?.message_count;
  if (typeof count !== "number") return null;
  const messages = answer.messages.filter((m): m is ChatterMessage => Boolean(m) && typeof (m as ChatterMessage).id === "number");
  return { messages, message_count: count, options: answer.options && typeof answer.options === "object" ? answer.options : {} };
}
