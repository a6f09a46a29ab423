import { data, redirect } from "react-router";
import { RETRY_AFTER_SECONDS, describeError } from "../../server/forms/database-errors";
import { isCrossOrigin } from "../../server/forms/origin";
import { storeQuote } from "../../server/forms/quotes";
import { addressKey } from "../../server/forms/rate-limit";
import { readForm } from "../../server/forms/read-form";
import type { FormsRuntime } from "../../server/forms/runtime";
import { checkServiceArea } from "~/tools/service-area";
import { looksAutomated } from "./contact-action.server";
import { DEFENCE_FIELDS } from "./defence";
import { enquiryMessages } from "./messages";
import {
  LAST_STEP,
  MAX_BIN_ROWS,
  QUOTE_KINDS,
  type QuoteInput,
  type QuoteKind,
  type QuoteState,
  blankRow,
  checkSteps,
  emptyInput,
  quoteInput,
  quoteSchemas,
} from "./quote";
import { serviceGroups } from "./service-choices.server";
import { serviceLabel, serviceValues } from "./services";

const NO_STORE = { "Cache-Control": "no-store" };
const WHERE_STEP = 2;

function answer(state: QuoteState, status = 200, headers: Record<string, string> = {}) {
  return data(state, { status, headers: { ...NO_STORE, ...headers } });
}

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

const areaOf = (values: QuoteInput) => checkServiceArea(values.place);

/**
 * The quote page's action. Each step posts every answer so far (earlier steps travel as hidden
 * fields), so the same request works with and without scripts: "next" checks the steps up to this
 * one and shows the next, "back" shows the previous one with nothing lost, "add" adds a row of
 * bins, "check" answers the service-area question in place, and "send" on the last step stores
 * the request and its emails, then goes to /thank-you (303). Never a 500 for what a visitor sends.
 */
export async function quoteAction(request: Request, runtime: FormsRuntime, visitorAddress = "unknown") {
  const start = (formError: string): QuoteState => ({
    step: 0,
    values: emptyInput(),
    errors: {},
    formError,
  });
  if (isCrossOrigin(request)) return answer(start(enquiryMessages.crossOrigin), 403);
  const read = await readForm(request, runtime.config.maxBodyBytes);
  if (!read.ok)
    return answer(
      start(read.status === 413 ? enquiryMessages.tooLarge : enquiryMessages.unreadable),
      read.status,
    );
  const { fields } = read;
  const values = kept(quoteInput(fields));
  const posted = Number.parseInt(fields.get("step") ?? "", 10);
  const step = Number.isInteger(posted) ? Math.min(Math.max(posted, 0), LAST_STEP) : 0;
  const intent = fields.get("intent") ?? "next";
  const schemas = quoteSchemas(serviceValues(serviceGroups()), new Date(runtime.now()));

  if (intent === "back") return answer({ step: Math.max(step - 1, 0), values, errors: {} });
  if (intent === "add") {
    const rows = values.rows.length < MAX_BIN_ROWS ? [...values.rows, blankRow()] : values.rows;
    return answer({ step, values: { ...values, rows }, errors: {} });
  }
  if (intent === "check") {
    const checked = checkSteps(schemas, values, WHERE_STEP);
    const errors = !checked.ok && checked.step === WHERE_STEP ? checked.errors : {};
    return answer({ step: WHERE_STEP, values, errors, area: areaOf(values) }, errors.place ? 400 : 200);
  }

  const checked = checkSteps(schemas, values, step);
  if (!checked.ok) {
    const area = checked.step === WHERE_STEP ? undefined : areaOf(values);
    return answer({ step: checked.step, values, errors: checked.errors, area }, 400);
  }
  if (step < LAST_STEP) return answer({ step: step + 1, values, errors: {}, area: areaOf(values) });
  return send(values, checked.answers, fields, runtime, visitorAddress);
}

async function send(
  values: QuoteInput,
  answers: Extract<ReturnType<typeof checkSteps>, { ok: true }>["answers"],
  fields: { get(name: string): string | undefined },
  runtime: FormsRuntime,
  visitorAddress: string,
) {
  const here = { step: LAST_STEP, values, errors: {}, area: areaOf(values) };
  const decision = runtime.limits.contact.attempt(addressKey(visitorAddress));
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    const formError = enquiryMessages.rateLimited(seconds);
    return answer({ ...here, formError }, 429, { "Retry-After": String(seconds) });
  }
  if (looksAutomated(fields, runtime.config.minFillMs)) {
    runtime.log.info("Refused a quote request that looked automated (honeypot or timing)");
    return answer({ ...here, formError: enquiryMessages.automated }, 400);
  }
  const submission = fields.get(DEFENCE_FIELDS.submission);
  let reference: string;
  try {
    reference = await storeQuote(
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
          bins: answers.rows,
          unsure: answers.unsure,
          postcode: answers.place.postcode,
          suburb: answers.place.suburb,
          covered: answers.place.covered,
          start: answers.start,
          reply: answers.reply,
        },
        submissionId: submission && /^[A-Za-z0-9-]{16,64}$/.test(submission) ? submission : undefined,
        channel: fields.get(DEFENCE_FIELDS.elapsed) ? "js" : "no-js",
        receivedAt: new Date(runtime.now()),
      },
      { enquiryTo: runtime.config.enquiryTo, webhookUrl: runtime.config.webhook?.url },
    );
  } catch (error) {
    // Nothing was stored (one transaction): the visitor keeps every answer and can send again.
    runtime.databaseFailed(error);
    runtime.log.error(`Could not store a quote request: ${describeError(error)}`);
    return answer({ ...here, formError: enquiryMessages.unavailable }, 503, {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
  if (runtime.mailEnabled) runtime.kickOutbox();
  else
    runtime.log.info(
      `Quote request ${reference} is stored in ${runtime.storage}; its emails wait in the outbox`,
    );
  return redirect(`/thank-you?ref=${reference}`, { status: 303, headers: NO_STORE });
}
