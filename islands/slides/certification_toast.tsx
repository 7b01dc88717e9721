// After a new certification is uploaded (spec 3 §9), the page the dialog went to links to where its
// questions are added; the address waits in the session storage for this one page load.
import { defineIsland, useService, useTranslate } from "../../src/kit";
import { useEffect } from "react";
import { escapeHTML } from "../../src/core/text/escape";
import { CERTIFICATION_URL_KEY } from "./upload_api";

export const CERTIFICATION_TOAST = "Follow this link to add questions to your certification";
export const EDIT_CERTIFICATION = "Edit certification";
export const CERTIFICATION_CREATED = "Certification created";

/** Only a same-site path is linked: the stored value is the server's, but storage can be written by any script. */
export const safeCertificationUrl = (value: string | null) => (value && /^\/(?![/\\])/.test(value) ? value : null);

function CertificationToast() {
  const notification = useService("notification");
  const _t = useTranslate();
  useEffect(() => {
    const url = safeCertificationUrl(window.sessionStorage.getItem(CERTIFICATION_URL_KEY));
    window.sessionStorage.removeItem(CERTIFICATION_URL_KEY);
    if (!url) return;
    notification.add(`${escapeHTML(_t(CERTIFICATION_TOAST))}. <a href="${escapeHTML(url)}" class="o_wslides_edit_certification">${escapeHTML(_t(EDIT_CERTIFICATION))}</a>`, {
      type: "info",
      title: _t(CERTIFICATION_CREATED),
      sticky: true,
      messageIsHtml: true,
    });
  }, [notification, _t]);
  return null;
}

export default defineIsland({
  name: "slides.certification_toast",
  selector: ".o_wslides_survey_certification_upload_toast",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  Component: CertificationToast,
});
