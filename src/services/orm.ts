// Model calls: POST /web/dataset/call_kw/{model}/{method} with model, method, args and kwargs;
// the kwargs' context is merged over the user context (spec 1 §7 "Model calls").
import { defineService } from "../runtime/service";
import type { RPC } from "./rpc";
import type { UserService } from "./user";
import { validateData, validateDomain, validateFields, validateGroupby, validateIds, validateModel } from "./orm_validation";

type Kwargs = Record<string, unknown> & { context?: Record<string, unknown> };

export function createOrm(rpc: RPC, userContext: () => Record<string, unknown>) {
  function call<T = any>(model: string, method: string, args: unknown[] = [], kwargs: Kwargs = {}): Promise<T> {
    validateModel(model);
    const context = { ...userContext(), ...(kwargs.context ?? {}) };
    return rpc<T>(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs: { ...kwargs, context } });
  }
  return {
    call,
    create(model: string, records: object[], kwargs: Kwargs = {}) {
      records.forEach(validateData);
      return call<number[]>(model, "create", [records], kwargs);
    },
    read(model: string, ids: number[], fields: string[], kwargs: Kwargs = {}) {
      validateIds(ids);
      validateFields(fields);
      return call<object[]>(model, "read", [ids, fields], kwargs);
    },
    readGroup(model: string, domain: unknown[], fields: string[], groupby: string[], kwargs: Kwargs = {}) {
      validateDomain(domain);
      validateFields(fields);
      validateGroupby(groupby);
      return call<object[]>(model, "read_group", [], { ...kwargs, domain, fields, groupby });
    },
    search(model: string, domain: unknown[], kwargs: Kwargs = {}) {
      validateDomain(domain);
      return call<number[]>(model, "search", [domain], kwargs);
    },
    searchRead(model: string, domain: unknown[], fields: string[], kwargs: Kwargs = {}) {
      validateDomain(domain);
      validateFields(fields);
      return call<object[]>(model, "search_read", [], { ...kwargs, domain, fields });
    },
    unlink(model: string, ids: number[], kwargs: Kwargs = {}) {
      validateIds(ids);
      return call<boolean>(model, "unlink", [ids], kwargs);
    },
    webReadGroup(model: string, domain: unknown[], fields: string[], groupby: string[], kwargs: Kwargs = {}) {
      validateDomain(domain);
      validateFields(fields);
      validateGroupby(groupby);
      return call<object>(model, "web_read_group", [], { ...kwargs, domain, fields, groupby });
    },
    webSearchRead(model: string, domain: unknown[], fields: string[], kwargs: Kwargs = {}) {
      validateDomain(domain);
      validateFields(fields);
      return call<object>(model, "web_search_read", [], { ...kwargs, domain, fields });
    },
    write(model: string, ids: number[], data: object, kwargs: Kwargs = {}) {
      validateIds(ids);
      validateData(data);
      return call<boolean>(model, "write", [ids, data], kwargs);
    },
  };
}
export type OrmService = ReturnType<typeof createOrm>;

export const ormService = defineService<OrmService, { rpc: RPC; user: UserService }>({
  dependencies: ["rpc", "user"],
  start: (_env, { rpc, user }) => createOrm(rpc, () => user.context),
});
