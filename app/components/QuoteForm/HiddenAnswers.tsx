import { type QuoteInput, STEP, rowField, streamField } from "~/forms/quote-fields";

function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}

/** Every answer not asked on the current step, as hidden fields, so no answer is lost between steps. */
export function HiddenAnswers({ values, step }: { values: QuoteInput; step: number }) {
  return (
    <>
      {step !== STEP.what && (
        <>
          <Hidden name="service" value={values.service} />
          <Hidden name="audience" value={values.audience} />
          {values.streams.map((stream) => (
            <Hidden key={stream} name={streamField(stream)} value="on" />
          ))}
        </>
      )}
      {step !== STEP.amount && (
        <>
          {values.rows.flatMap((row, index) =>
            (["stream", "size", "count", "frequency"] as const).map((part) => (
              <Hidden key={rowField(index, part)} name={rowField(index, part)} value={row[part]} />
            )),
          )}
          {values.unsure && <Hidden name="unsure" value="on" />}
        </>
      )}
      {step !== STEP.where && <Hidden name="place" value={values.place} />}
      {step !== STEP.who && (
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
