// The composer's attachments (spec 2 §4, §5, §7): files are uploaded one call each to
// /portal/attachment/add (multipart) and become pending; the ones given with the options are done.
// A pending one can be removed (/portal/attachment/remove). While an upload or a removal runs,
// `busy` is true (the send button waits). A failed upload raises the sticky warning
// 'Could not save file {file name}'.
import { useCallback, useRef, useState } from "react";
import { useTranslate } from "../../../src/hooks/env";
import { useService } from "../../../src/hooks/use_service";
import type { HttpService } from "../../../src/services/http";
import type { NotificationService } from "../../../src/services/notification";
import type { RPC } from "../../../src/services/rpc";
import { errorText } from "../error_text";
import { ATTACHMENT_ADD_ROUTE, ATTACHMENT_REMOVE_ROUTE, UPLOAD_FAILED } from "./constants";
import type { ChatterAttachment, ChatterOptions } from "./types";

const isAttachment = (value: unknown): value is ChatterAttachment =>
  Boolean(value) && typeof (value as ChatterAttachment).id === "number" && typeof (value as ChatterAttachment).name === "string";

export function useAttachments(options: ChatterOptions) {
  const http = useService<HttpService>("http");
  const rpc = useService<RPC>("rpc");
  const notification = useService<NotificationService>("notification");
  const _t = useTranslate();
  const initial = () => options.default_attachment_ids.map((a) => ({ ...a, state: "done" as const }));
  const [attachments, setAttachments] = useState<ChatterAttachment[]>(initial);
  const [running, setRunning] = useState(0);
  const runningRef = useRef(0);

  const track = async <T,>(work: Promise<T>): Promise<T> => {
    runningRef.current++;
    setRunning(runningRef.current);
    try {
      return await work;
    } finally {
      runningRef.current--;
      setRunning(runningRef.current);
    }
  };

  const upload = useCallback(
    async (files: File[]) => {
      const answers = await Promise.all(
        files.map((file) =>
          track(
            http.post(ATTACHMENT_ADD_ROUTE, {
              name: file.name,
              file,
              res_id: options.res_id,
              res_model: options.res_model,
              access_token: options.token || undefined,
            }),
          )
            .then((answer: unknown) => {
              if (!isAttachment(answer)) throw new Error("malformed answer");
              return answer;
            })
            .catch(() => {
              notification.add(_t(UPLOAD_FAILED, file.name), { type: "warning", sticky: true });
              return null;
            }),
        ),
      );
      // Listed in the order the files were chosen, whatever order their uploads finish in.
      const added = answers.filter(isAttachment).map((answer) => ({ ...answer, state: "pending" as const }));
      if (added.length) setAttachments((list) => [...list, ...added]);
    },
    [http, notification, options, _t],
  );

  const remove = useCallback(
    async (attachment: ChatterAttachment) => {
      try {
        await track(rpc(ATTACHMENT_REMOVE_ROUTE, { attachment_id: attachment.id, access_token: attachment.access_token }));
        setAttachments((list) => list.filter((a) => a.id !== attachment.id));
      } catch (error) {
        notification.add(errorText(error, _t), { type: "danger" });
      }
    },
    [rpc, notification, _t],
  );

  const reset = useCallback(() => setAttachments([]), []);

  return { attachments, busy: running > 0, upload, remove, reset };
}
