import { ChoiceGroup, choiceId } from "~/components/Field/ChoiceGroup";
import { Field } from "~/components/Field/Field";
import { BinRows } from "./BinRows";
import { TextAreaField } from "~/components/Field/TextAreaField";
import { type Question, SHARED_LIMITS } from "~/content/request-kinds";

export type Choices = readonly { value: string; label: string }[];

interface QuestionProps {
  question: Question;
  values: Record<string, string>;
  errors: Record<string, string>;
  streams: Choices;
  sizes: Choices;
  /** A row of bins was just added. */
  added: boolean;
}

export const fieldId = (name: string) => `request-${name}`;

/** Where each field's error links to: its control, or the first radio button of a group. */
export function targetOf(question: Question | undefined, name: string): string {
  return question?.type === "choice" ? choiceId(fieldId(name), question.choices[0]!.value) : fieldId(name);
}

/** One question of a request: bins (stream, size, how many), a date, a choice or the customer's words. */
export function RequestQuestion({ question, values, errors, streams, sizes, added }: QuestionProps) {
  switch (question.type) {
    case "bin":
      return (
        <BinRows
          question={question}
          values={values}
          errors={errors}
          streams={streams}
          sizes={sizes}
          added={added}
        />
      );
    case "date":
      return (
        <Field id={fieldId(question.name)} label={question.label} error={errors[question.name]}>
          {(control) => (
            <input {...control} name={question.name} type="date" defaultValue={values[question.name]} />
          )}
        </Field>
      );
    case "choice":
      return (
        <ChoiceGroup
          name={question.name}
          idPrefix={fieldId(question.name)}
          legend={question.label}
          choices={question.choices}
          selected={values[question.name]}
          error={errors[question.name]}
        />
      );
    case "text":
      return (
        <TextAreaField
          id={fieldId(question.name)}
          name={question.name}
          label={question.label}
          hint={question.hint}
          optional={question.optional}
          error={errors[question.name]}
          rows={4}
          maxLength={SHARED_LIMITS.notes}
          defaultValue={values[question.name]}
        />
      );
  }
}
