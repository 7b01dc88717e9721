// The localization a page runs with (spec 1 §3): date and time formats in luxon tokens,
// decimal point, thousands separator and grouping, text direction, first day of week and
// whether the site has several languages. Dates and numbers take it as a parameter.

export interface Localization {
  /** luxon tokens, e.g. "MM/dd/yyyy" */
  dateFormat: string;
  /** luxon tokens, e.g. "HH:mm:ss" */
  timeFormat: string;
  /** luxon tokens, usually `${dateFormat} ${timeFormat}` */
  dateTimeFormat: string;
  decimalPoint: string;
  thousandsSep: string;
  /** Odoo grouping: [3,0] repeats groups of 3; [3,2,-1] groups 3 then 2 then stops */
  grouping: number[];
  direction: "ltr" | "rtl";
  /** 1 = Monday … 7 = Sunday */
  weekStart: number;
  multiLang: boolean;
  /** language code as the server spells it, e.g. "en_US", "ar_SY" */
  code?: string;
}

export const DEFAULT_LOCALIZATION: Localization = Object.freeze({
  dateFormat: "MM/dd/yyyy",
  timeFormat: "HH:mm:ss",
  dateTimeFormat: "MM/dd/yyyy HH:mm:ss",
  decimalPoint: ".",
  thousandsSep: ",",
  grouping: Object.freeze([3, 0]) as number[],
  direction: "ltr",
  weekStart: 7,
  multiLang: false,
  code: "en_US",
});
