// One of the recent links: clicks, title, short URL whose code is edited inline (display → edit →
// saved or cancelled, /website_links/add_code; 'The code cannot be left empty.', 'This code is
// already taken.'), copy with a 'copied' label, and the statistics page. One save at a time; a
// save whose answer was lost looks at the statistics page of the new code: there for this link, it
// was saved; missing, it was not.
import { child, findIn, isAnswerLost, RPCError, runWrite, useTranslate, useWriteLock, type RPC } from "../../src/kit";
import { useState } from "react";
import { CODE_EMPTY, CODE_TAKEN, type TrackedLink } from "./link_rules";
import { useCopy } from "./use_copy";

export const CODE_NOT_SAVED = "The code could not be saved. Please check your connection and try again.";
export const CODE_LOST = "The server's answer was lost: the code may have been changed. Reload the page to see the link's code.";

/** The link's id on its statistics page (the stats island's #link_id). */
const STATS_LINK_ID = child.required("#link_id");

/** Whether the statistics page of `code` is this link's (true), missing (false), or unknown (null). */
async function codeIsLinks(statsUrl: string, linkId: number): Promise<boolean | null> {
  try {
    const response = await fetch(statsUrl, { credentials: "same-origin" });
    if (response.status === 404) return false;
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    return findIn<HTMLInputElement>(STATS_LINK_ID, page)[0]?.value === String(linkId);
  } catch {
    return null;
  }
}

export function RecentLink({ link, rpc }: { link: TrackedLink; rpc: RPC }) {
  const _t = useTranslate();
  const [code, setCode] = useState(link.code);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(link.code);
  const [error, setError] = useState("");
  const [copied, copy] = useCopy();
  const base = link.short_url.slice(0, link.short_url.length - link.code.length);
  const shortUrl = base + code;

  const lock = useWriteLock();
  const saved = (next: string) => {
    setCode(next);
    setEditing(false);
    setError("");
  };

  const save = async () => {
    const next = draft.trim();
    if (!next) return setError(_t(CODE_EMPTY));
    if (next === code) return setEditing(false);
    await runWrite(lock, async () => {
      try {
        const answer = await rpc<{ code: string }[]>("/website_links/add_code", { init_code: code, new_code: next });
        saved(answer[0]?.code ?? next);
      } catch (failure) {
        if (!isAnswerLost(failure)) return setError(failure instanceof RPCError ? _t(CODE_TAKEN) : _t(CODE_NOT_SAVED));
        const landed = await codeIsLinks(`${base}${next}+`, link.id);
        if (landed) saved(next);
        else setError(_t(landed === false ? CODE_NOT_SAVED : CODE_LOST));
      }
    });
  };

  return (
    <li className="o_website_links_link row align-items-center py-2 border-bottom" data-code={code}>
      <div className="col-2 col-md-1 text-center">
        <div className="h4 mb-0">{link.count}</div>
        <small className="text-muted">{_t("clicks")}</small>
      </div>
      <div className="col-10 col-md-7">
        <div className="fw-bold text-truncate">{link.title}</div>
        {editing ? (
          <form
            id="edit-code-form"
            className="d-flex flex-wrap align-items-center gap-1"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <span className="text-muted small">{base}</span>
            <input
              className={`form-control form-control-sm w-auto${error ? " is-invalid" : ""}`}
              name="new_code"
              aria-label={_t("New code")}
              value={draft}
              autoFocus
              onChange={(event) => (setDraft(event.target.value), setError(""))}
            />
            <button type="submit" className="btn btn-sm btn-primary o_website_links_ok_edit">
              {_t("Save")}
            </button>
            <button type="button" className="btn btn-sm btn-link o_website_links_cancel_edit" onClick={() => (setEditing(false), setDraft(code), setError(""))}>
              {_t("Cancel")}
            </button>
          </form>
        ) : (
          <div className="d-flex align-items-center gap-2">
            <a className="o_website_links_short_url small text-break" href={shortUrl} target="_blank" rel="noopener noreferrer">
              {shortUrl}
            </a>
            <button type="button" className="btn btn-sm btn-link p-0 o_website_links_edit_code" aria-label={_t("Edit the code of %s", shortUrl)} onClick={() => (setDraft(code), setEditing(true))}>
              <span className="fa fa-pencil" aria-hidden="true" />
            </button>
          </div>
        )}
        {error ? (
          <div className="o_website_links_code_error text-danger small" role="alert">
            {error}
          </div>
        ) : null}
      </div>
      <div className="col-12 col-md-4 text-md-end mt-2 mt-md-0">
        <button type="button" className="btn btn-sm btn-info btn_shorten_url_clipboard me-1" onClick={() => void copy(shortUrl)}>
          {copied ? _t("copied") : _t("Copy")}
        </button>
        <a className="btn btn-sm btn-warning" href={`${shortUrl}+`}>
          {_t("Stats")}
        </a>
      </div>
    </li>
  );
}
