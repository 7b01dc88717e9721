// Countdown block (spec 3 §3 countdown, §4 Blocks, §9): ticks every second until data-end-time,
// drawn as circles (SVG rings), boxes or text; at the end it stops and performs its end action.
// In the editor the end message can be previewed and nothing redirects.
import { Portal, attr, child, defineIsland, defineMarkup, isEditing, useBind, useTimeouts, useTranslate, type IslandProps } from "../../../src/kit";
import { useEffect, useMemo, useState } from "react";
import {
  COUNTDOWN_DEFAULT_REDIRECT, COUNTDOWN_LABELS, COUNTDOWN_REDIRECT_DELAY_MS, COUNTDOWN_TICK_MS, END_ACTIONS,
  countdownColor, displayedUnits, endOutcome, ringProgress, secondsLeft, splitTime, type CountdownUnit,
} from "./countdown_time";
import { safeSamePath } from "./same_path";

/** The unit's drawing size when data-size is absent or not a positive number (the platform's default block). */
const COUNTDOWN_DEFAULT_SIZE = 100;

const markup = defineMarkup({
  attributes: {
    endTime: attr.number("data-end-time", 0),
    action: attr.oneOf("data-end-action", END_ACTIONS, "nothing"),
    redirectUrl: attr.string("data-redirect-url", COUNTDOWN_DEFAULT_REDIRECT),
    display: attr.string("data-display", "dhms"),
    layout: attr.oneOf("data-layout", ["circle", "boxes", "clean", "text"] as const, "circle"),
    background: attr.oneOf("data-layout-background", ["none", "plain"] as const, "none"),
    barStyle: attr.oneOf("data-progress-bar-style", ["surrounded", "disappear", "none"] as const, "disappear"),
    barWeight: attr.oneOf("data-progress-bar-weight", ["thin", "thick"] as const, "thin"),
    textColor: attr.string("data-text-color", ""),
    backgroundColor: attr.string("data-layout-background-color", ""),
    barColor: attr.string("data-progress-bar-color", ""),
    hideCountdown: attr.hasClass("hide-countdown"),
    preview: attr.hasClass("s_countdown_enable_preview"),
    /** the width and height in pixels of each unit's circle or box */
    size: attr.int("data-size", COUNTDOWN_DEFAULT_SIZE),
  },
  children: {
    wrapper: child.optional(".s_countdown_canvas_wrapper"),
    message: child.optional(".s_countdown_end_message"),
    redirectMessage: child.optional(".s_countdown_end_redirect_message"),
  },
});

type CountdownProps = IslandProps<typeof markup>["attrs"];

function Ring({ unit, value, props }: { unit: CountdownUnit; value: number; props: CountdownProps }) {
  const width = props.barWeight === "thick" ? 8 : 3;
  const radius = 50 - width;
  const circumference = 2 * Math.PI * radius;
  const progress = ringProgress(unit, value);
  return (
    <svg viewBox="0 0 100 100" className="o_countdown_ring" role="presentation" width={props.size} height={props.size}>
      {props.background === "plain" && <circle cx="50" cy="50" r="50" fill={props.backgroundColor} />}
      {props.barStyle === "surrounded" && <circle cx="50" cy="50" r={radius} fill="none" stroke={props.barColor} strokeOpacity="0.2" strokeWidth={width} />}
      {props.barStyle !== "none" && (
        <circle cx="50" cy="50" r={radius} fill="none" stroke={props.barColor} strokeWidth={width} strokeLinecap="round" strokeDasharray={`${circumference * progress} ${circumference}`} transform="rotate(-90 50 50)" />
      )}
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central" fontSize={String(value).length > 3 ? 20 : 28} fill={props.textColor || "currentColor"}>{value}</text>
    </svg>
  );
}

function Countdown({ attrs, parts: markupParts }: IslandProps<typeof markup>) {
  const props: CountdownProps = {
    ...attrs,
    textColor: countdownColor(attrs.textColor, ""),
    backgroundColor: countdownColor(attrs.backgroundColor, "transparent"),
    barColor: countdownColor(attrs.barColor, "currentColor"),
    size: attrs.size > 0 ? attrs.size : COUNTDOWN_DEFAULT_SIZE,
  };
  const _t = useTranslate();
  const timeouts = useTimeouts();
  const editing = isEditing();
  const [now, setNow] = useState(() => Date.now());
  const [presentBeforeEnd] = useState(() => secondsLeft(props.endTime, Date.now()) > 0);
  const left = secondsLeft(props.endTime, now);
  const finished = left === 0;
  const previewing = editing && props.preview;

  useEffect(() => {
    if (finished) return;
    // each tick lands on a whole second before the end, so the last one is the end itself
    const delay = (props.endTime * 1000 - Date.now()) % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
    return timeouts.set(() => setNow(Date.now()), delay);
  }, [finished, now, props.endTime, timeouts]);

  const outcome = useMemo(
    () => (finished || previewing ? endOutcome(props.action, presentBeforeEnd, editing) : null),
    [finished, previewing, props.action, presentBeforeEnd, editing],
  );

  useBind(markupParts, {
    message: { class: { "d-none": !outcome?.message } },
    redirectMessage: { class: { "d-none": !outcome?.redirectMessage } },
    wrapper: { class: { "d-none": props.hideCountdown || !!outcome?.hideCountdown } },
  });
  useEffect(() => {
    if (!outcome?.redirect) return;
    return timeouts.set(() => window.location.assign(safeSamePath(props.redirectUrl, COUNTDOWN_DEFAULT_REDIRECT)), COUNTDOWN_REDIRECT_DELAY_MS);
  }, [outcome, props.redirectUrl, timeouts]);

  const units = displayedUnits(props.display);
  const parts = splitTime(left, units);
  return (
    <Portal into={markupParts.wrapper}>
      <div className={`o_countdown o_countdown_${props.layout} d-flex flex-wrap justify-content-center gap-3`} role="timer" aria-live="off" style={{ color: props.textColor || undefined }}>
        {props.layout === "text" ? (
          <span className="o_countdown_words">{units.map((unit) => `${parts[unit]} ${_t(COUNTDOWN_LABELS[unit])}`).join(" ")}</span>
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
    </Portal>
  );
}

export default defineIsland({
  name: "snippets.countdown",
  selector: ".s_countdown",
  moment: "load",
  mode: "enhance",
  editMode: "on",
  markup,
  Component: Countdown,
});
