// The two requests every page with islands makes at start (spec 1 §7), spelled once: the
// services fetch them and the loader preloads them while the runtime's code downloads.
export const translationsUrl = (prefix: string, hash: string, lang: string) =>
  `${prefix}/web/webclient/translations/${hash}?lang=${encodeURIComponent(lang)}`;

export const templatesUrl = (prefix: string, timestamp: string, bundle: string) =>
  `${prefix}/web/webclient/qweb/${timestamp}?bundle=${encodeURIComponent(bundle)}`;

/** The frontend asset bundle whose templates the public website loads at start (spec 1 §2). */
export const FRONTEND_BUNDLE = "web.assets_frontend";
