// Languages and websites of the reference site, for the language and site switches.
export const LANGUAGES = [
  { code: "en_US", url_code: "en", name: "English (US)" },
  { code: "fr_FR", url_code: "fr", name: "Français" },
] as const;

export const WEBSITES = [
  { id: 1, name: "My Website" },
  { id: 2, name: "My Second Website" },
] as const;

export const LANG_COOKIE = "frontend_lang";

export const languageByUrlCode = (urlCode: string) => LANGUAGES.find((l) => l.url_code === urlCode || l.code === urlCode);
export const websiteById = (id: number) => WEBSITES.find((w) => w.id === id);
