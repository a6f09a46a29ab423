import { ServiceSelect } from "~/components/ContactForm/ServiceSelect";
import { AudienceChoice } from "~/components/ContactDetails/ContactDetails";
import { type QuoteErrors, type QuoteInput, STREAM_CHOICES, streamField } from "~/forms/quote-fields";
import type { ServiceGroup } from "~/forms/services";
import fieldStyles from "~/components/Field/Field.module.css";

interface StepProps {
  values: QuoteInput;
  errors: QuoteErrors;
  services: ServiceGroup[];
}

/** What: the service (chosen already when the visitor came from its page), who it is for, the streams. */
export function StepWhat({ values, errors, services }: StepProps) {
  return (
    <>
      <ServiceSelect groups={services} selected={values.service} error={errors.service} />
      <AudienceChoice idPrefix="quote" selected={values.audience} error={errors.audience} />
      <fieldset className={fieldStyles.fieldset}>
        <legend className={fieldStyles.label}>
          Which waste streams? <span className={fieldStyles.optional}>(optional)</span>
        </legend>
        <div className={fieldStyles.choices}>
          {STREAM_CHOICES.map((choice) => (
            <div key={choice.value} className={fieldStyles.choice}>
              <input
                type="checkbox"
                id={`quote-${streamField(choice.value)}`}
                name={streamField(choice.value)}
                defaultChecked={values.streams.includes(choice.value)}
              />
              <label htmlFor={`quote-${streamField(choice.value)}`}>{choice.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
