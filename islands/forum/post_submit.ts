// Sending the question form without leaving the page (spec 3 §5 "Forum" keeps the platform's form
// post): the server's redirect to the new question is followed; a refusal (the ask page again with
// its message) is said in the form, which keeps what was written; a connection that drops or a
// gateway that answers instead of the server (502/504) may hide a post that was made: that is
// said, the form kept, and nothing is sent again by itself.
import { child, findIn } from "../../src/kit";

export const POST_FAILED = "Your post could not be sent. What you wrote is kept: try again.";
export const POST_LOST = "The server's answer was lost: your post may have been published. Look for it in the forum before sending it again; what you wrote is kept.";

export type PostOutcome = { kind: "posted"; url: string } | { kind: "refused"; message: string | null } | { kind: "lost" };

const GATEWAY_STATUSES = [502, 504];
/** The refusal's message on the ask page the server renders again. */
const REFUSAL = child.optional("form.js_wforum_submit_form .alert-danger, .alert-danger");

export async function submitPost(form: HTMLFormElement): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(form.action, { method: "POST", body: new FormData(form), credentials: "same-origin" });
  } catch {
    return { kind: "lost" };
  }
  if (GATEWAY_STATUSES.includes(response.status)) return { kind: "lost" };
  let body: string;
  try {
    // Read to its end: a connection dropped in the middle of the answer is a lost answer.
    body = await response.text();
  } catch {
    return { kind: "lost" };
  }
  if (response.ok && response.redirected) return { kind: "posted", url: response.url };
  // A fetch that does not follow redirects by itself (the redirect is the post's success).
  const location = response.status >= 300 && response.status < 400 ? response.headers.get("Location") : null;
  if (location) return { kind: "posted", url: new URL(location, window.location.href).href };
  const page = new DOMParser().parseFromString(body, "text/html");
  const message = findIn(REFUSAL, page)[0]?.textContent?.trim();
  return { kind: "refused", message: message || null };
}
