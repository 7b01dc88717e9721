// The platform's slides_tour (spec 3 §1–2): a new teacher creates a first course, gives it a section,
// and is shown where lessons are added. The texts are the platform's; <b> is their only markup.
import type { PopoverPosition } from "../../../src/kit";

export interface TourStep {
  trigger: string;
  text: string;
  position?: PopoverPosition;
  /** What moves the tour on: a click on the trigger (the default), or text typed in it. */
  consume?: "click" | "input";
}


export const SLIDES_TOUR_STEPS: TourStep[] = [
  {
    trigger: "#oe_main_menu_navbar a[data-action='new_slide_channel']",
    text: "Welcome on your course's home page. It's still empty for now. Click on \"<b>New</b>\" to write your first course.",
  },
  { trigger: ".o_wslides_channel_dialog #o_wslides_channel_name", text: "Give your course an engaging <b>Title</b>.", consume: "input" },
  { trigger: ".o_wslides_channel_dialog #o_wslides_channel_description", text: "Give your course a helpful <b>Description</b>.", consume: "input" },
  { trigger: ".o_wslides_channel_dialog .o_wslides_channel_create", text: "Click on the <b>Create</b> button to create your first course.", position: "top" },
  {
    trigger: ".o_wslides_js_slide_section_add",
    text: "Congratulations, your course has been created, but there isn't any content yet. First, let's add a <b>Section</b> to give your course a structure.",
  },
  { trigger: ".o_wslides_section_dialog #o_wslides_section_name", text: "A good course has a structure. Pick a name for your first <b>Section</b>.", consume: "input" },
  { trigger: ".o_wslides_section_dialog .modal-footer .btn-primary", text: "Click <b>Save</b> to create it.", position: "top" },
  {
    trigger: ".o_wslides_js_slide_upload",
    text: "Your first section is created, now it's time to add lessons to your course. Click on <b>Add Content</b> to upload a document, create an article or link a video.",
  },
];
