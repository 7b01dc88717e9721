// The widget's calls to the server (spec 3 §7 "Live chat"), each with the spec's params.
import { type RPC } from "../../src/kit";
import { CHAT_HISTORY_LIMIT, ROUTES, type ChatMessage, type ChatSession, type Rating } from "../../contract/livechat/constants";
import { readMessage } from "./messages";

export interface InitAnswer { available_for_me: boolean; rule: { action?: string; auto_popup_timer?: number } }

export function chatApi(rpc: RPC) {
  return {
    init: (channelId: number) => rpc<InitAnswer>(ROUTES.init, { channel_id: channelId }, { silent: true }),
    loadTemplates: () => rpc(ROUTES.loadTemplates, {}, { silent: true }),
    getSession: (channelId: number, anonymousName: string, previousOperatorId: number | null) =>
      rpc<ChatSession | false>(ROUTES.getSession, { channel_id: channelId, anonymous_name: anonymousName, previous_operator_id: previousOperatorId }),
    history: async (uuid: string): Promise<ChatMessage[]> => {
      const answer = await rpc<unknown>(ROUTES.chatHistory, { uuid, limit: CHAT_HISTORY_LIMIT });
      return Array.isArray(answer) ? answer.map(readMessage).filter((m): m is ChatMessage => m !== null) : [];
    },
    post: (uuid: string, content: string) => rpc<number | false>(ROUTES.chatPost, { uuid, message_content: content }),
    pageHistory: (pid: number | null, uuid: string, pages: string[]) => rpc(ROUTES.history, { pid, channel_uuid: uuid, page_history: pages }, { silent: true }),
    notifyTyping: (uuid: string, isTyping: boolean) => rpc(ROUTES.notifyTyping, { uuid, is_typing: isTyping }, { silent: true }),
    feedback: (uuid: string, rate: Rating, reason: string) => rpc(ROUTES.feedback, { uuid, rate, reason }),
    emailTranscript: (uuid: string, email: string) => rpc(ROUTES.emailTranscript, { uuid, email }),
    leave: (uuid: string) => rpc(ROUTES.leaveSession, { uuid }),
  };
}
export type ChatApi = ReturnType<typeof chatApi>;
