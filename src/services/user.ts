// The current user (spec 1 §6): is_admin, is_system, and group checks as server calls, cached per
// group, answering false without a user id.
import { defineService } from "../runtime/service";
import type { RPC } from "./rpc";
import type { SessionService } from "./session";

export function createUser(rpc: RPC, session: SessionService) {
  const groups = new Map<string, Promise<boolean>>();
  const context = { ...session.user_context };
  return {
    userId: session.uid,
    name: session.name,
    login: session.username,
    partnerId: session.partner_id,
    isAdmin: session.is_admin,
    isSystem: session.is_system,
    lang: context.lang,
    tz: context.tz,
    get context() {
      return context;
    },
    hasGroup(group: string): Promise<boolean> {
      if (!session.uid) return Promise.resolve(false);
      let answer = groups.get(group);
      if (!answer) {
        answer = rpc<boolean>("/web/dataset/call_kw/res.users/has_group", {
          model: "res.users",
          method: "has_group",
          args: [group],
          kwargs: { context },
        });
        groups.set(group, answer);
        answer.catch(() => groups.delete(group));
      }
      return answer;
    },
  };
}
export type UserService = ReturnType<typeof createUser>;

export const userService = defineService<UserService, { rpc: RPC; session: SessionService }>({
  dependencies: ["rpc", "session"],
  start: (_env, { rpc, session }) => createUser(rpc, session),
});
