import { defineService } from "../runtime/service";
import { atom } from "nanostores";
import { readSessionInfo, type SessionInfo } from "./session_info";

export type SessionService = SessionInfo;

export const sessionStore = atom<SessionInfo>(readSessionInfo({}));

export const sessionService = defineService<SessionService>({
  start() {
    const info = readSessionInfo();
    sessionStore.set(info);
    return info;
  },
});
