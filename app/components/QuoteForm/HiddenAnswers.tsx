import { type QuoteInput, rowField, streamField } from "~/forms/quote-fields";

/** The fields each step asks; the others travel as hidden fields so no answer is lost between steps. */
const stepOf = {
  what: 0,
  amount: 1,
  where: 2,
  who: 3,
} as const;

function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}

/** Every answer not asked on the current step, as hidden fields. */
export function HiddenAnswers({ values, step }: { values: QuoteInput; step: number }) {
  return (
    <>
      {step !== stepOf.what && (
        <>
          <Hidden name="service" value={values.service} />
          <Hidden name="audience" value={values.audience} />
          {values.streams.map((stream) => (
            <Hidden key={stream} name={streamField(stream)} value="on" />
          ))}
        </>
      )}
      {step !== stepOf.amount && (
        <>
          {values.rows.flatMap((row, index) =>
            (["stream", "size", "count", "frequency"] as const).map((part) => (
              <Hidden key={rowField(index, part)} name={rowField(index, part)} value={row[part]} />
            )),
          )}
          {values.unsure && <Hidden name="unsure" value="on" />}
        </>
      )}
      {step !== stepOf.where && <Hidden name="place" value={values.place} />}
      {step !== stepOf.who && (
        <>
          {(["start", "name", "email", "phone", "business", "reply", "notes"] as const).map((name) => (
            <Hidden key={name} name={name} value={values[name]} />
          ))}
          {values.privacy && <Hidden name="privacy" value="on" />}
        </>
      )}
    </>
  );
}
