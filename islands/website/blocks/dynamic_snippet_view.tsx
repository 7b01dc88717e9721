// The records of a dynamic snippet as a grid of rows, or as a carousel of slides that moves on by
// itself every interval (not in the editor, where animations are off).
import { SanitizedHtml, useTranslate } from "../../../src/kit";
import { useEffect, useState } from "react";
import { MESSAGE_PROFILE, type SanitizerProfile } from "../../../src/components/sanitizer_profile";
import { chunk } from "./dynamic_snippet_filter";

// the record fragments, sanitized: the message profile plus the data-url of their call-to-action
const DYNAMIC_SNIPPET_PROFILE: SanitizerProfile = { ...MESSAGE_PROFILE, name: "dynamic snippet", config: { ...MESSAGE_PROFILE.config, ADD_ATTR: ["data-url", "tabindex", "role", "loading"] } };

const columnClass = (perRow: number) => `col-${Math.max(1, Math.floor(12 / Math.max(1, perRow)))}`;

function Row({ records, perRow }: { records: string[]; perRow: number }) {
  return (
    <div className="row g-3 o_dynamic_snippet_row" data-per-row={perRow}>
      {records.map((html, i) => (
        <div key={i} className={`${columnClass(perRow)} o_dynamic_snippet_item`}>
          <SanitizedHtml html={html} profile={DYNAMIC_SNIPPET_PROFILE} className="h-100" />
        </div>
      ))}
    </div>
  );
}

export function SnippetGrid({ records, perRow }: { records: string[]; perRow: number }) {
  return (
    <div className="o_dynamic_snippet_grid d-grid gap-3">
      {chunk(records, perRow).map((group, i) => <Row key={i} records={group} perRow={perRow} />)}
    </div>
  );
}

export function SnippetCarousel({ records, perSlide, interval, moving }: { records: string[]; perSlide: number; interval: number; moving: boolean }) {
  const _t = useTranslate();
  const slides = chunk(records, perSlide);
  const [active, setActive] = useState(0);
  const current = Math.min(active, slides.length - 1);

  useEffect(() => {
    if (!moving || slides.length < 2 || interval <= 0) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % slides.length), interval);
    return () => clearInterval(timer);
  }, [moving, slides.length, interval, current]);

  const go = (step: number) => setActive((current + step + slides.length) % slides.length);
  return (
    <div className="o_dynamic_snippet_carousel carousel slide position-relative" aria-roledescription={_t("carousel")}>
      <div className="carousel-inner px-5">
        {slides.map((group, i) => (
          <div key={i} className={`carousel-item${i === current ? " active" : ""}`} aria-hidden={i !== current} aria-roledescription={_t("slide")}>
            <Row records={group} perRow={perSlide} />
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className="carousel-control-prev w-auto" aria-label={_t("Previous")} onClick={() => go(-1)}>
            <span className="carousel-control-prev-icon bg-dark rounded" aria-hidden="true" />
          </button>
          <button type="button" className="carousel-control-next w-auto" aria-label={_t("Next")} onClick={() => go(1)}>
            <span className="carousel-control-next-icon bg-dark rounded" aria-hidden="true" />
          </button>
        </>
      )}
    </div>
  );
}
