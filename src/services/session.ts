import { defineService } from "../runtime/service";
import { readSessionInfo, sessionStore, type SessionInfo } from "./session_info";

export type SessionService = SessionInfo;

export const sessionService = defineService<SessionService>({
  start() {
    const info = readSessionInfo();
    sessionStore.set(info);
    return info;
  },
});
