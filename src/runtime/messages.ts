// Developer messages of the runtime (spec 1 §8 "Developer messages"), kept verbatim.
export const TRANSLATIONS_NOT_READY = "Translations are not ready yet. Maybe use _lt instead?";
export const UI_NOT_INITIALIZED = "UI service not initialized!";
export const servicesNotStarted = (names: string[], missing: string[]) =>
  `Some services could not be started: ${names.join(", ")}. Missing dependencies: ${missing.join(", ")}`;
