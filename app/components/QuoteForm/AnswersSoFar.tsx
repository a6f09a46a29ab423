import { AreaResult } from "~/components/ServiceAreaChecker/AreaResult";
import { audienceLabel } from "~/forms/enquiry-fields";
import { binLine } from "~/forms/quote-summary";
import { type QuoteInput, STREAM_CHOICES, isBlankRow, labelOf } from "~/forms/quote-fields";
import { type ServiceGroup, serviceLabel } from "~/forms/services";
import type { AreaAnswer } from "~/tools/service-area";
import styles from "./QuoteForm.module.css";

interface AnswersSoFarProps {
  values: QuoteInput;
  services: ServiceGroup[];
  sizes: { value: string; label: string }[];
  area?: AreaAnswer;
}

/** The earlier steps' answers, to read over before sending; "Back" changes them. */
export function AnswersSoFar({ values, services, sizes, area }: AnswersSoFarProps) {
  const bins = values.rows
    .filter((row) => !isBlankRow(row))
    .map((row) => binLine({ ...row, sizeLabel: labelOf(sizes, row.size), count: Number(row.count) }));
  return (
    <section aria-labelledby="answers-heading" className={styles.answers}>
      <h3 id="answers-heading">Your answers so far</h3>
      <dl>
        <dt>Service</dt>
        <dd>{serviceLabel(services, values.service)}</dd>
        <dt>For</dt>
        <dd>{audienceLabel(values.audience)}</dd>
        {values.streams.length > 0 && (
          <>
            <dt>Waste streams</dt>
            <dd>{values.streams.map((stream) => labelOf(STREAM_CHOICES, stream)).join(", ")}</dd>
          </>
        )}
        <dt>Bins</dt>
        <dd>
          {bins.length > 0
            ? bins.join("; ")
            : values.unsure
              ? "Not sure yet: suggest bins for me"
              : "None listed"}
        </dd>
        <dt>Where</dt>
        <dd>{values.place}</dd>
      </dl>
      {area && <AreaResult answer={area} />}
    </section>
  );
}
