// The date picker's month: previous/next month, month and year fields (years 1000 to 9999),
// and the grid of days with one focusable day (roving tabindex), named in full for screen readers.
import { useEffect, useState } from "react";
import { useTranslate } from "../../../src/kit";
import { addMonths, monthGrid, PICKER_MAX_YEAR, PICKER_MIN_YEAR, sameDay, daysInMonth, type PickerDate } from "./date_picker_dates";

export const PREVIOUS_MONTH = "Previous month";
export const NEXT_MONTH = "Next month";

const utc = (d: PickerDate) => new Date(Date.UTC(d.year, d.month - 1, d.day));

interface Props {
  locale: string;
  weekStart: number;
  focused: PickerDate;
  selected: PickerDate | null;
  onFocus(day: PickerDate): void;
  onChoose(day: PickerDate): void;
}

export function PickerGrid({ locale, weekStart, focused, selected, onFocus, onChoose }: Props) {
  const _t = useTranslate();
  const weeks = monthGrid(focused.year, focused.month, weekStart);
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const dayShort = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const dayLong = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const [yearText, setYearText] = useState(String(focused.year));
  useEffect(() => setYearText(String(focused.year)), [focused.year]);
  const toMonth = (year: number, month: number) => onFocus({ ...focused, year, month, day: Math.min(focused.day, daysInMonth(year, month)) });
  const thisMonth = (day: PickerDate) => day.month === focused.month;

  return (
    <>
      <div className="d-flex align-items-center gap-1 mb-2">
        <button type="button" className="btn btn-sm btn-light" aria-label={_t(PREVIOUS_MONTH)} onClick={() => onFocus(addMonths(focused, -1))}>
          <i className="fa fa-chevron-left" aria-hidden="true" />
        </button>
        <select className="form-select form-select-sm" aria-label={_t("Month")} value={focused.month} onChange={(e) => toMonth(focused.year, Number(e.target.value))}>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i} value={i + 1}>{monthName.format(new Date(Date.UTC(2000, i, 1)))}</option>
          ))}
        </select>
        <input
          type="number" className="form-control form-control-sm" style={{ width: "6rem" }} aria-label={_t("Year")} min={PICKER_MIN_YEAR} max={PICKER_MAX_YEAR} value={yearText}
          onChange={(e) => {
            setYearText(e.target.value);
            const year = Number(e.target.value);
            if (Number.isInteger(year) && year >= PICKER_MIN_YEAR && year <= PICKER_MAX_YEAR) toMonth(year, focused.month);
          }}
        />
        <button type="button" className="btn btn-sm btn-light" aria-label={_t(NEXT_MONTH)} onClick={() => onFocus(addMonths(focused, 1))}>
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
                  <button
                    type="button"
                    tabIndex={sameDay(day, focused) ? 0 : -1}
                    aria-label={fullDate.format(utc(day))}
                    aria-current={sameDay(day, selected) ? "date" : undefined}
                    className={`btn btn-sm w-100 ${sameDay(day, selected) ? "btn-primary" : "btn-link text-decoration-none"} ${thisMonth(day) ? "" : "text-muted"}`}
                    onClick={() => onChoose(day)}
                  >
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
