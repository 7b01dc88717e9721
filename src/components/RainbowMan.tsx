// The rainbow man: a rainbow, a smiling face and a message in the middle of the screen. It fades
// out after the delay of its speed and closes on any click.
import { useEffect, useState } from "react";
import { RAINBOW_FADE_DELAYS, RAINBOW_FADE_OUT_MS, type FadeSpeed } from "../services/effect";
import { SanitizedHtmlOnDemand } from "./sanitized_html_on_demand";

export interface RainbowManProps {
  message: string;
  messageIsHtml: boolean;
  fadeout: FadeSpeed;
  imgUrl?: string;
  close: () => void;
}

const RAINBOW =
  "radial-gradient(circle at 50% 100%, transparent 52%, #8f5bd6 52%, #8f5bd6 57%, #3d7de0 57%, #3d7de0 62%, #2fb56a 62%, #2fb56a 67%, #f3c623 67%, #f3c623 72%, #f08a24 72%, #f08a24 77%, #e64545 77%, #e64545 82%, transparent 82%)";

export function RainbowMan({ message, messageIsHtml, fadeout, imgUrl, close }: RainbowManProps) {
  const [fading, setFading] = useState(false);

  useEffect(() => {
    const delay = RAINBOW_FADE_DELAYS[fadeout];
    if (delay === null) return;
    const fade = setTimeout(() => setFading(true), delay);
    const end = setTimeout(close, delay + RAINBOW_FADE_OUT_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(end);
    };
  }, [fadeout, close]);

  useEffect(() => {
    // Listen from the next task on, so that the click that started the effect does not close it.
    const onClick = () => close();
    const timer = setTimeout(() => document.addEventListener("click", onClick, true));
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick, true);
    };
  }, [close]);

  return (
    <div
      className={`o_reward position-fixed top-0 start-0 w-100 h-100 d-flex justify-content-center align-items-center${fading ? " o_reward_fading" : ""}`}
      style={{ zIndex: 1090, pointerEvents: "none", opacity: fading ? 0 : 1, transition: `opacity ${RAINBOW_FADE_OUT_MS}ms ease-in` }}
      data-fadeout={fadeout}
    >
      <div className="position-relative d-flex flex-column align-items-center" style={{ width: 360 }}>
        <div aria-hidden="true" style={{ width: 360, height: 180, background: RAINBOW }} />
        <div
          className="position-absolute d-flex justify-content-center align-items-center rounded-circle bg-warning shadow"
          style={{ top: 95, width: 120, height: 120 }}
          aria-hidden="true"
        >
          {imgUrl ? <img src={imgUrl} alt="" style={{ width: 96, height: 96 }} /> : <span className="fa fa-smile-o" style={{ fontSize: 96, color: "#5a3b00" }} />}
        </div>
        <div className="o_reward_msg_container card shadow mt-5 px-4 py-3 text-center" style={{ pointerEvents: "auto", maxWidth: 360 }} role="status">
          {messageIsHtml ? (
            <SanitizedHtmlOnDemand className="o_reward_msg_content fs-5" html={message} />
          ) : (
            <div className="o_reward_msg_content fs-5">{message}</div>
          )}
        </div>
      </div>
    </div>
  );
}
