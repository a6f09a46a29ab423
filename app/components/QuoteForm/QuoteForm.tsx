import { useNavigation } from "react-router";
import { choiceId } from "~/components/Field/ChoiceGroup";
import { EnquiryForm } from "~/components/Field/EnquiryForm";
import { ErrorSummary, type SummaryItem } from "~/components/Field/ErrorSummary";
import { Honeypot } from "~/components/Field/Honeypot";
import { AUDIENCES } from "~/forms/enquiry-fields";
import { DEFENCE_FIELDS } from "~/forms/defence";
import {
  LAST_STEP,
  QUOTE_STEPS,
  STEP,
  type QuoteErrors,
  type QuoteState,
  type QuoteTables,
  REPLY_CHOICES,
  binSizeChoices,
} from "~/forms/quote-fields";
import type { ServiceGroup } from "~/forms/services";
import { AnswersSoFar } from "./AnswersSoFar";
import { HiddenAnswers } from "./HiddenAnswers";
import { StepAmount } from "./StepAmount";
import { StepProgress } from "./StepProgress";
import { StepWhat } from "./StepWhat";
import { StepWhere } from "./StepWhere";
import { StepWho } from "./StepWho";
import { useQuoteSteps } from "./use-quote-steps";
import styles from "./QuoteForm.module.css";

const ACTION = "/get-a-quote";

/** Where each error links to: its control, the first choice of a group, or the contact form's ids it shares. */
function targetOf(field: string): string {
  if (field === "service" || field === "privacy") return `enquiry-${field}`;
  if (field === "audience") return choiceId("quote-audience", AUDIENCES[0].value);
  if (field === "reply") return choiceId("quote-reply", REPLY_CHOICES[0].value);
  return `quote-${field}`;
}

function summaryItems(errors: QuoteErrors): SummaryItem[] {
  return Object.entries(errors)
    .filter(([field]) => field !== "kind")
    .map(([field, message]) => ({ target: targetOf(field), message }));
}

interface QuoteFormProps {
  services: ServiceGroup[];
  tables: QuoteTables;
  state: QuoteState;
}

/**
 * The quote request in four steps. Every step is a form post that carries all the answers so far,
 * so it works the same without scripts (each step a page from the server) and with them (each step
 * without a reload, after the step's rules have run in the browser).
 */
export function QuoteForm({ services, tables, state }: QuoteFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  const { errors, onSubmit, prepareChecks, summaryRef, headingRef, submissionId } = useQuoteSteps(
    ACTION,
    services,
    tables,
    state,
    busy,
  );
  const sizes = binSizeChoices(tables.bins);
  const { step, values } = state;
  const last = step === LAST_STEP;
  const formError =
    state.formError ??
    (errors.kind ? "Something in this request was changed. Please start again." : undefined);
  return (
    <EnquiryForm action={ACTION} className={styles.form} onSubmit={onSubmit} prepareChecks={prepareChecks}>
      {/* Enter in a field moves on, rather than pressing the step's first button (such as "Add another bin"). */}
      <button
        type="submit"
        name="intent"
        value="next"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        Continue
      </button>
      <StepProgress step={step} />
      <ErrorSummary
        ref={summaryRef}
        items={summaryItems(errors)}
        formError={formError}
        focusOnLoad={Boolean(state.formError) || Object.keys(state.errors).length > 0}
      />
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Step {step + 1} of {QUOTE_STEPS.length}: {QUOTE_STEPS[step]!.title}
      </h2>
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="kind" value={values.kind} />
      <input type="hidden" name="rows" value={values.rows.length} />
      <HiddenAnswers values={values} step={step} />
      {step === STEP.what && <StepWhat values={values} errors={errors} services={services} />}
      {step === STEP.amount && <StepAmount values={values} errors={errors} sizes={sizes} />}
      {step === STEP.where && (
        <StepWhere values={values} errors={errors} area={state.area} areas={tables.areas} />
      )}
      {step === STEP.who && (
        <>
          <AnswersSoFar values={values} services={services} sizes={sizes} area={state.area} />
          <StepWho values={values} errors={errors} />
          <Honeypot id="quote-website" />
          <input type="hidden" name={DEFENCE_FIELDS.elapsed} defaultValue="" />
          <input type="hidden" name={DEFENCE_FIELDS.submission} value={submissionId} />
        </>
      )}
      <div className={styles.nav}>
        {step > 0 && (
          <button type="submit" name="intent" value="back" className="button button-outline" disabled={busy}>
            Back
          </button>
        )}
        <button type="submit" name="intent" value={last ? "send" : "next"} className="button" disabled={busy}>
          {last
            ? busy
              ? "Sending your request…"
              : values.kind === "audit"
                ? "Request the walk-through"
                : "Send quote request"
            : "Continue"}
        </button>
      </div>
    </EnquiryForm>
  );
}
