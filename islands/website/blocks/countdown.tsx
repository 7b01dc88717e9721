// Countdown block (spec 3 §3 countdown, §4 Blocks, §9): ticks every second until data-end-time,
// drawn as circles (SVG rings), boxes or text; at the end it stops and performs its end action.
// In the editor the end message can be previewed and nothing redirects.
import { defineIsland, isEditing, useHost, useTranslate } from "../../../src/kit";
import { useEffect, useMemo, useState } from "react";
import { HostPortal } from "../../../src/components/HostPortal";
import {
  COUNTDOWN_DEFAULT_REDIRECT, COUNTDOWN_LABELS, COUNTDOWN_REDIRECT_DELAY_MS, COUNTDOWN_TICK_MS, END_ACTIONS,
  countdownColor, displayedUnits, endOutcome, ringProgress, secondsLeft, splitTime, type CountdownUnit, type EndAction,
} from "./countdown_time";
import { safeSamePath } from "./same_path";

export const COUNTDOWN_WRAPPER = ".s_countdown_canvas_wrapper";
export const END_MESSAGE = ".s_countdown_end_message";
export const END_REDIRECT_MESSAGE = ".s_countdown_end_redirect_message";
export const PREVIEW_CLASS = "s_countdown_enable_preview";

interface CountdownProps {
  endTime: number;
  action: EndAction;
  redirectUrl: string;
  display: string;
  layout: "circle" | "boxes" | "clean" | "text";
  background: "none" | "plain";
  barStyle: "surrounded" | "disappear" | "none";
  barWeight: "thin" | "thick";
  textColor: string;
  backgroundColor: string;
  barColor: string;
  hideCountdown: boolean;
  /** data-size: the width and height in pixels of each unit's circle or box */
  size: number;
}

/** The unit's drawing size when data-size is absent or not a positive number (the platform's default block). */
export const COUNTDOWN_DEFAULT_SIZE = 100;

function Ring({ unit, value, props }: { unit: CountdownUnit; value: number; props: CountdownProps }) {
  const width = props.barWeight === "thick" ? 8 : 3;
  const radius = 50 - width;
  const circumference = 2 * Math.PI * radius;
  const progress = ringProgress(unit, value);
  return (
    <svg viewBox="0 0 100 100" className="o_countdown_ring" role="presentation" width={props.size} height={props.size}>
      {props.background === "plain" && <circle cx="50" cy="50" r="50" fill={props.backgroundColor} />}
      {props.barStyle === "surrounded" && (
        <circle cx="50" cy="50" r={radius} fill="none" stroke={props.barColor} strokeOpacity="0.2" strokeWidth={width} />
      )}
      {props.barStyle !== "none" && (
        <circle
          cx="50" cy="50" r={radius} fill="none" stroke={props.barColor} strokeWidth={width} strokeLinecap="round"
          strokeDasharray={`${circumference * progress} ${circumference}`} transform="rotate(-90 50 50)"
        />
      )}
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central" fontSize={String(value).length > 3 ? 20 : 28} fill={props.textColor || "currentColor"}>{value}</text>
    </svg>
  );
}

function Countdown(props: CountdownProps) {
  const host = useHost();
  const _t = useTranslate();
  const editing = isEditing();
  const [now, setNow] = useState(() => Date.now());
  const [presentBeforeEnd] = useState(() => secondsLeft(props.endTime, Date.now()) > 0);
  const left = secondsLeft(props.endTime, now);
  const finished = left === 0;
  const previewing = editing && host.classList.contains(PREVIEW_CLASS);

  useEffect(() => {
    if (finished) return;
    // each tick lands on a whole second before the end, so the last one is the end itself
    const delay = (props.endTime * 1000 - Date.now()) % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [finished, now, props.endTime]);

  const outcome = useMemo(
    () => (finished || previewing ? endOutcome(props.action, presentBeforeEnd, editing) : null),
    [finished, previewing, props.action, presentBeforeEnd, editing],
  );

  useEffect(() => {
    const message = host.querySelector(END_MESSAGE);
    const redirectMessage = host.querySelector(END_REDIRECT_MESSAGE);
    const wrapper = host.querySelector(COUNTDOWN_WRAPPER);
    message?.classList.toggle("d-none", !outcome?.message);
    redirectMessage?.classList.toggle("d-none", !outcome?.redirectMessage);
    wrapper?.classList.toggle("d-none", props.hideCountdown || !!outcome?.hideCountdown);
    if (!outcome?.redirect) return;
    const timer = setTimeout(() => window.location.assign(safeSamePath(props.redirectUrl, COUNTDOWN_DEFAULT_REDIRECT)), COUNTDOWN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [host, outcome, props.hideCountdown, props.redirectUrl]);

  const units = displayedUnits(props.display);
  const parts = splitTime(left, units);
  const style = { color: props.textColor || undefined };
  return (
    <HostPortal selector={COUNTDOWN_WRAPPER}>
      <div className={`o_countdown o_countdown_${props.layout} d-flex flex-wrap justify-content-center gap-3`} role="timer" aria-live="off" style={style}>
        {props.layout === "text" ? (
          <span className="o_countdown_words">
            {units.map((unit) => `${parts[unit]} ${_t(COUNTDOWN_LABELS[unit])}`).join(" ")}
          </span>
        ) : (
          units.map((unit) => (
            <div key={unit} className="o_countdown_unit text-center" data-unit={unit}>
              {props.layout === "circle" ? (
                <Ring unit={unit} value={parts[unit]} props={props} />
              ) : (
                <div
                  className="o_countdown_box rounded d-flex align-items-center justify-content-center fs-2"
                  style={{ width: props.size, height: props.size, background: props.background === "plain" ? props.backgroundColor : undefined, border: props.barStyle !== "none" ? `2px solid ${props.barColor}` : undefined }}
                >
                  {parts[unit]}
                </div>
              )}
              <div className="o_countdown_label small">{_t(COUNTDOWN_LABELS[unit])}</div>
            </div>
          ))
        )}
      </div>
    </HostPortal>
  );
}

export default defineIsland({
  name: "snippets.countdown",
  selector: ".s_countdown",
  moment: "load",
  mode: "enhance",
  editMode: "on",
  props: (host, read): CountdownProps => ({
    endTime: read.number("data-end-time", 0),
    action: read.oneOf("data-end-action", END_ACTIONS, "nothing"),
    redirectUrl: read.string("data-redirect-url", COUNTDOWN_DEFAULT_REDIRECT),
    display: read.string("data-display", "dhms"),
    layout: read.oneOf("data-layout", ["circle", "boxes", "clean", "text"] as const, "circle"),
    background: read.oneOf("data-layout-background", ["none", "plain"] as const, "none"),
    barStyle: read.oneOf("data-progress-bar-style", ["surrounded", "disappear", "none"] as const, "disappear"),
    barWeight: read.oneOf("data-progress-bar-weight", ["thin", "thick"] as const, "thin"),
    textColor: countdownColor(read.string("data-text-color", ""), ""),
    backgroundColor: countdownColor(read.string("data-layout-background-color", ""), "transparent"),
    barColor: countdownColor(read.string("data-progress-bar-color", ""), "currentColor"),
    hideCountdown: host.classList.contains("hide-countdown"),
    size: ((size) => (size > 0 ? size : COUNTDOWN_DEFAULT_SIZE))(read.int("data-size", COUNTDOWN_DEFAULT_SIZE)),
  }),
  Component: Countdown,
});
