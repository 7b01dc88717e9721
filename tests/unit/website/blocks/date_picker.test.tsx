// The website form's date picker: the user's numeric formats written and read, the month grid
// from the week's first day, keyboard moves within years 1000 to 9999, and the island on the
// block's markup writing the chosen day into the field and telling the form.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import picker, { CHOOSE_DATE, CHOOSE_DATETIME, dayAfterKey } from "../../../../islands/website/blocks/form_date_picker";
import {
  PICKER_MAX_YEAR, PICKER_MIN_YEAR, addMonths, formatPickerDate, isInTheFuture, monthGrid, readPickerDate, type PickerDate,
} from "../../../../islands/website/blocks/date_picker_dates";
import { MAX_VALID_YEAR, MIN_VALID_YEAR } from "../../../../src/core/l10n/dates";
import { DEFAULT_LOCALIZATION } from "../../../../src/core/l10n/localization";
import { mountBlock } from "./mount";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const day = (year: number, month: number, d: number, hour = 0, minute = 0): PickerDate => ({ year, month, day: d, hour, minute, second: 0 });

describe("date picker rules", () => {
  it("writes and reads the user's formats, padding optional, real dates of years 1000 to 9999 only", () => {
    expect([PICKER_MIN_YEAR, PICKER_MAX_YEAR]).toEqual([1000, 9999]);
    expect(formatPickerDate(day(2027, 2, 3), "MM/dd/yyyy")).toBe("02/03/2027");
    expect(formatPickerDate(day(2027, 2, 3, 9, 5), "d.M.yyyy HH:mm:ss")).toBe("3.2.2027 09:05:00");
    expect(formatPickerDate(day(2027, 2, 3), "dd 'of' MM yyyy")).toBe("03 of 02 2027");
    expect(readPickerDate("2/3/2027", "MM/dd/yyyy")).toEqual(day(2027, 2, 3));
    expect(readPickerDate("11/24/2026 10:30:00", "MM/dd/yyyy HH:mm:ss")).toEqual({ ...day(2026, 11, 24, 10, 30) });
    expect(readPickerDate("02/30/2027", "MM/dd/yyyy")).toBeNull();
    expect(readPickerDate("01/01/0999", "MM/dd/yyyy")).toBeNull();
    expect(readPickerDate("2027-02-03", "MM/dd/yyyy")).toBeNull();
  });

  it("lays the month out in weeks from the localization's first day", () => {
    const sundayFirst = monthGrid(2026, 11, 7);
    expect(sundayFirst[0][0]).toEqual(day(2026, 11, 1));
    expect(sundayFirst).toHaveLength(5);
    const mondayFirst = monthGrid(2026, 11, 1);
    expect(mondayFirst[0][0]).toEqual(day(2026, 10, 26));
    expect(mondayFirst.at(-1)!.at(-1)).toEqual(day(2026, 12, 6));
  });

  it("moves by day, week, month, year and to the week's ends, never past the picker's years", () => {
    expect(dayAfterKey(day(2026, 11, 30), "ArrowRight", false, 7)).toEqual(day(2026, 12, 1));
    expect(dayAfterKey(day(2026, 11, 3), "ArrowUp", false, 7)).toEqual(day(2026, 10, 27));
    expect(dayAfterKey(day(2027, 1, 31), "PageDown", false, 7)).toEqual(day(2027, 2, 28));
    expect(dayAfterKey(day(2027, 1, 31), "PageUp", true, 7)).toEqual(day(2026, 1, 31));
    expect(dayAfterKey(day(2026, 11, 25), "Home", false, 1)).toEqual(day(2026, 11, 23));
    expect(dayAfterKey(day(2026, 11, 25), "End", false, 7)).toEqual(day(2026, 11, 28));
    expect(dayAfterKey(day(1000, 1, 1), "ArrowLeft", false, 7)).toEqual(day(1000, 1, 1));
    expect(addMonths(day(9999, 12, 5), 1)).toEqual(day(9999, 12, 5));
    expect(dayAfterKey(day(2026, 11, 25), "a", false, 7)).toBeNull();
  });
});

describe("date picker island", () => {
  afterEach(() => (document.body.innerHTML = ""));

  async function mount(kind: "date" | "datetime", value = "") {
    document.body.innerHTML = `<form><div class="s_website_form_${kind} input-group date"><input type="text" class="form-control" name="x" value="${value}"/></div></form>`;
    const host = document.querySelector<HTMLElement>(`.s_website_form_${kind}`)!;
    const events: string[] = [];
    host.querySelector("input")!.addEventListener("input", () => events.push("input"));
    host.querySelector("input")!.addEventListener("change", () => events.push("change"));
    await act(async () => void (await mountBlock(picker, host, { localization: DEFAULT_LOCALIZATION })));
    return { host, input: host.querySelector("input")!, events };
  }
  const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.getAttribute("aria-label") === name)!;

  it("opens on the typed date, moves with the keyboard, writes the chosen day and tells the form", async () => {
    const { input, events } = await mount("date", "2/3/2027");
    await act(async () => button(CHOOSE_DATE).click());
    const dialog = document.querySelector("[role=dialog]")!;
    expect(dialog.getAttribute("aria-label")).toBe(CHOOSE_DATE);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Wednesday, February 3, 2027");
    expect(dialog.querySelector("[aria-selected=true] button")!.textContent).toBe("3");
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true })));
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Wednesday, February 10, 2027");
    await act(async () => (document.activeElement as HTMLElement).click());
    expect(input.value).toBe("02/10/2027");
    expect(events).toEqual(["input", "change"]);
    expect(document.querySelector("[role=dialog]")).toBeNull();
  });

  it("closes on Escape without writing, back on its button", async () => {
    const { input } = await mount("date");
    await act(async () => button(CHOOSE_DATE).click());
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(document.querySelector("[role=dialog]")).toBeNull();
    expect(input.value).toBe("");
    expect(document.activeElement).toBe(button(CHOOSE_DATE));
  });

  it("adds the hour and minute for a datetime field", async () => {
    const { input } = await mount("datetime", "11/24/2026 10:30:00");
    await act(async () => button(CHOOSE_DATETIME).click());
    const hour = [...document.querySelectorAll<HTMLInputElement>("input[type=number]")].find((i) => i.closest("label")?.textContent?.startsWith("Hour"))!;
    expect(hour.value).toBe("10");
    await act(async () => button("Thursday, November 26, 2026").click());
    expect(input.value).toBe("11/26/2026 10:30:00");
  });

  describe("spec 1 §5: the shared bounds, the fallback formats, the warning for a future date", () => {
    const WARNING = "This date is on the future. Make sure it is what you expected.";
    const warning = () => document.querySelector<HTMLElement>(".o_datepicker_warning");
    afterEach(() => vi.useRealTimers());

    it("uses the shared picker years of core/l10n/dates", () => {
      expect([PICKER_MIN_YEAR, PICKER_MAX_YEAR]).toEqual([MIN_VALID_YEAR, MAX_VALID_YEAR]);
      expect(isInTheFuture(day(2026, 11, 28), new Date(2026, 10, 27, 12))).toBe(true);
      expect(isInTheFuture(day(2026, 11, 27), new Date(2026, 10, 27, 12))).toBe(false);
      expect(isInTheFuture(day(2026, 11, 27, 12, 1), new Date(2026, 10, 27, 12))).toBe(true);
    });

    it("warns with the platform's text once a future day is chosen, not for a past one", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(2026, 10, 25, 12));
      await mount("date", "11/20/2026");
      expect(warning()).toBeNull();
      await act(async () => button(CHOOSE_DATE).click());
      await act(async () => button("Thursday, November 26, 2026").click());
      expect(warning()!.getAttribute("title")).toBe(WARNING);
      expect(warning()!.getAttribute("aria-label")).toBe(WARNING);
      await act(async () => button(CHOOSE_DATE).click());
      await act(async () => button("Monday, November 23, 2026").click());
      expect(warning()).toBeNull();
    });

    it("warns for a typed future date too, and on mounting over one", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(2026, 10, 25, 12));
      const { input } = await mount("datetime", "11/25/2026 13:00:00");
      expect(warning()!.getAttribute("title")).toBe(WARNING);
      input.value = "11/25/2026 11:00:00";
      await act(async () => void input.dispatchEvent(new Event("change", { bubbles: true })));
      expect(warning()).toBeNull();
    });

    it("reads and writes the fallback formats when the localization gives none", async () => {
      document.body.innerHTML = `<form><div class="s_website_form_datetime input-group date"><input type="text" class="form-control" name="x" value="2026/11/24 10:30:00"/></div></form>`;
      const host = document.querySelector<HTMLElement>(".s_website_form_datetime")!;
      const localization = { ...DEFAULT_LOCALIZATION, dateFormat: "", dateTimeFormat: "" };
      await act(async () => void (await mountBlock(picker, host, { localization })));
      await act(async () => button(CHOOSE_DATETIME).click());
      expect(document.querySelector("[aria-selected=true] button")!.textContent).toBe("24");
      await act(async () => button("Thursday, November 26, 2026").click());
      expect(host.querySelector("input")!.value).toBe("2026/11/26 10:30:00");
    });
  });
});
