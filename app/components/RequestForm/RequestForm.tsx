import { Form, useNavigation } from "react-router";
import { PrivacyConsent } from "~/components/ContactForm/PrivacyConsent";
import { company } from "~/content/company";
import { ErrorSummary } from "~/components/Field/ErrorSummary";
import { Field } from "~/components/Field/Field";
import { Honeypot } from "~/components/Field/Honeypot";
import { DEFENCE_FIELDS, stampElapsed } from "~/forms/defence";
import { ENQUIRY_LIMITS } from "~/forms/enquiry-fields";
import { binFields } from "~/forms/requests/bin-fields";
import { type Question, SHARED_LIMITS } from "~/content/request-kinds";
import { useSubmissionId } from "~/forms/use-submission-id";
import { type Choices, RequestQuestion, fieldId, targetOf } from "./Question";
import styles from "~/components/ContactForm/ContactForm.module.css";

interface TextQuestion {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  max: number;
  type?: string;
  inputMode?: "numeric" | "tel" | "email";
  autoComplete?: string;
}

/** The details every request asks for after its own questions. */
const SHARED: TextQuestion[] = [
  {
    name: "account",
    label: "Account number",
    hint: `On your invoice, such as ${company.accountNumber.example}. Leave it empty if you do not know it, and give your business name below.`,
    optional: true,
    max: SHARED_LIMITS.account,
  },
  {
    name: "business",
    label: "Business name",
    hint: "Needed when you leave the account number empty.",
    optional: true,
    max: ENQUIRY_LIMITS.business,
    autoComplete: "organization",
  },
  {
    name: "address",
    label: "Street address of the site",
    max: SHARED_LIMITS.address,
    autoComplete: "address-line1",
  },
  {
    name: "postcode",
    label: "The site's postcode",
    max: ENQUIRY_LIMITS.postcode,
    inputMode: "numeric",
    autoComplete: "postal-code",
  },
  { name: "name", label: "Your name", max: ENQUIRY_LIMITS.name, autoComplete: "name" },
  {
    name: "phone",
    label: "Phone",
    hint: "A mobile, or a landline with its area code",
    max: ENQUIRY_LIMITS.phone,
    type: "tel",
    autoComplete: "tel",
  },
  {
    name: "email",
    label: "Email",
    hint: "We send your reference number here",
    max: ENQUIRY_LIMITS.email,
    type: "email",
    autoComplete: "email",
  },
];

/**
 * The send button, the one part that changes while the request is sent: it alone follows the
 * navigation, so pressing it re-renders a button rather than the whole form.
 */
function SendButton({ action, label }: { action: string; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
      {busy ? "Sending…" : label}
    </button>
  );
}

interface RequestFormProps {
  action: string;
  questions: Question[];
  streams: Choices;
  sizes: Choices;
  sendLabel: string;
  /** The summary's heading when the request was refused as a whole (content's words). */
  notSent: string;
  result?: {
    errors: Record<string, string>;
    formError?: string;
    values: Record<string, string>;
    added?: boolean;
  };
}

/**
 * A customer's request: a plain POST that comes back as a page with the messages and everything
 * typed (400), or goes on to the thank-you page with its reference (303). With scripts the same
 * action runs without a reload; the server checks it alone either way.
 */
export function RequestForm({
  action,
  questions,
  streams,
  sizes,
  sendLabel,
  notSent,
  result,
}: RequestFormProps) {
  const submissionId = useSubmissionId();
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const byName = new Map(questions.map((q) => [q.name, q]));
  const order = [
    ...questions.flatMap((q) => (q.type === "bin" ? binFields(q, Number(values.rows) || 1) : [q.name])),
    ...SHARED.map((q) => q.name),
    "privacy",
  ];
  const items = order.flatMap((name) =>
    errors[name]
      ? [
          {
            target: name === "privacy" ? "enquiry-privacy" : targetOf(byName.get(name), name),
            message: errors[name],
          },
        ]
      : [],
  );
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className={styles.form}
      onSubmit={(event) => stampElapsed(event.currentTarget)}
    >
      {/* Enter in a field sends the request, rather than pressing the form's first button ("Add another bin"). */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Send
      </button>
      <ErrorSummary
        items={items}
        formError={result?.formError}
        focusOnLoad={Boolean(result) && !result?.added}
        notSent={notSent}
      />
      <p className={styles.note}>All fields are required unless marked optional.</p>
      <Honeypot id="request-website" />
      <input type="hidden" name={DEFENCE_FIELDS.elapsed} defaultValue="" />
      <input type="hidden" name={DEFENCE_FIELDS.submission} value={submissionId} />
      {questions.map((question) => (
        <RequestQuestion
          key={question.name}
          question={question}
          values={values}
          errors={errors}
          streams={streams}
          sizes={sizes}
          added={Boolean(result?.added)}
        />
      ))}
      {SHARED.map((q) => (
        <Field
          key={q.name}
          id={fieldId(q.name)}
          label={q.label}
          hint={q.hint}
          optional={q.optional}
          error={errors[q.name]}
          narrow={q.name === "postcode"}
        >
          {(control) => (
            <input
              {...control}
              name={q.name}
              type={q.type ?? "text"}
              inputMode={q.inputMode}
              autoComplete={q.autoComplete}
              maxLength={q.max}
              defaultValue={values[q.name]}
            />
          )}
        </Field>
      ))}
      <PrivacyConsent
        checked={values.privacy === "on"}
        error={errors.privacy}
        purpose="handle this request for your service"
      />
      <SendButton action={action} label={sendLabel} />
    </Form>
  );
}
