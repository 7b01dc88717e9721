// The shared date picker defaults of spec 1 §5 and §9, without any date library so that small
// pickers can read them: the years a picker offers, the formats used when the localization
// gives none, and the warning shown when the chosen date is in the future (the platform's text).
export const MIN_VALID_YEAR = 1000;
export const MAX_VALID_YEAR = 9999;
export const FALLBACK_DATE_FORMAT = "yyyy/MM/dd";
export const FALLBACK_DATETIME_FORMAT = "yyyy/MM/dd HH:mm:ss";
export const FUTURE_DATE_WARNING = "This date is on the future. Make sure it is what you expected.";
