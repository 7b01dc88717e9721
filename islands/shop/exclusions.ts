// Which values cannot be chosen with the current combination (spec 2 §3 exclusion data, §8
// 'Not available with %s'): a value is excluded by every chosen value that lists it, by the
// parent combination's exclusions, and each exclusion names the values that cause it.

export interface ExclusionData {
  exclusions: Record<string, number[]>;
  parent_exclusions?: Record<string, number[]>;
  parent_combination?: number[];
  parent_product_name?: string | null;
  mapped_attribute_names: Record<string, string>;
}

export function parseExclusionData(raw: string | undefined): ExclusionData {
  try {
    const data = JSON.parse(raw ?? "");
    if (data && typeof data === "object") {
      return {
        exclusions: data.exclusions ?? {},
        parent_exclusions: data.parent_exclusions ?? {},
        parent_combination: Array.isArray(data.parent_combination) ? data.parent_combination : [],
        parent_product_name: data.parent_product_name ?? null,
        mapped_attribute_names: data.mapped_attribute_names ?? {},
      };
    }
  } catch {
    /* an unreadable attribute excludes nothing */
  }
  return { exclusions: {}, parent_exclusions: {}, parent_combination: [], parent_product_name: null, mapped_attribute_names: {} };
}

/** value id → the names of what excludes it, for the chosen combination. */
export function excludedValues(data: ExclusionData, combination: number[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const add = (valueId: number, by: string) => out.set(valueId, [...(out.get(valueId) ?? []), by]);
  for (const chosen of combination) {
    for (const excluded of data.exclusions[chosen] ?? []) add(excluded, data.mapped_attribute_names[chosen] ?? String(chosen));
  }
  for (const parentValue of data.parent_combination ?? []) {
    const name = data.mapped_attribute_names[parentValue] ?? String(parentValue);
    const by = data.parent_product_name ? `${data.parent_product_name} (${name})` : name;
    for (const excluded of data.parent_exclusions?.[parentValue] ?? []) add(excluded, by);
  }
  return out;
}

export const notAvailableText = (template: string, names: string[]) => template.replace("%s", names.join(", "));
