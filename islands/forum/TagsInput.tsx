// The tags field of the post form (spec 3 §5, §7, §9 "Forum"): chips for the chosen tags, a text
// box split on comma, space and underscore, suggestions from /forum/get_tags (only the answer to
// the latest query is shown), and the rules' refusals under the box.
import { checked, useService, useTranslate } from "../../src/kit";
import { TAG_MIN, TAG_SEARCH_LIMIT, TAGS_ROUTE } from "../../contract/forum/tags";
import { useRef, useState, type KeyboardEvent } from "react";
import { isTagList, splitTyped, tagRefusal, TAGS_UNAVAILABLE, type Tag } from "./tag_rules";

export interface TagsInputProps {
  forumId: number;
  mayCreate: boolean;
  karmaNeeded: number;
  initial: Tag[];
  onChange: (tags: Tag[]) => void;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

export function TagsInput({ forumId, mayCreate, karmaNeeded, initial, onChange }: TagsInputProps) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const [tags, setTags] = useState<Tag[]>(initial);
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<Tag[]>([]);
  const [message, setMessage] = useState("");
  const latest = useRef(0);
  const chosen = useRef(tags);

  const update = (next: Tag[]) => {
    chosen.current = next;
    setTags(next);
    onChange(next);
  };

  const fetchTags = (query: string): Promise<Tag[]> =>
    rpc(TAGS_ROUTE, { query, limit: TAG_SEARCH_LIMIT, forum_id: forumId }, { silent: true }).then(checked(isTagList));

  /** Suggestions for what is being typed; null when a later query has been sent, or it failed (told). */
  const search = async (query: string): Promise<Tag[] | null> => {
    const call = ++latest.current;
    try {
      const found = await fetchTags(query);
      return call === latest.current ? found : null;
    } catch {
      if (call === latest.current) setMessage(_t(TAGS_UNAVAILABLE));
      return null;
    }
  };

  const addNow = async (name: string) => {
    if (chosen.current.some((t) => sameName(t.name, name))) return;
    let known = suggestions.find((s) => sameName(s.name, name));
    if (!known && name.length >= TAG_MIN) {
      try {
        known = (await fetchTags(name)).find((s) => sameName(s.name, name));
      } catch {
        return setMessage(_t(TAGS_UNAVAILABLE));
      }
    }
    const refusal = tagRefusal(name, chosen.current, !known, mayCreate, karmaNeeded);
    if (refusal) return setMessage(_t(refusal[0], refusal[1]));
    setMessage("");
    update([...chosen.current, known ?? { id: `new:${name}`, name }]);
  };
  // Tags are added one after the other, in the order typed, whatever order the lookups answer in.
  const queue = useRef(Promise.resolve());
  const add = (name: string) => (queue.current = queue.current.then(() => addNow(name)));

  const type = async (value: string) => {
    const { done, rest } = splitTyped(value);
    setText(rest);
    for (const name of done) void add(name);
    if (rest.trim().length < TAG_MIN) {
      // a search still running for the text before a separator must not clear what the tag got
      latest.current++;
      return setSuggestions([]);
    }
    const found = await search(rest.trim());
    if (found) {
      setMessage("");
      setSuggestions(found.filter((s) => !chosen.current.some((t) => t.id === s.id)));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      const name = text.trim();
      if (name) void add(name).then(() => (setText(""), setSuggestions([])));
    } else if (event.key === "Backspace" && !text && tags.length) {
      update(tags.slice(0, -1));
    } else if (event.key === "Escape") setSuggestions([]);
  };

  const pick = (tag: Tag) => {
    setSuggestions([]);
    setText("");
    void add(tag.name);
  };

  return (
    <div className="o_wforum_tags position-relative">
      <div className="form-control d-flex flex-wrap gap-1 align-items-center">
        {tags.map((tag) => (
          <span key={String(tag.id)} className="badge text-bg-secondary o_wforum_tag">
            {tag.name}
            {typeof tag.id === "string" ? " *" : ""}
            <button type="button" className="btn-close btn-close-white btn-sm ms-1 align-middle" aria-label={_t("Remove %s", tag.name)} onClick={() => update(tags.filter((t) => t !== tag))} />
          </span>
        ))}
        <input
          type="text"
          className="border-0 flex-grow-1 o_wforum_tags_input"
          aria-label={_t("Tags")}
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls="o_wforum_tag_suggestions"
          aria-describedby="o_wforum_tags_message"
          value={text}
          onChange={(e) => void type(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      {suggestions.length > 0 && (
        <ul id="o_wforum_tag_suggestions" role="listbox" className="dropdown-menu show w-100 o_wforum_tag_suggestions">
          {suggestions.map((tag) => (
            <li key={String(tag.id)} role="option" aria-selected="false" className="dropdown-item" onMouseDown={(e) => (e.preventDefault(), pick(tag))}>
              {tag.name}
            </li>
          ))}
        </ul>
      )}
      <div id="o_wforum_tags_message" className="form-text text-danger o_wforum_tags_message" role="status">
        {message}
      </div>
    </div>
  );
}
