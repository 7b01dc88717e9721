// The composer's files (spec 2 §4, §5, §7), in the order they were chosen: files being uploaded
// (one /portal/attachment/add multipart call each, through the upload service, which reports
// their progress), files whose upload failed (kept, to retry or dismiss), and attachments:
// pending when uploaded here, done when given with the options. An upload can be cancelled; a
// pending attachment can be removed (/portal/attachment/remove, one write of the island at a
// time). While an upload or a removal runs, `busy` is true (the send button waits). A failed
// upload raises the sticky warning 'Could not save file {file name}'.
import { useCallback, useRef, useState } from "react";
import {
  ConnectionAbortedError, errorText, useService, useServiceLater, useTranslate, WriteIgnored, type NotificationService, type UploadProgress, type UploadService, type WriteLock,
} from "../../../src/kit";
import { ATTACHMENT_ADD_ROUTE, ATTACHMENT_REMOVE_ROUTE, UPLOAD_FAILED } from "./constants";
import type { ChatterAttachment, ChatterOptions } from "./types";

export type ComposerFile =
  | { key: string; kind: "upload"; file: File; progress: UploadProgress; failed: boolean }
  | { key: string; kind: "attachment"; attachment: ChatterAttachment };

const isAttachment = (value: unknown): value is ChatterAttachment =>
  Boolean(value) && typeof (value as ChatterAttachment).id === "number" && typeof (value as ChatterAttachment).name === "string";

let nextKey = 0;

export function useAttachments(options: ChatterOptions, lock: WriteLock) {
  // Both load when first needed: a file chosen, a failure to tell.
  const uploadService = useServiceLater<UploadService>("upload");
  const rpc = useService("rpc");
  const notification = useServiceLater<NotificationService>("notification");
  const _t = useTranslate();
  const [files, setFiles] = useState<ComposerFile[]>(() =>
    options.default_attachment_ids.map((a) => ({ key: `done-${a.id}`, kind: "attachment", attachment: { ...a, state: "done" } })),
  );
  const [removing, setRemoving] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());

  const replace = (key: string, next: ComposerFile | null) =>
    setFiles((list) => (next ? list.map((item) => (item.key === key ? next : item)) : list.filter((item) => item.key !== key)));

  const send = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        const answer = await (await uploadService()).post(
          ATTACHMENT_ADD_ROUTE,
          { name: file.name, file, res_id: options.res_id, res_model: options.res_model, access_token: options.token || undefined },
          {
            signal: controller.signal,
            onProgress: (progress) => setFiles((list) => list.map((item) => (item.key === key && item.kind === "upload" ? { ...item, progress } : item))),
          },
        );
        if (!isAttachment(answer)) throw new Error("malformed answer");
        // The attachment takes the place of its upload: the list keeps the order of the choice.
        replace(key, { key, kind: "attachment", attachment: { ...answer, state: "pending" } });
      } catch (error) {
        if (error instanceof ConnectionAbortedError) return; // cancelled: already gone from the list
        void notification().then((service) => service.add(_t(UPLOAD_FAILED, file.name), { type: "warning", sticky: true }));
        setFiles((list) => list.map((item) => (item.key === key && item.kind === "upload" ? { ...item, failed: true } : item)));
      } finally {
        controllers.current.delete(key);
      }
    },
    [uploadService, notification, options, _t],
  );

  const upload = useCallback(
    async (picked: File[]) => {
      const added = picked.map((file): ComposerFile => ({ key: `upload-${nextKey++}`, kind: "upload", file, progress: { loaded: 0, total: file.size }, failed: false }));
      setFiles((list) => [...list, ...added]);
      await Promise.all(added.map((item) => item.kind === "upload" && send(item.key, item.file)));
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const item = files.find((f) => f.key === key);
      if (item?.kind !== "upload" || !item.failed) return;
      replace(key, { ...item, failed: false, progress: { loaded: 0, total: item.file.size } });
      void send(key, item.file);
    },
    [files, send],
  );

  /** Stops an upload and forgets its file; also dismisses a failed one. */
  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    replace(key, null);
  }, []);

  const remove = useCallback(
    async (attachment: ChatterAttachment) => {
      try {
        await lock.run(async () => {
          setRemoving(true);
          try {
            await rpc(ATTACHMENT_REMOVE_ROUTE, { attachment_id: attachment.id, access_token: attachment.access_token });
            setFiles((list) => list.filter((item) => item.kind !== "attachment" || item.attachment.id !== attachment.id));
          } finally {
            setRemoving(false);
          }
        });
      } catch (error) {
        if (!(error instanceof WriteIgnored)) void notification().then((service) => service.add(errorText(error, _t), { type: "danger" }));
      }
    },
    [rpc, notification, lock, _t],
  );

  /** Forgets the attachments now posted with a message (uploads still running or failed stay). */
  const forgetPosted = useCallback((ids: number[]) => {
    setFiles((list) => list.filter((item) => item.kind !== "attachment" || !ids.includes(item.attachment.id)));
  }, []);

  const attachments = files.flatMap((item) => (item.kind === "attachment" ? [item.attachment] : []));
  const uploading = files.some((item) => item.kind === "upload" && !item.failed);
  return { files, attachments, busy: uploading || removing, upload, retry, cancel, remove, forgetPosted };
}
