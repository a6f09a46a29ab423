import type { FormsRuntime } from "../runtime.server";
import { refusalMessage } from "../messages";
import { channelOf, formAction, retryAfter, submissionId } from "../pipeline.server";
import { storeCustomerRequest } from "../store/requests.server";
import { MAX_BIN_ROWS, rowCount } from "../quote-fields";
import { asText } from "../text";
import { type RequestKind, REQUEST_SLUGS, questionsOf } from "~/content/request-kinds";
import {
  type RequestErrors,
  type RequestValues,
  checkRequest,
  requestFieldNames,
} from "./request-rules.server";
import { requestContent, routeFor } from "./words.server";

/** What the request page shows when a request is not accepted: the messages and what was typed. */
export interface RequestFailure {
  errors: RequestErrors;
  formError?: string;
  values: RequestValues;
  /** The form came back with one more row of bins: its first control takes the focus. */
  added?: boolean;
}

/** Whether the kind asks for several bins, each with how many. */
const asksBins = (kind: RequestKind) => questionsOf(kind, "").some((q) => q.type === "bin" && q.count);

/**
 * What the customer typed, to show again: capped, but not cleaned, so they see what they sent.
 * `rows` is how many rows of bins the form shows; `extra` adds one, up to the most it offers.
 */
function keptValues(
  kind: RequestKind,
  form: { get(name: string): unknown },
  cutOff: string,
  extra = 0,
): RequestValues {
  const rows = asksBins(kind) ? Math.min(rowCount(form) + extra, MAX_BIN_ROWS) : 1;
  const typed = requestFieldNames(kind, cutOff, rows).map((name) => [
    name,
    asText(form.get(name)).slice(0, 1000),
  ]);
  return { ...Object.fromEntries(typed), rows: String(rows) };
}

/**
 * A customer's request: the same steps as an enquiry (body limit, rate limit, honeypot and time
 * trap, one transaction, a 503 when the database fails), its kind's rules, then the thank-you page
 * with its reference (303). A refusal keeps everything typed and stores nothing, as does "Add
 * another bin" (intent=add), which shows the form again with one more row of bins.
 */
export function customerRequestAction(
  kind: RequestKind,
  request: Request,
  runtime: FormsRuntime,
  visitorAddress = "unknown",
) {
  const { page, rules, words, nextSteps } = requestContent();
  return formAction<RequestFailure>(request, runtime, visitorAddress, {
    limit: "contact",
    refused: (refusal, fields) => ({
      data: {
        errors: {},
        formError: refusalMessage(refusal),
        values: fields ? keptValues(kind, fields, rules.cutOff ?? "") : {},
      },
      status: refusal.status,
      retryAfterSeconds: retryAfter(refusal),
    }),
    async handle({ fields, admit, store }) {
      // "Add another bin" shows the form again with a row more and everything typed; nothing is checked or stored.
      if (fields.get("intent") === "add" && asksBins(kind))
        return { data: { errors: {}, values: keptValues(kind, fields, rules.cutOff ?? "", 1), added: true } };
      const values = keptValues(kind, fields, rules.cutOff ?? "");
      const refusal = await admit();
      if (refusal) return refusal;
      const checked = checkRequest(kind, values, new Date(runtime.now()), rules, words);
      if (!checked.ok) return { data: { errors: checked.errors, values }, status: 400 };
      const { answers } = checked;
      const teamTo = routeFor(kind, answers.state, runtime.config.enquiryTo);
      const stored = await store("a customer's request", async () =>
        storeCustomerRequest(
          await runtime.db(),
          {
            name: answers.values.name!,
            email: answers.values.email!,
            phone: answers.values.phone!,
            business: answers.values.business ?? "",
            answers,
            kindName: page.kinds[kind].name,
            nextSteps: nextSteps(kind),
            submissionId: submissionId(fields),
            channel: channelOf(fields),
            receivedAt: new Date(runtime.now()),
          },
          { enquiryTo: runtime.config.enquiryTo, webhookUrl: runtime.config.webhook?.url, teamTo },
        ),
      );
      if (!("ok" in stored)) return stored;
      if (runtime.mailEnabled) runtime.kickOutbox();
      else
        runtime.log.info(
          `Request ${stored.value} is stored in ${runtime.storage}; its emails wait in the outbox`,
        );
      return { redirect: `/thank-you?ref=${stored.value}&request=${REQUEST_SLUGS[kind]}` };
    },
  });
}
