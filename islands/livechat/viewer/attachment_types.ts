// What the viewer shows for an attachment (spec 3 §3 "Attachment": type url or file, mimetype,
// derived file type image, video, pdf, text or youtube, and a YouTube video's token).
export type FileType = "image" | "video" | "pdf" | "text" | "youtube";

export interface Attachment { id: number; name: string; mimetype: string; type: "url" | "binary"; url?: string }

export interface ViewableAttachment extends Attachment {
  fileType: FileType;
  /** The YouTube video id of a video link. */
  videoToken?: string;
  /** Where the file's content is shown from. */
  source: string;
}

const YOUTUBE = /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})(?:[?&#/]|$)/;

export const downloadUrl = (id: number) => `/web/content/ir.attachment/${id}/datas?download=true`;
export const contentUrl = (id: number) => `/web/content/ir.attachment/${id}/datas`;

export function youtubeToken(url: string): string | null {
  return YOUTUBE.exec(url)?.[1] ?? null;
}

/** The file type the viewer shows, or null when it cannot show this attachment. */
export function fileTypeOf(attachment: Attachment): FileType | null {
  if (attachment.type === "url") return attachment.url && youtubeToken(attachment.url) ? "youtube" : null;
  const mimetype = attachment.mimetype.toLowerCase();
  if (mimetype.startsWith("image/")) return "image";
  if (mimetype.startsWith("video/")) return "video";
  if (mimetype === "application/pdf") return "pdf";
  if (mimetype.startsWith("text/")) return "text";
  return null;
}

export function viewable(attachments: readonly Attachment[]): ViewableAttachment[] {
  return attachments.flatMap((attachment): ViewableAttachment[] => {
    const fileType = fileTypeOf(attachment);
    if (!fileType) return [];
    if (fileType === "youtube") {
      const videoToken = youtubeToken(attachment.url!)!;
      return [{ ...attachment, fileType, videoToken, source: `https://www.youtube.com/embed/${videoToken}` }];
    }
    return [{ ...attachment, fileType, source: contentUrl(attachment.id) }];
  });
}
