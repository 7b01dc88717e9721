// The upload dialog's types and the values it sends (spec 2 §4 "Slide upload dialog states", §3 Slide).
export type UploadType = "presentation" | "webpage" | "video" | "quiz" | "certification";
export type UploadStep = "select" | "form" | "uploading" | "install";

export const UPLOAD_TYPES: { type: UploadType; label: string; icon: string }[] = [
  { type: "presentation", label: "Presentation", icon: "fa-file-pdf-o" },
  { type: "webpage", label: "Web Page", icon: "fa-file-text" },
  { type: "video", label: "Video", icon: "fa-play-circle" },
  { type: "quiz", label: "Quiz", icon: "fa-question-circle" },
  { type: "certification", label: "Certification", icon: "fa-trophy" },
];
export const UPLOAD_TITLE = "Upload a document";
export const SAVE = "Save";
export const SAVE_AND_PUBLISH = "Save & Publish";
export const DISCARD = "Discard";
export const NEW_CHOICE = "__new__";

export const saveButtons = (canPublish: boolean) => (canPublish ? [{ label: SAVE_AND_PUBLISH, publish: true }, { label: SAVE, publish: false }] : [{ label: SAVE, publish: false }]);

/** A type that needs a URL and fills itself from /slides/prepare_preview/. */
export const usesUrl = (type: UploadType) => type === "video" || type === "webpage";

export const emptyFields = () => ({
  name: "", description: "", url: "", duration: 0, category: "", categoryName: "", tags: [] as string[], newTags: "", certification: "", certificationName: "",
});
export type UploadFields = ReturnType<typeof emptyFields>;

export interface UploadedFileData { datas: string; mimeType: string; thumbnail: string }

export function addSlideValues(channelId: number, type: UploadType, fields: UploadFields, file: UploadedFileData | null, publish: boolean): Record<string, unknown> {
  const category = fields.category === NEW_CHOICE ? (fields.categoryName.trim() ? [0, { name: fields.categoryName.trim() }] : false) : Number(fields.category) || false;
  const newTags = fields.newTags.split(",").map((t) => t.trim()).filter(Boolean).map((name) => [0, { name }]);
  const values: Record<string, unknown> = {
    channel_id: channelId, slide_type: type, name: fields.name.trim(), description: fields.description, duration: fields.duration, category_id: category,
    tag_ids: [...fields.tags.map(Number), ...newTags], is_published: publish,
  };
  if (usesUrl(type)) values.url = fields.url.trim();
  if (file) Object.assign(values, { datas: file.datas, mime_type: file.mimeType, image_1920: file.thumbnail.replace(/^data:[^,]*,/, "") || false });
  if (type === "certification") {
    values.survey = fields.certification === NEW_CHOICE ? { id: false, title: fields.certificationName.trim() } : { id: Number(fields.certification), title: "" };
  }
  return values;
}
