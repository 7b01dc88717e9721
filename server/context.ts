// What every route handler can read: the store and the visitor's session.
import type { Store } from "./store";
import type { Session } from "./session";

export type AppEnv = { Variables: { store: Store; session: Session; app: AppOptions } };

export interface AppOptions {
  store: Store;
  root: string;
  /** Serve the built loader and chunks from here. */
  distDir: string;
}
