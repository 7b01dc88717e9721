import { type RPC } from "../../src/kit";
// One /website_mail/is_follower call for every follow widget of the page (records per model), as
// the platform asks once for the whole page: widgets mounting together share the answer.

export const IS_FOLLOWER_ROUTE = "/website_mail/is_follower";

export type FollowerAnswer = { is_user?: boolean; email?: string } & Record<string, unknown>;

let pending: { records: Record<string, number[]>; promise: Promise<FollowerAnswer> } | null = null;

export function askIsFollower(rpc: RPC, model: string, id: number): Promise<FollowerAnswer> {
  if (!pending) {
    const records: Record<string, number[]> = {};
    const promise = Promise.resolve().then(() => {
      pending = null;
      return rpc<FollowerAnswer>(IS_FOLLOWER_ROUTE, { records }, { silent: true });
    });
    pending = { records, promise };
  }
  const ids = (pending.records[model] ??= []);
  if (!ids.includes(id)) ids.push(id);
  return pending.promise;
}
