// Options of every React root of the runtime. An error React recovered from (it rendered the
// root again, synchronously, and the page is right) is logged for developers, not shown to the
// visitor as an error dialog, which the default (reportError) would do.
import type { RootOptions } from "react-dom/client";

export const rootOptions: RootOptions = {
  onRecoverableError(error) {
    console.error("[islands] React recovered from an error while rendering:", error, (error as { cause?: unknown })?.cause);
  },
};
