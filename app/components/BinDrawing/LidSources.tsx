import { CitedSources } from "~/components/Sources/CitedSources";
import type { Lid } from "~/content/lid-colours";

/**
 * Where the lid colours drawn beside it come from: each government page once, with the day
 * someone read it, as every rule on the site cites its source (docs/decisions/0016).
 */
export function LidSources({ lids }: { lids: Lid[] }) {
  const sources = [...new Map(lids.flatMap((lid) => lid.sources).map((s) => [s.url, s])).values()];
  if (sources.length === 0) return null;
  return <CitedSources sources={sources} one="Lid colour source: " many="Lid colour sources: " />;
}
