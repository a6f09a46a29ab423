import { z } from "zod";
import { checkServiceArea } from "~/tools/service-area";
import { enquirySchema } from "./enquiry";
import {
  FREQUENCIES,
  QUOTE_KINDS,
  QUOTE_LIMITS,
  QUOTE_STEPS,
  type QuoteErrors,
  type QuoteInput,
  type QuoteStep,
  type QuoteTables,
  REPLY_CHOICES,
  STREAM_CHOICES,
  binSizeChoices,
  isBlankRow,
  rowField,
} from "./quote-fields";
import { asText, cleanLine, cleanText } from "./text";

/**
 * The quote request's rules, one schema per step, run in the browser before a step moves on and
 * again on the server for every step up to the one being sent. Name, email, phone, business, who
 * the service is for, the service list and the privacy agreement are the contact form's own rules.
 */
export * from "./quote-fields";

const values = <T extends { value: string }>(choices: readonly T[]) =>
  choices.map((choice) => choice.value) as [string, ...string[]];
const line = <T extends z.ZodType>(schema: T) => z.preprocess((value) => cleanLine(asText(value)), schema);

const binRows = (sizes: readonly string[]) =>
  z
    .array(z.object({ stream: z.string(), size: z.string(), count: z.string(), frequency: z.string() }))
    .transform((rows, ctx) => {
      const kept: { stream: string; size: string; count: number; frequency: string }[] = [];
      rows.forEach((row, index) => {
        if (isBlankRow(row)) return;
        const problem = (part: "stream" | "size" | "count" | "frequency", message: string) =>
          ctx.addIssue({ code: "custom", path: [rowField(index, part)], message });
        const number = `bin ${index + 1}`;
        if (!values(STREAM_CHOICES).includes(row.stream)) problem("stream", `Choose what goes in ${number}`);
        if (!sizes.includes(row.size)) problem("size", `Choose the size of ${number}`);
        const count = Number(row.count.trim());
        if (!/^\d+$/.test(row.count.trim()) || count < 1 || count > QUOTE_LIMITS.count)
          problem("count", `Enter how many of ${number} you need, from 1 to ${QUOTE_LIMITS.count}`);
        if (!values(FREQUENCIES).includes(row.frequency))
          problem("frequency", `Choose how often ${number} is emptied`);
        kept.push({ stream: row.stream, size: row.size, count, frequency: row.frequency });
      });
      return kept;
    });

/** A date typed as YYYY-MM-DD (a date field sends that), from yesterday to two years ahead. */
function startDate(today: Date) {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const earliest = day(new Date(today.getTime() - 86_400_000));
  const latest = day(new Date(today.getTime() + 2 * 366 * 86_400_000));
  const message = "Enter a start date from today, like 2027-02-01, or leave it empty";
  return line(
    z
      .string()
      .refine(
        (value) =>
          value === "" ||
          (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
            !Number.isNaN(Date.parse(value)) &&
            day(new Date(value)) === value &&
            value >= earliest &&
            value <= latest),
        message,
      ),
  );
}

export function quoteSchemas(
  serviceValues: readonly string[],
  tables: QuoteTables,
  today: Date = new Date(),
) {
  const contact = enquirySchema(serviceValues).shape;
  const sizes = binSizeChoices(tables.bins).map((size) => size.value);
  const what = z.object({
    kind: z.enum(QUOTE_KINDS, { error: "Start the quote again from the quote page" }),
    service: contact.service,
    audience: contact.audience,
    streams: z.array(z.enum(values(STREAM_CHOICES))),
  });
  const amount = z
    .object({ kind: z.enum(QUOTE_KINDS), rows: binRows(sizes), unsure: z.boolean() })
    .superRefine((answer, ctx) => {
      if (answer.kind === "quote" && !answer.unsure && answer.rows.length === 0)
        ctx.addIssue({
          code: "custom",
          path: [rowField(0, "size")],
          message: "Choose at least one bin, or tick that you're not sure yet",
        });
    });
  const where = z.object({
    place: z.preprocess(
      (value) => cleanLine(asText(value)),
      z
        .string()
        .max(QUOTE_LIMITS.place, "Enter a four-digit postcode or a suburb name")
        .transform((value, ctx) => {
          const answer = checkServiceArea(value, tables.areas);
          if (answer.kind === "covered" || answer.kind === "notCovered")
            return {
              postcode: answer.postcode,
              suburb: answer.suburb ?? "",
              covered: answer.kind === "covered",
            };
          ctx.addIssue({
            code: "custom",
            message:
              answer.kind === "invalid"
                ? answer.message
                : answer.kind === "unknownSuburb"
                  ? `We don't recognise "${answer.input}" as a suburb: enter its four-digit postcode`
                  : "Enter the postcode or suburb where the service is needed",
          });
          return z.NEVER;
        }),
    ),
  });
  const who = z
    .object({
      start: startDate(today),
      name: contact.name,
      email: contact.email,
      phone: line(z.string()),
      business: contact.business,
      reply: z.enum(values(REPLY_CHOICES), { error: "Choose how you'd like us to reply" }),
      notes: z.preprocess(
        (value) => cleanText(asText(value)),
        z.string().max(QUOTE_LIMITS.notes, "Your notes must be 2,000 characters or fewer"),
      ),
      privacy: z.literal(true, { error: "Tick the box to say you have read the collection notice" }),
    })
    .superRefine(
      (answer, ctx) => {
        // A phone number is needed for a call back, and checked whenever one is given. This runs
        // even when other fields failed, so every problem on the step is listed at once.
        const phone = contact.phone.safeParse(answer.phone);
        const callBack = typeof answer.reply === "string" && answer.reply.startsWith("call");
        if ((answer.phone !== "" || callBack) && !phone.success)
          ctx.addIssue({
            code: "custom",
            path: ["phone"],
            message:
              answer.phone === ""
                ? "Enter your phone number so we can call you back"
                : (phone.error.issues[0]?.message ?? "Enter an Australian phone number"),
          });
      },
      { when: () => true },
    );
  return { what, amount, where, who } satisfies Record<QuoteStep, z.ZodType>;
}

export type QuoteSchemas = ReturnType<typeof quoteSchemas>;
export type QuoteAnswers = z.output<QuoteSchemas["what"]> &
  z.output<QuoteSchemas["amount"]> &
  z.output<QuoteSchemas["where"]> &
  z.output<QuoteSchemas["who"]>;

function errorsOf(error: z.ZodError): QuoteErrors {
  const errors: QuoteErrors = {};
  for (const issue of error.issues) {
    // A bin row's problem is reported under the row's own field name, not under "rows".
    const field =
      issue.path.find((part) => typeof part === "string" && /^bin\d+_/.test(part)) ?? issue.path[0];
    if (typeof field === "string") errors[field] ??= issue.message;
  }
  return errors;
}

export type StepCheck = { ok: true; data: Partial<QuoteAnswers> } | { ok: false; errors: QuoteErrors };

/** Checks one step's answers. */
export function checkStep(schemas: QuoteSchemas, step: number, input: QuoteInput): StepCheck {
  const id = QUOTE_STEPS[step]?.id;
  if (!id) return { ok: false, errors: {} };
  const parsed = schemas[id].safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data as Partial<QuoteAnswers> }
    : { ok: false, errors: errorsOf(parsed.error) };
}

/** Checks every step up to `last`: the whole request, or the first step that needs fixing. */
export function checkSteps(
  schemas: QuoteSchemas,
  input: QuoteInput,
  last: number,
): { ok: true; answers: QuoteAnswers } | { ok: false; step: number; errors: QuoteErrors } {
  let answers = {} as QuoteAnswers;
  for (let step = 0; step <= last; step++) {
    const checked = checkStep(schemas, step, input);
    if (!checked.ok) return { ok: false, step, errors: checked.errors };
    answers = { ...answers, ...checked.data };
  }
  return { ok: true, answers };
}
