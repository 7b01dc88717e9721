// Version 16's price range is one `<input type="range" multiple value="min,max">` that the
// platform's multirange library splits into two handles. The two values of that attribute, as
// QWeb writes them ("%f,%f": "0.000000,1250.000000"); null when it is not two numbers.
export function multirangeValues(raw: string): { low: number; high: number } | null {
  const values = raw.split(",").map((value) => (value.trim() === "" ? NaN : Number(value)));
  if (values.length !== 2 || !values.every(Number.isFinite)) return null;
  const [low, high] = values;
  return { low: Math.min(low, high), high: Math.max(low, high) };
}
