/** Longer queries are cut: nobody types 100 characters into a site search on purpose. */
export const MAX_QUERY_LENGTH = 100;

/** The visitor's query with runs of spaces folded and the length capped. */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}
