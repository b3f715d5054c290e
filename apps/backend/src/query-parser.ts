// Query strings are parsed with the limits of spec §9 (QUERY_STRING_LIMITS), set explicitly rather
// than left to Express's qs defaults (which happen to be similar today): arrays up to index 19
// (index 20 or higher makes an object, never a sparse array of millions), nesting 5 deep (deeper
// brackets stay part of the key), and the first 1,000 parameters. Otherwise Express 4's own
// "extended" parser: `qs.parse(text, { allowPrototypes: true })`.
import { QUERY_STRING_LIMITS } from "@platform/domain";
import qs from "qs";

export function parseQueryString(text: string): qs.ParsedQs {
  return qs.parse(text, {
    allowPrototypes: true,
    arrayLimit: QUERY_STRING_LIMITS.arrayLimit,
    depth: QUERY_STRING_LIMITS.depth,
    parameterLimit: QUERY_STRING_LIMITS.parameterLimit,
  });
}
