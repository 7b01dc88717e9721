// The e-learning models in the access model (server/security): who reads courses and lessons, and
// who may call their methods through call_kw (request access, question removal).
import { EMPLOYEES, EVERYONE, MODEL_ACCESS, SIGNED_IN } from "../security/access_model";
import type { Row, Store } from "../store";
import { userTypeOf } from "../security/user_type";
import { membershipOf } from "./data";

const READ = ["read"] as const;

Object.assign(MODEL_ACCESS, {
  "slide.channel": {
    label: "Course",
    operations: { public: READ, portal: READ, internal: READ },
    rules: { public: (r: Row) => Boolean(r.is_published), portal: (r: Row) => Boolean(r.is_published) },
    methods: { action_request_access: SIGNED_IN },
  },
  "slide.slide": { label: "Slides", operations: { public: READ, portal: READ, internal: READ }, methods: { unlink: EMPLOYEES } },
  "slide.question": { label: "Content Quiz Question", operations: { internal: ["read"] }, methods: { unlink: EMPLOYEES } },
  "slide.channel.tag": { label: "Channel/Course Tag", operations: { public: READ, portal: READ, internal: READ } },
  "gamification.karma.rank": { label: "Rank", operations: { public: READ, portal: READ, internal: READ }, methods: { check_access_rights: EVERYONE } },
});

/** Course editors: employees and admins (the platform decides this server side). */
export const isCourseEditor = (user: Row | null) => ["internal", "admin"].includes(userTypeOf(user));

/** A lesson's content is reachable by members, by editors, and by anyone on a preview lesson of a public course. */
export function canAccessLesson(store: Store, user: Row | null, channel: Row, slide: Row): boolean {
  if (isCourseEditor(user) || slide.is_preview) return true;
  return Boolean(membershipOf(store, channel.id, user?.partner_id));
}

/** An unpublished lesson is seen by course editors only. */
export const visibleLesson = (slide: Row, user: Row | null) => slide.is_published !== false || isCourseEditor(user);
