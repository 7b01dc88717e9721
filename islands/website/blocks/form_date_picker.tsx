// The date picker of the website form's date and datetime fields (spec 3 §5 "Forms"): a button
// beside the input opens a month grid (arrows, Page Up/Down, Home/End, Enter, Escape); the chosen
// day is written in the user's language format and the form is told (input and change events).
// Years 1000 to 9999 and fallback formats (spec 1 §5, §9); a future date shows the platform's warning.
import { Portal, attr, child, defineIsland, defineMarkup, useBind, useHost, useService, useTranslate, type IslandProps } from "../../../src/kit";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { FALLBACK_DATE_FORMAT, FALLBACK_DATETIME_FORMAT, FUTURE_DATE_WARNING } from "../../../src/core/l10n/date_picker_defaults";
import {
  PICKER_MAX_YEAR, PICKER_MIN_YEAR, addDays, addMonths, daysInMonth, formatPickerDate, isInTheFuture, isoWeekday, monthGrid, readPickerDate, sameDay, today, type PickerDate,
} from "./date_picker_dates";

export const CHOOSE_DATE = "Choose a date";
export const CHOOSE_DATETIME = "Choose a date and time";

/** Where a key moves the focused day in the grid; null when the key is not the grid's. */
export function dayAfterKey(day: PickerDate, key: string, shiftKey: boolean, weekStart: number): PickerDate | null {
  const fromStart = (isoWeekday(day) - weekStart + 7) % 7;
  switch (key) {
    case "ArrowLeft": return addDays(day, -1);
    case "ArrowRight": return addDays(day, 1);
    case "ArrowUp": return addDays(day, -7);
    case "ArrowDown": return addDays(day, 7);
    case "PageUp": return addMonths(day, shiftKey ? -12 : -1);
    case "PageDown": return addMonths(day, shiftKey ? 12 : 1);
    case "Home": return addDays(day, -fromStart);
    case "End": return addDays(day, 6 - fromStart);
    default: return null;
  }
}

const utc = (d: PickerDate) => new Date(Date.UTC(d.year, d.month - 1, d.day));

type GridProps = { locale: string; weekStart: number; focused: PickerDate; selected: PickerDate | null; onFocus(day: PickerDate): void; onChoose(day: PickerDate): void };

/** The month: previous/next month, month and year fields, and the days with one focusable day (roving tabindex), named in full. */
function PickerGrid({ locale, weekStart, focused, selected, onFocus, onChoose }: GridProps) {
  const _t = useTranslate();
  const weeks = monthGrid(focused.year, focused.month, weekStart);
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const dayShort = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const dayLong = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const [yearText, setYearText] = useState(String(focused.year));
  useEffect(() => setYearText(String(focused.year)), [focused.year]);
  const toMonth = (year: number, month: number) => onFocus({ ...focused, year, month, day: Math.min(focused.day, daysInMonth(year, month)) });

  return (
    <>
      <div className="d-flex align-items-center gap-1 mb-2">
        <button type="button" className="btn btn-sm btn-light" aria-label={_t("Previous month")} onClick={() => onFocus(addMonths(focused, -1))}>
          <i className="fa fa-chevron-left" aria-hidden="true" />
        </button>
        <select className="form-select form-select-sm" aria-label={_t("Month")} value={focused.month} onChange={(e) => toMonth(focused.year, Number(e.target.value))}>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i} value={i + 1}>{monthName.format(new Date(Date.UTC(2000, i, 1)))}</option>
          ))}
        </select>
        <input type="number" className="form-control form-control-sm" style={{ width: "6rem" }} aria-label={_t("Year")} min={PICKER_MIN_YEAR} max={PICKER_MAX_YEAR} value={yearText}
          onChange={(e) => {
            setYearText(e.target.value);
            const year = Number(e.target.value);
            if (Number.isInteger(year) && year >= PICKER_MIN_YEAR && year <= PICKER_MAX_YEAR) toMonth(year, focused.month);
          }}
        />
        <button type="button" className="btn btn-sm btn-light" aria-label={_t("Next month")} onClick={() => onFocus(addMonths(focused, 1))}>
          <i className="fa fa-chevron-right" aria-hidden="true" />
        </button>
      </div>
      <table role="grid" className="table table-sm table-borderless text-center mb-0" aria-label={`${monthName.format(utc(focused))} ${focused.year}`}>
        <thead>
          <tr>
            {weeks[0].map((day) => (
              <th key={day.day} scope="col" abbr={dayLong.format(utc(day))} className="small text-muted fw-normal">{dayShort.format(utc(day))}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={`${week[0].month}-${week[0].day}`}>
              {week.map((day) => (
                <td key={day.day} role="gridcell" aria-selected={sameDay(day, selected)} className="p-0">
                  <button type="button" tabIndex={sameDay(day, focused) ? 0 : -1} aria-label={fullDate.format(utc(day))} aria-current={sameDay(day, selected) ? "date" : undefined}
                    className={`btn btn-sm w-100 ${sameDay(day, selected) ? "btn-primary" : "btn-link text-decoration-none"} ${day.month === focused.month ? "" : "text-muted"}`} onClick={() => onChoose(day)}>
                    {day.day}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const markup = defineMarkup({
  attributes: { withTime: attr.hasClass("s_website_form_datetime") },
  children: { input: "input", focusedDay: child.optional(".o_date_picker button[tabindex='0']") },
});

function FormDatePicker({ attrs: { withTime }, parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const [input] = useState(() => parts.input.first<HTMLInputElement>());
  const l10n = useService("localization");
  const _t = useTranslate();
  const format = (withTime ? l10n.dateTimeFormat : l10n.dateFormat) || (withTime ? FALLBACK_DATETIME_FORMAT : FALLBACK_DATE_FORMAT);
  const locale = (l10n.code ?? "en_US").replace("_", "-");
  const title = withTime ? CHOOSE_DATETIME : CHOOSE_DATE;
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<PickerDate>(today);
  const [selected, setSelected] = useState<PickerDate | null>(null);
  const [time, setTime] = useState({ hour: 0, minute: 0 });
  const readFuture = () => {
    const value = input && readPickerDate(input.value, format);
    return value !== null && isInTheFuture(value);
  };
  const [future, setFuture] = useState(readFuture);
  const toggle = useRef<HTMLButtonElement>(null);
  /** The focused day takes the keyboard focus on opening and on grid keys, not while the month or year is typed. */
  const focusDay = useRef(false);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const show = () => {
    const current = input && readPickerDate(input.value, format);
    setSelected(current);
    setFocused(current ?? today());
    setTime({ hour: current?.hour ?? 0, minute: current?.minute ?? 0 });
    focusDay.current = true;
    setOpen(true);
  };
  const choose = (day: PickerDate) => {
    if (!input) return;
    input.value = formatPickerDate({ ...day, ...time, second: 0 }, format);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
    setOpen(false);
    input.focus();
  };

  const follow = () => setFuture(readFuture());
  useBind(parts, {
    input: { on: { change: follow, input: follow } },
    document: { on: { pointerdown: (event) => open && !host.contains(event.target as Node) && setOpen(false) } },
  });

  useEffect(() => {
    if (!open || !focusDay.current) return;
    focusDay.current = false;
    parts.focusedDay.first()?.focus();
  }, [open, focused, parts]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      return close();
    }
    if (!(event.target as HTMLElement).closest("[role=grid]")) return;
    const next = dayAfterKey(focused, event.key, event.shiftKey, l10n.weekStart);
    if (!next) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };

  if (!input) return null;
  return (
    <Portal>
      {future && <span className="fa fa-exclamation-triangle o_tz_warning o_datepicker_warning text-warning align-self-center px-1" role="img" title={_t(FUTURE_DATE_WARNING)} aria-label={_t(FUTURE_DATE_WARNING)} />}
      <button ref={toggle} type="button" className="btn btn-outline-secondary o_date_picker_toggle" aria-label={title} aria-haspopup="dialog" aria-expanded={open} onClick={() => (open ? close() : show())}>
        <i className="fa fa-calendar" aria-hidden="true" />
      </button>
      {open && (
        <div className="dropdown-menu show p-2 o_date_picker" role="dialog" aria-label={title} style={{ top: "100%", insetInlineEnd: 0, insetInlineStart: "auto", minWidth: "18rem" }} onKeyDown={onKeyDown}>
          <PickerGrid locale={locale} weekStart={l10n.weekStart} focused={focused} selected={selected} onFocus={setFocused} onChoose={choose} />
          {withTime && (
            <div className="d-flex gap-2 mt-2">
              {(["hour", "minute"] as const).map((part) => (
                <label key={part} className="form-label small mb-0 flex-fill">
                  {part === "hour" ? _t("Hour") : _t("Minute")}
                  <input type="number" className="form-control form-control-sm" min={0} max={part === "hour" ? 23 : 59} value={time[part]}
                    onChange={(e) => setTime((t) => ({ ...t, [part]: Math.min(part === "hour" ? 23 : 59, Math.max(0, Number(e.target.value) || 0)) }))} />
                </label>
              ))}
            </div>
          )}
        </div>
      )}
    </Portal>
  );
}

export default defineIsland({
  name: "snippets.form_date_picker",
  selector: ".s_website_form_date, .s_website_form_datetime",
  moment: "load",
  mode: "enhance",
  markup,
  Component: FormDatePicker,
});
