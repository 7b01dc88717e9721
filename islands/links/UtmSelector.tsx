// A campaign, medium or source selector (spec 3 §5): a combobox searching the model's entries
// (search_read id, name), at least 3 characters when there are over 100, offering to create the
// typed name unless it exists (case-insensitive); a new campaign is created with is_auto_campaign.
// A failed creation keeps the typed name and says so; one whose answer was lost is not sent
// again: the entries are read again, and one of that name is chosen and told.
import { isAnswerLost, useTranslate, type OrmService } from "../../src/kit";
import { useEffect, useId, useState } from "react";
import { SELECT_SEARCH_MIN, selectorChoices, UTM_CREATE_FAILED, UTM_CREATED_AFTER_LOST, type UtmEntry } from "./link_rules";
import { runWrite } from "../../src/kit";
import { useWriteLock } from "../../src/kit";

export interface UtmSelectorProps {
  orm: OrmService;
  model: string;
  label: string;
  value: UtmEntry | null;
  onChange: (entry: UtmEntry | null) => void;
}

export function UtmSelector({ orm, model, label, value, onChange }: UtmSelectorProps) {
  const _t = useTranslate();
  const id = useId();
  const [all, setAll] = useState<UtmEntry[] | null>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [outcome, setOutcome] = useState<{ role: "alert" | "status"; text: string } | null>(null);

  useEffect(() => {
    if (!open || all) return;
    orm.searchRead(model, [], ["id", "name"]).then((rows) => setAll(rows as UtmEntry[]), () => setFailed(true));
  }, [open, all, orm, model]);

  const choices = selectorChoices(all ?? [], query);
  const pick = (entry: UtmEntry | null) => {
    onChange(entry);
    setQuery("");
    setOpen(false);
  };
  // One creation at a time, under a synchronous lock (a second click of the same task is ignored).
  const lock = useWriteLock();
  /** After a lost answer: the entry of that name the server now has, if any. */
  const createdMeanwhile = async (name: string) => {
    const rows = (await orm.searchRead(model, [], ["id", "name"]).catch(() => null)) as UtmEntry[] | null;
    if (rows) setAll(rows);
    return rows?.find((row) => row.name.toLowerCase() === name.toLowerCase()) ?? null;
  };

  const create = () =>
    runWrite(lock, async () => {
      const name = query.trim();
      const values: Record<string, unknown> = { name };
      if (model === "utm.campaign") values.is_auto_campaign = true;
      setOutcome(null);
      try {
        const newId = (await orm.create(model, [values])) as number[] | number;
        const entry = { id: Array.isArray(newId) ? newId[0] : newId, name };
        setAll((current) => [...(current ?? []), entry]);
        pick(entry);
      } catch (error) {
        const found = isAnswerLost(error) ? await createdMeanwhile(name) : null;
        if (!found) return setOutcome({ role: "alert", text: _t(UTM_CREATE_FAILED) });
        pick(found);
        setOutcome({ role: "status", text: _t(UTM_CREATED_AFTER_LOST) });
      }
    });

  return (
    <div className="o_utm_selector position-relative">
      <label htmlFor={id} className="form-label">
        {_t(label)}
      </label>
      <div className="input-group">
        <input
          id={id}
          className="form-control"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          autoComplete="off"
          placeholder={value ? value.name : _t("Search or create…")}
          value={open ? query : (value?.name ?? "")}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={(event) => (setQuery(event.target.value), setOpen(true))}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
            if (event.key === "Enter") {
              event.preventDefault();
              if (choices.entries.length === 1) pick(choices.entries[0]);
              else if (choices.offerCreate) void create();
            }
          }}
        />
        {value ? (
          <button type="button" className="btn btn-outline-secondary" aria-label={_t("Clear") + " " + _t(label)} onClick={() => pick(null)}>
            <span className="fa fa-times" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {outcome ? (
        <div role={outcome.role} className={`small mt-1 ${outcome.role === "alert" ? "text-danger" : "text-muted"}`}>
          {outcome.text}
        </div>
      ) : null}
      {open ? (
        <ul id={`${id}-list`} role="listbox" aria-label={_t(label)} className="list-group position-absolute w-100 shadow-sm o_utm_choices" style={{ zIndex: 10, maxHeight: "16rem", overflowY: "auto" }}>
          {failed ? <li className="list-group-item text-danger">{_t("The list could not be loaded.")}</li> : null}
          {choices.needsMore ? <li className="list-group-item text-muted">{_t("Type at least %s characters", String(SELECT_SEARCH_MIN))}</li> : null}
          {choices.entries.map((entry) => (
            <li key={entry.id} role="option" aria-selected={value?.id === entry.id} className="list-group-item list-group-item-action" onMouseDown={(event) => (event.preventDefault(), pick(entry))}>
              {entry.name}
            </li>
          ))}
          {choices.offerCreate ? (
            <li role="option" aria-selected={false} className="list-group-item list-group-item-action o_utm_create" onMouseDown={(event) => (event.preventDefault(), void create())}>
              {_t("Create")} "{query.trim()}"
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
