// Post links (spec 2 §2): a click sends a form POST with the csrf token to the element's
// data-post or href, carrying each data-post_<name> as a field <name>.
import { defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";
import { csrfToken } from "./page_session";

export const POST_FIELD_PREFIX = "data-post_";

export function postFields(el: HTMLElement): Record<string, string> {
  const fields: Record<string, string> = { csrf_token: csrfToken() };
  for (const { name, value } of el.attributes) {
    if (name.startsWith(POST_FIELD_PREFIX) && name.length > POST_FIELD_PREFIX.length) fields[name.slice(POST_FIELD_PREFIX.length)] = value;
  }
  return fields;
}

export function buildPostForm(el: HTMLElement): HTMLFormElement {
  const form = document.createElement("form");
  form.method = "post";
  form.action = el.getAttribute("data-post") || el.getAttribute("href") || "";
  form.hidden = true;
  for (const [name, value] of Object.entries(postFields(el))) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

// data-post and every data-post_<name> are read when the link is clicked (their names vary)
const markup = defineMarkup({});

function PostLink({ parts }: IslandProps<typeof markup>) {
  useBind(parts, {
    host: {
      on: {
        click: (event, el) => {
          event.preventDefault();
          const form = buildPostForm(el);
          document.body.append(form);
          form.submit();
        },
      },
    },
  });
  return null;
}

export default defineIsland({
  name: "website.post_link",
  selector: ".post_link",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  markup,
  Component: PostLink,
});
