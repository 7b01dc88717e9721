// The second pass's terser options and the one call that applies them (main thread or worker).
import { minify } from "terser";

export const OPTIONS = { module: true, ecma: 2020, compress: { passes: 3 }, mangle: true, format: { comments: false } };

export async function minifyOne({ code, map, filename }) {
  const result = await minify(code, { ...OPTIONS, sourceMap: { content: map, filename } });
  return { code: result.code, map: result.map };
}
