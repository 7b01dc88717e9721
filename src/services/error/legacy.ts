// Errors of the legacy RPC layer, mapped to the standard ones (spec 1 §8): a rejection with
// {legacy: true, message: RPCError | ConnectionLostError | {code, message, data}, event}, or the
// older {message: {code, message, data}, event}. When the legacy event was already prevented, the
// error was handled where it happened.
import { ConnectionLostError, RPCError, makeRPCError } from "../rpc_errors";

interface LegacyEvent {
  isDefaultPrevented?: () => boolean;
  defaultPrevented?: boolean;
}

export type LegacyMapping = { error: RPCError | ConnectionLostError } | { alreadyHandled: true } | null;

const isObject = (value: unknown): value is Record<string, any> => typeof value === "object" && value !== null;

export function mapLegacyError(reason: unknown): LegacyMapping {
  if (!isObject(reason) || reason instanceof Error || !isObject(reason.message)) return null;
  const inner = reason.message;
  const isRpcShape = inner instanceof RPCError || inner instanceof ConnectionLostError || (isObject(inner.data) && "code" in inner);
  const isLostShape = typeof inner.message === "string" && inner.message.startsWith("XmlHttpRequestError");
  if (!reason.legacy && !isRpcShape) return null;
  if (!isRpcShape && !isLostShape) return null;
  const event = reason.event as LegacyEvent | undefined;
  if (event?.isDefaultPrevented?.() || event?.defaultPrevented) return { alreadyHandled: true };
  if (inner instanceof RPCError || inner instanceof ConnectionLostError) return { error: inner };
  if (isLostShape) return { error: new ConnectionLostError(String(inner.url ?? "")) };
  return { error: makeRPCError(inner) };
}
