// Click statistics rules (spec 3 §7, §8, §9): the periods (all time, last month 30 days, last week
// 7 days) as read_group domains, the day series with the days without clicks filled in, and the
// country series with 'Undefined' for clicks of unknown country.
export const NO_DATA = "There is no data to show.";
export const UNDEFINED_COUNTRY = "Undefined";
export const STATS_FAILED = "The statistics could not be loaded.";
export const PERIOD_DAYS = { all: null, month: 30, week: 7 } as const;
export type Period = keyof typeof PERIOD_DAYS;

const pad = (n: number) => String(n).padStart(2, "0");
const serverDatetime = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

export function periodDomain(linkId: number, period: Period, now = new Date()): unknown[] {
  const days = PERIOD_DAYS[period];
  const domain: unknown[] = [["link_id", "=", linkId]];
  if (days !== null) domain.push(["create_date", ">", serverDatetime(new Date(now.getTime() - days * 86_400_000))]);
  return domain;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const parseDay = (label: string) => {
  const [day, month, year] = label.split(" ");
  return Date.UTC(Number(year), MONTHS.indexOf(month), Number(day));
};
const labelOf = (time: number) => {
  const date = new Date(time);
  return `${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

export interface Series {
  labels: string[];
  counts: number[];
}

/** Clicks per day from the first day with clicks to the last, days without clicks at 0. */
export function daySeries(groups: { "create_date:day": string; create_date_count: number }[]): Series {
  if (!groups.length) return { labels: [], counts: [] };
  const byDay = new Map(groups.map((group) => [parseDay(group["create_date:day"]), group.create_date_count]));
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const labels: string[] = [];
  const counts: number[] = [];
  for (let time = days[0]; time <= days.at(-1)!; time += 86_400_000) {
    labels.push(labelOf(time));
    counts.push(byDay.get(time) ?? 0);
  }
  return { labels, counts };
}

export function countrySeries(groups: { country_id: [number, string] | false; country_id_count: number }[], undefinedLabel = UNDEFINED_COUNTRY): Series {
  return { labels: groups.map((group) => (group.country_id ? group.country_id[1] : undefinedLabel)), counts: groups.map((group) => group.country_id_count) };
}
