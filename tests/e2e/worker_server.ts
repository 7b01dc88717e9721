// The reference server of one e2e worker (tests/e2e/fixtures.ts): server/main.ts itself, with
// PORT and STORE=memory from the worker, ending with the worker even if the worker is killed (its
// end closes our stdin).
import "../../server/main";

process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
