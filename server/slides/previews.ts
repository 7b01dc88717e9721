// Previews of lesson addresses for /slides/prepare_preview/ (spec 2 §7 "Slides"): the reference
// server looks them up in this local table instead of asking the internet.
export interface UrlPreview {
  title: string;
  description: string;
  url_src: string;
  completion_time: number;
}

export const PREVIEW_REFUSED = "Please enter valid Youtube or Google Doc URL";

export const URL_PREVIEWS: Record<string, UrlPreview> = {
  "https://www.youtube.com/watch?v=GardenTour1": {
    title: "A tour of the vegetable garden",
    description: "Walk through the beds, season by season.",
    url_src: "/static/slides/lesson_infographic.svg",
    completion_time: 0.25,
  },
  "https://gardening.example/compost": {
    title: "Making compost",
    description: "What goes in, what stays out.",
    url_src: "/static/slides/lesson_infographic.svg",
    completion_time: 0.1,
  },
};

/** The YouTube video id of an address, if it is one. */
export function youtubeId(url: string): string | null {
  const match = /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,})/.exec(url);
  return match ? match[1]! : null;
}
