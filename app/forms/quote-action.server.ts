import { storeQuote } from "./store/quotes.server";
import type { FormsRuntime } from "./runtime.server";
import type { FormFields } from "./read-form.server";
import { binChoices, serviceAreaTable } from "~/content/finder.server";
import { checkServiceArea } from "~/tools/service-area";
import { refusalMessage } from "./messages";
import { type FormSteps, channelOf, formAction, retryAfter, submissionId } from "./pipeline.server";
import {
  LAST_STEP,
  MAX_BIN_ROWS,
  QUOTE_KINDS,
  STEP,
  type QuoteInput,
  type QuoteKind,
  type QuoteState,
  binSizeChoices,
  blankRow,
  checkSteps,
  emptyInput,
  labelOf,
  quoteInput,
  quoteSchemas,
} from "./quote";
import { serviceGroups } from "./service-choices.server";
import { serviceLabel, serviceValues } from "./services";

const WHERE_STEP = STEP.where;

/** What the visitor typed, to show again: capped, but not cleaned, so they see what they sent. */
function kept(input: QuoteInput): QuoteInput {
  const cap = (value: string, limit = 500) => value.slice(0, limit);
  const kind = (QUOTE_KINDS as readonly string[]).includes(input.kind) ? input.kind : "quote";
  return {
    ...input,
    kind,
    service: cap(input.service),
    audience: cap(input.audience),
    rows: input.rows.map((row) => ({
      stream: cap(row.stream),
      size: cap(row.size),
      count: cap(row.count, 10),
      frequency: cap(row.frequency),
    })),
    place: cap(input.place),
    start: cap(input.start, 20),
    name: cap(input.name),
    email: cap(input.email),
    phone: cap(input.phone),
    business: cap(input.business),
    reply: cap(input.reply),
    notes: cap(input.notes, 4000),
  };
}

const areaOf = (values: QuoteInput) => checkServiceArea(values.place, serviceAreaTable());

/**
 * The quote page's action. Each step posts every answer so far (earlier steps travel as hidden
 * fields), so the same request works with and without scripts: "next" checks the steps up to this
 * one and shows the next, "back" shows the previous one with nothing lost, "add" adds a row of
 * bins, "check" answers the service-area question in place, and "send" on the last step stores
 * the request and its emails, then goes to /thank-you (303). Never a 500 for what a visitor sends.
 */
export function quoteAction(request: Request, runtime: FormsRuntime, visitorAddress = "unknown") {
  return formAction<QuoteState>(request, runtime, visitorAddress, {
    limit: "contact",
    // A body that could not be read starts the form again; a refusal at sending keeps every answer.
    refused: (refusal, fields) => {
      const values = fields && kept(quoteInput(fields));
      const state: QuoteState = values
        ? { step: LAST_STEP, values, errors: {}, area: areaOf(values) }
        : { step: 0, values: emptyInput(), errors: {} };
      return {
        data: { ...state, formError: refusalMessage(refusal) },
        status: refusal.status,
        retryAfterSeconds: retryAfter(refusal),
      };
    },
    handle: (steps) => answerStep(steps, runtime),
  });
}

async function answerStep({ fields, admit, store }: FormSteps, runtime: FormsRuntime) {
  const values = kept(quoteInput(fields));
  const posted = Number.parseInt(fields.get("step") ?? "", 10);
  const step = Number.isInteger(posted) ? Math.min(Math.max(posted, 0), LAST_STEP) : 0;
  const intent = fields.get("intent") ?? "next";
  const schemas = quoteSchemas(
    serviceValues(serviceGroups()),
    { bins: binChoices(), areas: serviceAreaTable() },
    new Date(runtime.now()),
  );

  if (intent === "back") return { data: { step: Math.max(step - 1, 0), values, errors: {} } };
  if (intent === "add") {
    const rows = values.rows.length < MAX_BIN_ROWS ? [...values.rows, blankRow()] : values.rows;
    return { data: { step, values: { ...values, rows }, errors: {} } };
  }
  if (intent === "check") {
    const checked = checkSteps(schemas, values, WHERE_STEP);
    const errors = !checked.ok && checked.step === WHERE_STEP ? checked.errors : {};
    return {
      data: { step: WHERE_STEP, values, errors, area: areaOf(values) },
      status: errors.place ? 400 : 200,
    };
  }

  const checked = checkSteps(schemas, values, step);
  if (!checked.ok) {
    const area = checked.step === WHERE_STEP ? undefined : areaOf(values);
    return { data: { step: checked.step, values, errors: checked.errors, area }, status: 400 };
  }
  if (step < LAST_STEP) return { data: { step: step + 1, values, errors: {}, area: areaOf(values) } };

  const refusal = await admit();
  if (refusal) return refusal;
  const stored = await store("a quote request", () => send(checked.answers, fields, runtime));
  if (!("ok" in stored)) return stored;
  if (runtime.mailEnabled) runtime.kickOutbox();
  else
    runtime.log.info(
      `Quote request ${stored.value} is stored in ${runtime.storage}; its emails wait in the outbox`,
    );
  return { redirect: `/thank-you?ref=${stored.value}` };
}

async function send(
  answers: Extract<ReturnType<typeof checkSteps>, { ok: true }>["answers"],
  fields: FormFields,
  runtime: FormsRuntime,
) {
  return storeQuote(
    await runtime.db(),
    {
      name: answers.name,
      email: answers.email,
      phone: answers.phone,
      business: answers.business,
      notes: answers.notes,
      record: {
        kind: answers.kind as QuoteKind,
        service: answers.service,
        serviceLabel: serviceLabel(serviceGroups(), answers.service),
        audience: answers.audience,
        streams: answers.streams,
        bins: answers.rows.map((row) => ({
          ...row,
          sizeLabel: labelOf(binSizeChoices(binChoices()), row.size),
        })),
        unsure: answers.unsure,
        postcode: answers.place.postcode,
        suburb: answers.place.suburb,
        covered: answers.place.covered,
        start: answers.start,
        reply: answers.reply,
      },
      submissionId: submissionId(fields),
      channel: channelOf(fields),
      receivedAt: new Date(runtime.now()),
    },
    { enquiryTo: runtime.config.enquiryTo, webhookUrl: runtime.config.webhook?.url },
  );
}
