// Lessons a course editor adds (spec 2 §3, §4, §5, §9): the checks the server makes again on what
// the upload dialog sends to /slides/add_slide, and the records it creates (section, tags,
// certification, the slide with its file).
import type { Row, Store } from "../store";
import { contentOf, fileUnderSections, lessonPath } from "./data";
import { youtubeId } from "./previews";
import { pdfPageCount } from "./pdf_pages";

export const UPLOAD_TYPES = ["presentation", "webpage", "video", "quiz", "certification"] as const;
export const MAX_SLIDE_FILE_BYTES = 25 * 1024 * 1024;
export const SLIDE_FILE_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|svg\+xml|webp))$/;
export const NAME_REQUIRED = "Please fill in the title.";
export const BAD_TYPE = "Invalid file type. Please select pdf or image file";
export const TOO_BIG = "File is too big. File size cannot exceed 25MB";
export const BAD_URL = "Please enter a valid URL.";
export const BAD_CATEGORY = "This section does not exist.";
export const PUBLISH_REFUSED = "You cannot publish content in this course.";
export const CERTIFICATION_REQUIRED = "Please choose a certification.";
export const SECTION_EXISTS = 'A section named "%s" already exists in this course.';

/** An existing section of the course (its id), the name of a new one ([0, {name}]), or none. */
function sectionChoice(store: Store, model: string, value: unknown, channelId: number): Row | { new: string } | null | "missing" {
  if (value === false || value === null || value === undefined || value === "") return null;
  if (typeof value === "number") {
    const row = store.get(model, value);
    return row && row.channel_id === channelId && row.is_category ? row : "missing";
  }
  if (Array.isArray(value) && value[0] === 0 && typeof value[1]?.name === "string" && value[1].name.trim()) return { new: value[1].name.trim() };
  return "missing";
}

function createSection(store: Store, channelId: number, name: string): Row {
  const last = contentOf(store, channelId).at(-1);
  return store.create("slide.slide", { channel_id: channelId, is_category: true, name, sequence: (last?.sequence ?? 0) + 1 });
}

function tagIds(store: Store, value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((tag) => {
    if (typeof tag === "number") return store.get("slide.tag", tag) ? [tag] : [];
    if (Array.isArray(tag) && tag[0] === 0 && typeof tag[1]?.name === "string" && tag[1].name.trim()) {
      const name = tag[1].name.trim();
      const existing = store.all("slide.tag").find((t) => String(t.name).toLowerCase() === name.toLowerCase());
      return [existing?.id ?? store.create("slide.tag", { name }).id];
    }
    return [];
  });
}

const isWebUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s/]+/.test(value);

export interface AddSlideResult {
  error?: string;
  url?: string;
  slide_id?: number;
  certification_url?: string;
}

/** Creates the slide from the dialog's values, or says what is wrong (nothing created then). */
export function addSlide(store: Store, channel: Row, values: Record<string, any>, canPublish: boolean): AddSlideResult {
  const type = String(values.slide_type ?? "");
  const name = typeof values.name === "string" ? values.name.trim() : "";
  if (!name) return { error: NAME_REQUIRED };
  if (!(UPLOAD_TYPES as readonly string[]).includes(type)) return { error: `Unknown content type '${type}'.` };
  if (values.is_published && !canPublish) return { error: PUBLISH_REFUSED };
  let file: { datas: string; mime: string } | null = null;
  if (type === "presentation" && values.datas) {
    const mime = String(values.mime_type ?? "");
    if (!SLIDE_FILE_TYPES.test(mime)) return { error: BAD_TYPE };
    const datas = String(values.datas);
    if (Math.floor((datas.length * 3) / 4) > MAX_SLIDE_FILE_BYTES) return { error: TOO_BIG };
    file = { datas, mime };
  } else if (type === "presentation" || type === "video" || (type === "webpage" && values.url)) {
    if (!isWebUrl(values.url)) return { error: BAD_URL };
  }
  if (type === "certification" && !values.survey) return { error: CERTIFICATION_REQUIRED };
  const choice = sectionChoice(store, "slide.slide", values.category_id, channel.id);
  if (choice === "missing") return { error: BAD_CATEGORY };
  if (choice && "new" in choice && contentOf(store, channel.id).some((s) => s.is_category && String(s.name).toLowerCase() === choice.new.toLowerCase())) {
    return { error: SECTION_EXISTS.replace("%s", choice.new) };
  }
  let survey: Row | undefined;
  let newSurvey = false;
  if (type === "certification") {
    const { id, title } = values.survey ?? {};
    survey = typeof id === "number" ? store.get("survey.survey", id) : undefined;
    if (!survey && typeof title === "string" && title.trim() && !id) {
      survey = store.create("survey.survey", { title: title.trim(), certification: true });
      newSurvey = true;
    }
    if (!survey) return { error: CERTIFICATION_REQUIRED };
  }
  const category = choice && "new" in choice ? createSection(store, channel.id, choice.new) : choice;
  const content = contentOf(store, channel.id);
  const section = category ? content.filter((s) => s.id === category.id || (s.category_id === category.id && !s.is_category)).at(-1) : content.at(-1);
  const sequence = (section?.sequence ?? content.at(-1)?.sequence ?? 0) + 0.5;
  const slideType = file ? (file.mime === "application/pdf" ? "document" : "infographic") : type === "certification" ? "quiz" : type;
  const slide = store.create("slide.slide", {
    channel_id: channel.id,
    name,
    description: typeof values.description === "string" ? values.description : "",
    slide_type: slideType,
    url: typeof values.url === "string" ? values.url : undefined,
    duration: Number(values.duration) > 0 ? Number(values.duration) : 0,
    is_published: Boolean(values.is_published),
    tag_ids: tagIds(store, values.tag_ids),
    category_id: category?.id ?? null,
    sequence,
    survey_id: survey?.id,
    likes: 0,
    dislikes: 0,
    create_date: new Date().toISOString(),
  });
  const videoId = type === "video" ? youtubeId(String(values.url)) : null;
  if (type === "video") store.write("slide.slide", slide.id, videoId ? { video_source: "youtube", video_url: videoId } : { video_source: "html5", video_url: values.url });
  if (file) store.write("slide.slide", slide.id, { mime_type: file.mime, datas: file.datas, [slideType === "document" ? "document_url" : "image_url"]: `/slides/slide/${slide.id}/content`, ...(slideType === "document" ? { page_count: pdfPageCount(file.datas) } : {}) });
  const ordered = contentOf(store, channel.id);
  ordered.forEach((s, index) => store.write("slide.slide", s.id, { sequence: index + 1 }));
  fileUnderSections(store, channel.id);
  return {
    url: lessonPath(store.get("slide.slide", slide.id)!),
    slide_id: slide.id,
    ...(newSurvey && survey ? { certification_url: `/survey/edit/${survey.id}` } : {}),
  };
}
