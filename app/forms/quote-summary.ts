import { audienceLabel } from "./enquiry-fields";
import { FREQUENCIES, type QuoteKind, REPLY_CHOICES, STREAM_CHOICES, labelOf } from "./quote-fields";

/** The structured answers of a quote request, as stored (JSON) and as mailed and exported (lines). */
export interface QuoteRecord {
  kind: QuoteKind;
  service: string;
  serviceLabel: string;
  audience: string;
  streams: string[];
  /** sizeLabel: the size's name when the request was sent (requests stored before it have none). */
  bins: { stream: string; size: string; sizeLabel?: string; count: number; frequency: string }[];
  unsure: boolean;
  postcode: string;
  suburb: string;
  covered: boolean;
  start: string;
  reply: string;
}

const streamName = (value: string) => labelOf(STREAM_CHOICES, value).replace(/ \(.*\)$/, "");

export function binLine(bin: QuoteRecord["bins"][number]): string {
  return `${bin.count} × ${bin.sizeLabel ?? bin.size} for ${streamName(bin.stream).toLowerCase()}, ${labelOf(FREQUENCIES, bin.frequency).toLowerCase()}`;
}

export const kindLabel = (kind: QuoteKind) =>
  kind === "audit" ? "Waste audit (first walk-through free)" : "Quote";

/** Each answer as "Question: answer", in the order the steps ask them. */
export function quoteLines(record: QuoteRecord): [string, string][] {
  const where = record.suburb ? `${record.suburb} (${record.postcode})` : record.postcode;
  const bins =
    record.bins.length > 0
      ? record.bins.map(binLine).join("; ")
      : record.unsure
        ? "Not sure yet: suggest bins"
        : "(none given)";
  return [
    ["Request", kindLabel(record.kind)],
    ["Service", record.serviceLabel],
    ["For", audienceLabel(record.audience)],
    ["Waste streams", record.streams.map(streamName).join(", ") || "(none ticked)"],
    ["Bins", record.unsure && record.bins.length > 0 ? `${bins} (not sure yet)` : bins],
    ["Where", `${where}, ${record.covered ? "in our service area" : "outside our regular service areas"}`],
    ["Start", record.start || "As soon as possible"],
    ["Reply by", labelOf(REPLY_CHOICES, record.reply)],
  ];
}
