// The link tracker's UTM fields read on the platform's markup (ids only) and on ours (data-model,
// data-label): a missing attribute warns once and falls back, never throws.
import { describe, expect, it, vi } from "vitest";
import { missingUtmAttribute, readUtmFields } from "../../../islands/links/utm_fields";

function page(html: string) {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
}

describe("UTM fields", () => {
  it("falls back to each field's model and label, warning once per missing attribute", () => {
    const warn = vi.fn();
    const fields = readUtmFields(page('<input type="hidden" id="campaign-select"/><input type="hidden" id="channel-select"/><input type="hidden" id="source-select"/>'), warn);
    expect(fields.map(({ key, model, label }) => [key, model, label])).toEqual([
      ["campaign_id", "utm.campaign", "Campaign"],
      ["medium_id", "utm.medium", "Medium"],
      ["source_id", "utm.source", "Source"],
    ]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      missingUtmAttribute("#campaign-select", "data-model", "utm.campaign"),
      missingUtmAttribute("#campaign-select", "data-label", "Campaign"),
      missingUtmAttribute("#channel-select", "data-model", "utm.medium"),
      missingUtmAttribute("#channel-select", "data-label", "Medium"),
      missingUtmAttribute("#source-select", "data-model", "utm.source"),
      missingUtmAttribute("#source-select", "data-label", "Source"),
    ]);
  });

  it("uses the page's attributes without a warning, and treats an empty one as missing", () => {
    const warn = vi.fn();
    const [field] = readUtmFields(page('<div id="campaign-select" data-model="utm.campaign" data-label="Campagne"></div>'), warn);
    expect([field.model, field.label]).toEqual(["utm.campaign", "Campagne"]);
    expect(warn).not.toHaveBeenCalled();
    const [blank] = readUtmFields(page('<div id="source-select" data-model=" " data-label="Source"></div>'), warn);
    expect(blank.model).toBe("utm.source");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("renders inside a div, and in one box after an input, kept when read again", () => {
    const host = page('<div id="campaign-select" data-model="utm.campaign" data-label="Campaign"></div><input type="hidden" id="source-select"/>');
    const [campaign, source] = readUtmFields(host, () => {});
    expect(campaign.container).toBe(host.querySelector("#campaign-select"));
    expect(source.container.previousElementSibling).toBe(host.querySelector("#source-select"));
    expect(readUtmFields(host, () => {})[1].container).toBe(source.container);
    expect(host.querySelectorAll(".o_utm_selector_box")).toHaveLength(1);
  });

  it("skips a field the page does not have", () => {
    expect(readUtmFields(page('<div id="channel-select"></div>'), () => {}).map((field) => field.key)).toEqual(["medium_id"]);
  });
});
