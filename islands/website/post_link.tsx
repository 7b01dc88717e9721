// Post links (spec 2 §2): a click sends a form POST with the csrf token to the element's
// data-post or href, carrying each data-post_<name> as a field <name>.
import { defineIsland, readSessionInfo, useBind } from "../../src/kit";

// data-post and every data-post_<name> are read when the link is clicked (their names vary)
export function buildPostForm(el: HTMLElement): HTMLFormElement {
  const form = Object.assign(document.createElement("form"), { method: "post", action: el.getAttribute("data-post") || el.getAttribute("href") || "", hidden: true });
  const fields: Record<string, string> = { csrf_token: readSessionInfo().csrfToken };
  for (const { name, value } of el.attributes) if (/^data-post_./.test(name)) fields[name.slice("data-post_".length)] = value;
  for (const [name, value] of Object.entries(fields)) form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
  return form;
}

function PostLink() {
  const click = (event: Event, el: HTMLElement) => {
    event.preventDefault();
    const form = buildPostForm(el);
    document.body.append(form);
    form.submit();
  };
  useBind({}, { host: { on: { click } } });
  return null;
}

export default defineIsland({
  name: "website.post_link",
  selector: ".post_link",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  Component: PostLink,
});
