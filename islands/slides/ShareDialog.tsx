// The lesson's share dialog (spec 3 §2, §5): send the link by e-mail (checked before sending),
// social links opening a 626×436 window, and the link to copy.
import { useState } from "react";
import { Dialog, runWrite, useService, useTimeouts, useTranslate, useWriteLock } from "../../src/kit";
import * as M from "./messages";
import { isValidEmail } from "./lesson";
import { COPIED_MS, SHARE_EMAIL_ROUTE, openSharePopup, shareFailureText, socialLinks } from "./share";

export function ShareDialog({ slideId, url, title, close }: { slideId: number; url: string; title: string; close: () => void }) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<"" | "sending" | "sent" | "failed">("");
  const [failure, setFailure] = useState("");
  const [copied, setCopied] = useState(false);

  const lock = useWriteLock();
  const timeouts = useTimeouts();
  const send = async () => {
    if (!isValidEmail(email)) return setInvalid(true);
    setInvalid(false);
    await runWrite(lock, async () => {
      setStatus("sending");
      try {
        await rpc(SHARE_EMAIL_ROUTE, { slide_id: slideId, email: email.trim(), fullscreen: true }, { silent: true });
        setStatus("sent");
      } catch (error) {
        setFailure(shareFailureText(error, _t));
        setStatus("failed");
      }
    });
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    timeouts.set(() => setCopied(false), COPIED_MS);
  };

  return (
    <Dialog title={_t("Share")} size="md" onClose={close} className="o_wslides_share_dialog" footer={false}>
      <label className="form-label" htmlFor="o_wslides_share_email">{_t("Send by e-mail")}</label>
      <div className="input-group mb-1">
        <input id="o_wslides_share_email" type="email" className={`form-control o_wslides_js_share_email${invalid ? " is-invalid" : ""}`} value={email} aria-invalid={invalid} onChange={(e) => setEmail(e.target.value)} placeholder="friend@example.com" />
        <button type="button" className="btn btn-primary" disabled={status === "sending"} onClick={() => void send()}>{_t("Send")}</button>
      </div>
      <div className="small mb-3" role="status">
        {status === "sent" ? <span className="text-success">{_t(M.SHARE_SENT)}</span> : status === "failed" ? <span className="text-danger">{failure}</span> : null}
      </div>
      <div className="d-flex gap-2 mb-3">
        {socialLinks(url, title).map(([network, icon, href]) => (
          <a key={network} href={href} className={`btn btn-light border o_wslides_js_social_share o_wslides_share_${network}`} aria-label={network} onClick={(e) => (e.preventDefault(), openSharePopup(href))}>
            <i className={`fa ${icon}`} aria-hidden="true" />
          </a>
        ))}
      </div>
      <label className="form-label" htmlFor="o_wslides_share_link">{_t("Link")}</label>
      <div className="input-group">
        <input id="o_wslides_share_link" className="form-control" readOnly value={url} />
        <button type="button" className="btn btn-light border o_wslides_share_copy" onClick={() => void copy()}>{copied ? _t(M.COPIED) : _t("Copy")}</button>
      </div>
    </Dialog>
  );
}
