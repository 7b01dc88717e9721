// The planning calendar: FullCalendar with month, week and list views, loaded only on the
// planning page; at most 3 events a day before the "+ more" link.
import { Calendar } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import listPlugin from "@fullcalendar/list";
import timeGridPlugin from "@fullcalendar/timegrid";
import { MAX_EVENTS_PER_DAY, type PlanningPage, type Shift } from "./planning_data";

/** The toolbar's buttons, by FullCalendar's names: source strings, translated when the calendar is made. */
export const BUTTON_TEXTS = { prev: "Previous", next: "Next", today: "Today", month: "Month", week: "Week", list: "List" } as const;

export function createCalendar(element: HTMLElement, page: PlanningPage, onOpen: (shift: Shift) => void, translate: (source: string) => string = (source) => source): () => void {
  const calendar = new Calendar(element, {
    plugins: [dayGridPlugin, timeGridPlugin, listPlugin],
    initialView: page.defaultView,
    initialDate: page.defaultStart || undefined,
    locale: page.locale,
    slotMinTime: page.minTime,
    slotMaxTime: page.maxTime,
    dayMaxEvents: MAX_EVENTS_PER_DAY,
    headerToolbar: { left: "prev,next today", center: "title", right: "dayGridMonth,timeGridWeek,listMonth" },
    // Text buttons: the library's icon buttons carry role="img" without a name.
    buttonIcons: false,
    buttonText: Object.fromEntries(Object.entries(BUTTON_TEXTS).map(([name, text]) => [name, translate(text)])),
    // Days of the next month are left out: their faded numbers are not readable enough.
    showNonCurrentDates: false,
    fixedWeekCount: false,
    height: "auto",
    events: page.shifts.map((shift) => ({ id: String(shift.slot_id), title: shift.title, start: shift.start, end: shift.end, extendedProps: { shift } })),
    eventClick: (info) => {
      info.jsEvent.preventDefault();
      onOpen(info.event.extendedProps.shift as Shift);
    },
    moreLinkDidMount: (info) => info.el.setAttribute("role", "button"),
    eventDidMount: (info) => {
      info.el.setAttribute("role", "button");
      info.el.setAttribute("tabindex", "0");
      info.el.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onOpen(info.event.extendedProps.shift as Shift);
        }
      });
    },
  });
  calendar.render();
  return () => calendar.destroy();
}
