// Runs a write under the island's write lock; a write started while another one runs (a second
// Enter or submit dispatched in the same task, before any re-render) is dropped silently.
import { WriteIgnored, type WriteLock } from "./write_lock";

export async function runWrite<T>(lock: WriteLock, write: (keepLocked: () => void) => Promise<T>): Promise<T | undefined> {
  try {
    return await lock.run(write);
  } catch (error) {
    if (error instanceof WriteIgnored) return undefined;
    throw error;
  }
}
