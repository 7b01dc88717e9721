// The page's charts are drawn one per task, after the browser had a turn: drawn together in the
// task that fetched the library, six charts blocked the main thread for 224 ms on a phone.
let queue: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `draw` in a task of its own, after every draw asked for before it. */
export function drawInTurn(draw: () => void): Promise<void> {
  const turn = queue.then(nextTask).then(draw);
  queue = turn.catch(() => undefined);
  return turn;
}
