// The e-mail validation banner of the profile (spec 2 §2, §7): sends the validation e-mail with
// the page to come back to, or closes the banner for the session. One sending at a time, under a
// synchronous lock.
import { defineIsland, useHost, useHostEvent, useService } from "../../src/kit";
import { runWrite } from "../../src/kit";
import { useWriteLock } from "../../src/kit";

export const SEND_VALIDATION_ROUTE = "/profile/send_validation_email";
export const CLOSE_VALIDATION_ROUTE = "/profile/validate_email/close";
export const VALIDATION_SENT = "An email has been sent to your address. Click the link in it to validate your e-mail.";
export const VALIDATION_FAILED = "The validation email could not be sent. Please try again.";

function ProfileValidation() {
  const banner = useHost();
  const rpc = useService("rpc");
  const lock = useWriteLock();

  function say(text: string, kind: "success" | "danger") {
    let status = banner.querySelector<HTMLElement>(".o_wprofile_validation_status");
    if (!status) {
      status = document.createElement("p");
      status.className = "o_wprofile_validation_status mb-0 mt-2";
      status.setAttribute("role", "status");
      banner.append(status);
    }
    status.className = `o_wprofile_validation_status mb-0 mt-2 text-${kind}`;
    status.textContent = text;
  }

  useHostEvent(
    "click",
    (event, button) => {
      event.preventDefault();
      void runWrite(lock, async () => {
        try {
          await rpc(SEND_VALIDATION_ROUTE, { redirect_url: button.dataset.redirect_url || window.location.pathname }, { silent: true });
          button.classList.add("d-none");
          say(VALIDATION_SENT, "success");
        } catch {
          say(VALIDATION_FAILED, "danger");
        }
      });
    },
    { selector: ".send_validation_email" },
  );

  useHostEvent(
    "click",
    async (event) => {
      event.preventDefault();
      banner.classList.add("d-none");
      await rpc(CLOSE_VALIDATION_ROUTE, {}, { silent: true }).catch(() => undefined);
    },
    { selector: ".validated_email_close" },
  );
  return null;
}

export default defineIsland({
  name: "website.profile_validation",
  selector: ".o_wprofile_email_validation_container",
  moment: "load",
  mode: "enhance",
  Component: ProfileValidation,
});
