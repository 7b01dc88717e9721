// Model methods of e-learning reached through call_kw (spec 3 §7): a course's access request and
// a quiz question's removal, a section's deletion.
import { missingError, userError } from "../errors";
import { fileUnderSections } from "./data";
import { defineModel } from "../models/registry";
import { ACCESS_ALREADY_REQUESTED } from "./errors";

const firstId = (args: unknown[]) => Number(Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]);

defineModel("slide.channel", {
  action_request_access: ({ store, user }, args) => {
    const channel = store.get("slide.channel", firstId(args));
    if (!channel || !user) throw missingError("This course does not exist.");
    const requested: number[] = channel.requested_partner_ids ?? [];
    if (requested.includes(user.partner_id)) return { error: ACCESS_ALREADY_REQUESTED };
    store.write("slide.channel", channel.id, { requested_partner_ids: [...requested, user.partner_id] });
    return { done: true };
  },
});

defineModel("slide.slide", {
  // only sections are deleted here (lessons are archived): their lessons go under the section before
  unlink: ({ store }, args) => {
    const ids = (Array.isArray(args[0]) ? args[0] : [args[0]]).map(Number);
    const sections = ids.map((id) => store.get("slide.slide", id));
    if (sections.some((s) => !s?.is_category)) throw userError("Only sections can be deleted here.");
    for (const section of sections) {
      store.unlink("slide.slide", section!.id);
      fileUnderSections(store, section!.channel_id);
    }
    return true;
  },
});

defineModel("slide.question", {
  unlink: ({ store }, args) => {
    const ids = (Array.isArray(args[0]) ? args[0] : [args[0]]).map(Number);
    ids.forEach((id) => store.unlink("slide.question", id));
    return true;
  },
});
