// The forum models in the access model (server/security): posts are read by everyone while
// active; the spam queue's search and batch marking are for moderators (karma checked in the method).
import { EVERYONE, MODEL_ACCESS, SIGNED_IN } from "../security/access_model";
import type { Row } from "../store";

const READ = ["read"] as const;
const active = (r: Row) => r.state === "active";

Object.assign(MODEL_ACCESS, {
  "forum.post": {
    label: "Forum Post",
    operations: { public: READ, portal: READ, internal: READ },
    rules: { public: active, portal: active, internal: active },
    fields: { public: { read: ["id", "name", "content", "forum_id", "parent_id", "vote_count"] } },
    methods: { mark_as_offensive_batch: SIGNED_IN },
  },
  "forum.tag": { label: "Forum Tag", operations: { public: READ, portal: READ, internal: READ }, methods: { check_access_rights: EVERYONE } },
  "forum.forum": { label: "Forum", operations: { public: READ, portal: READ, internal: READ } },
  "forum.karma": { label: "Karma", notForWeb: ["create", "write", "unlink"] },
  "forum.post.vote": { label: "Post Vote", notForWeb: ["create", "write", "unlink"] },
  "forum.comment": { label: "Comment", notForWeb: ["create", "write", "unlink"] },
});
