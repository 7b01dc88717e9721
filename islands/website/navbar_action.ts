// A navbar action of the website (spec 2 §8): the page asks for an action by name; the island
// handling it may not be there yet, so it is looked for again every 100 ms, about 50 times; an
// action nobody handles is logged as a warning and rejected.
export const NAVBAR_ACTION_RETRIES = 50;
export const NAVBAR_ACTION_RETRY_MS = 100;
export const NAVBAR_ACTION_NOT_HANDLED = 'Action "%s" is not handled';

type Handler = (params?: unknown) => unknown;
const handlers = new Map<string, Handler>();

export function registerNavbarAction(name: string, handler: Handler): () => void {
  handlers.set(name, handler);
  return () => {
    if (handlers.get(name) === handler) handlers.delete(name);
  };
}

export function runNavbarAction(name: string, params?: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const attempt = () => {
      const handler = handlers.get(name);
      if (handler) {
        try {
          resolve(handler(params));
        } catch (error) {
          reject(error);
        }
        return;
      }
      if (++tries >= NAVBAR_ACTION_RETRIES) {
        const message = NAVBAR_ACTION_NOT_HANDLED.replace("%s", name);
        console.warn(message);
        return reject(new Error(message));
      }
      setTimeout(attempt, NAVBAR_ACTION_RETRY_MS);
    };
    attempt();
  });
}
