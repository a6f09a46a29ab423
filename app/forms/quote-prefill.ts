import { answersFromParams, recommend } from "~/tools/bin-helper";
import type { BinChoice } from "~/content/finder-shapes";
import { AUDIT_SERVICE, type QuoteInput, binSizeChoices, blankRow, emptyInput } from "./quote-fields";

/** The bin helper's business types that name who the service is for. */
const audienceOfBusiness = new Map([["home", "private-home"]]);

/**
 * The quote's first answers from the address it was opened with: ?service= from a service page's
 * "Get a free quote", ?audit=1 for a waste audit, and the bin size helper's own answers
 * (?business=&volume=&stream=), turned into the bins it recommended. Everything stays editable.
 */
export function prefillFromParams(
  params: URLSearchParams,
  serviceValues: readonly string[],
  bins: readonly BinChoice[],
): QuoteInput {
  const audit = params.get("audit") === "1" || params.get("service") === AUDIT_SERVICE;
  const input = emptyInput(audit ? "audit" : "quote");
  const asked = params.get("service") ?? "";
  if (serviceValues.includes(asked)) input.service = asked;

  const helper = answersFromParams(params);
  if (!helper) return input;
  const picks = recommend(helper, bins).picks;
  const sizes = new Set(binSizeChoices(bins).map((size) => size.value));
  const rows = picks
    .filter((pick) => sizes.has(pick.bin.id))
    .map((pick) => ({
      stream: pick.stream,
      size: pick.bin.id,
      count: String(pick.count),
      // A one-off job for a skip; otherwise the weekly lift the helper's arithmetic assumed.
      frequency: pick.bin.family === "skip" ? "one-off" : "weekly",
    }));
  // A compactor or a hook lift bin needs a site visit before anyone counts bins.
  input.unsure = rows.length < picks.length;
  input.rows = rows.length > 0 ? rows : [blankRow()];
  input.streams = [...new Set(picks.map((pick) => pick.stream))];
  const firstService = picks[0]?.bin.path.split("/").pop() ?? "";
  if (!input.service && serviceValues.includes(firstService)) input.service = firstService;
  input.audience = audienceOfBusiness.get(helper.business) ?? "";
  return input;
}

/** The address of the quote page that carries a page's context (a service's slug, or the audit). */
export function quoteHref(servicePath?: string): string {
  if (!servicePath) return "/get-a-quote";
  const slug = servicePath.split("/").pop() ?? "";
  return slug === AUDIT_SERVICE ? "/get-a-quote?audit=1" : `/get-a-quote?service=${slug}`;
}
