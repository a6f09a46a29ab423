import { Link, useNavigate, useSearchParams } from "react-router";
import { Field } from "~/components/Field/Field";
import fieldStyles from "~/components/Field/Field.module.css";
import type { BinChoice } from "~/content/finder-shapes";
import {
  answersFromParams,
  businessTypes,
  paramsFromAnswers,
  recommend,
  streams,
  volumes,
  type Answers,
  type Stream,
} from "~/tools/bin-helper";
import styles from "./BinHelper.module.css";

const entries = <T extends object>(table: T) =>
  Object.entries(table) as [Extract<keyof T, string>, T[keyof T]][];

/**
 * Business type, weekly volume and streams -> a set of bins with the reasoning. The answers live
 * in the address (a GET form), so a recommendation can be shared or bookmarked; the server renders
 * it without scripts, and with scripts it appears without a page load.
 */
export function BinHelper({ bins }: { bins: BinChoice[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const answers = answersFromParams(params);
  const result = answers && recommend(answers, bins);

  // The form is not re-created when the address changes, so focus stays on the button after a
  // submit; its fields start from the address the page was opened with.
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string") fields.append(name, value);
    const next = answersFromParams(fields);
    if (!next) return;
    void navigate(`?${paramsFromAnswers(next).toString()}#helper-result`, { preventScrollReset: true });
  }

  return (
    <div className={styles.helper}>
      <form method="get" action="/bin-size-guide#helper-result" onSubmit={submit}>
        <Field id="helper-business" label="What kind of site is it?">
          {(control) => (
            <select {...control} name="business" defaultValue={answers?.business ?? "office"}>
              {entries(businessTypes).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="helper-volume" label="Roughly how much waste a week, all streams together?">
          {(control) => (
            <select {...control} name="volume" defaultValue={answers?.volume ?? "few"}>
              {entries(volumes).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* Checkboxes in the same fieldset, legend and choice layout as the forms' radio groups. */}
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.label}>Which streams do you separate, or want to?</legend>
          <div className={fieldStyles.choices}>
            {entries(streams).map(([value, label]) => (
              <label key={value} className={fieldStyles.choice}>
                <input
                  type="checkbox"
                  name="stream"
                  value={value}
                  defaultChecked={answers ? answers.streams.includes(value) : value === "general"}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button">
          Recommend bins
        </button>
      </form>
      <div id="helper-result" role="status" aria-live="polite" className={styles.result}>
        {result && answers && <Result answers={answers} picks={result.picks} notes={result.notes} />}
      </div>
    </div>
  );
}

function Result({
  answers,
  picks,
  notes,
}: {
  answers: Answers;
  picks: ReturnType<typeof recommend>["picks"];
  notes: string[];
}) {
  return (
    <>
      <h3>Our suggestion for a {businessTypes[answers.business].toLowerCase()}</h3>
      <ul className={styles.picks}>
        {picks.map((pick) => (
          <li key={pick.stream}>
            <strong>
              {streamName(pick.stream)}: {pick.count > 1 ? `${pick.count} × ` : ""}
              {pick.bin.name}
            </strong>
            <span> {pick.reason} </span>
            <Link to={pick.bin.path}>About this bin service</Link>
          </li>
        ))}
      </ul>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <p>Bookmark or share this page&rsquo;s address to keep this answer.</p>
      <p>
        {/* The quote starts from these bins; the visitor can change them there. */}
        <Link to={`/get-a-quote?${paramsFromAnswers(answers).toString()}`} className="button">
          Ask for a quote for these bins
        </Link>
      </p>
    </>
  );
}

const streamName = (stream: Stream) => streams[stream].replace(/ \(.*\)$/, "");
