// Records in paths as the platform writes them (its `slug`): `name-id`, or the id alone.
/** Hono's pattern of a record in a path: an optional `name-` before the id. */
export const SLUG = "{(?:[^/]*-)?[0-9]+}";

/** The id of a path's record, `help-1` or `1` alike (NaN when there is none). */
export const slugId = (param: string | undefined): number => Number(/([0-9]+)$/.exec(param ?? "")?.[1] ?? Number.NaN);
