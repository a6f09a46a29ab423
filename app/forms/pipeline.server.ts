import { data, redirect } from "react-router";
import { RETRY_AFTER_SECONDS, describeError } from "./store/database-errors.server";
import { type RateDecision, addressKey } from "./rate-limit.server";
import { type FormFields, readForm } from "./read-form.server";
import type { FormsRuntime } from "./runtime.server";
import { DEFENCE_FIELDS } from "./defence";

/**
 * The steps every form on the site shares, written once: read the body within its size limit,
 * the rate limit, the honeypot and time trap, storing (a 503 with Retry-After when the database
 * fails) and `no-store` on every answer. Each form supplies only what it asks and what it stores.
 * Posts from other sites never get here: the server refuses them in front of every action.
 */

/** Why a form was refused before its own questions mattered. */
export type Refusal =
  | { reason: "unreadable"; status: 400 | 415 }
  | { reason: "too-large"; status: 413 }
  | { reason: "limited"; status: 429; retryAfterSeconds: number }
  | { reason: "automated"; status: 400 }
  | { reason: "unavailable"; status: 503; retryAfterSeconds: number };

/** A form's answer: data for the page to show (with its status), or a page to go to (303). */
export type FormAnswer<D> = { data: D; status?: number; retryAfterSeconds?: number } | { redirect: string };

/** The Retry-After a refusal carries, when it passes with time. */
export const retryAfter = (refusal: Refusal) =>
  "retryAfterSeconds" in refusal ? refusal.retryAfterSeconds : undefined;

export interface FormSteps {
  fields: FormFields;
  /** The rate limit, then the honeypot and time trap: a refusal, or undefined to go on. */
  admit(): Promise<Refusal | undefined>;
  /** Runs the form's store; a database fault becomes the 503 refusal, never a 500. */
  store<T>(what: string, work: () => Promise<T>): Promise<{ ok: true; value: T } | Refusal>;
}

export interface FormDefinition<D> {
  /** Which rate limit the form counts against. */
  limit: keyof FormsRuntime["limits"];
  /** What the visitor sees for a shared refusal; `fields` is missing when the body could not be read. */
  refused(refusal: Refusal, fields: FormFields | undefined): FormAnswer<D>;
  /** The form's own questions, using the shared steps where it needs them; a refusal they return is answered by `refused`. */
  handle(steps: FormSteps): Promise<FormAnswer<D> | Refusal>;
}

const NO_STORE = "no-store";

/** Builds the response for an answer: never cached, with Retry-After for a refusal that passes with time. */
export function respond<D>(answer: FormAnswer<D>) {
  if ("redirect" in answer)
    return redirect(answer.redirect, { status: 303, headers: { "Cache-Control": NO_STORE } });
  return respondWith(answer);
}

/** An answer with data for the page to show (no redirect). */
export function respondWith<D>(answer: { data: D; status?: number; retryAfterSeconds?: number }) {
  const headers: Record<string, string> = { "Cache-Control": NO_STORE };
  if (answer.retryAfterSeconds !== undefined) headers["Retry-After"] = String(answer.retryAfterSeconds);
  return data(answer.data, { status: answer.status ?? 200, headers });
}

/**
 * The honeypot has text in it, or the form was sent sooner after the page loaded than a person
 * could fill it in. Without scripts there is no time to check (docs/decisions/0004-form-defence.md).
 */
export function looksAutomated(fields: FormFields, minFillMs: number): boolean {
  if ((fields.get(DEFENCE_FIELDS.honeypot) ?? "") !== "") return true;
  const elapsed = fields.get(DEFENCE_FIELDS.elapsed);
  if (elapsed === undefined || elapsed === "") return false;
  const ms = Number(elapsed);
  return !Number.isFinite(ms) || ms < minFillMs;
}

/** The form's key against double submission, when the browser sent a well-formed one. */
export function submissionId(fields: FormFields): string | undefined {
  const value = fields.get(DEFENCE_FIELDS.submission);
  return value && /^[A-Za-z0-9-]{16,64}$/.test(value) ? value : undefined;
}

/** Whether the form was sent by the page's script (timed) or by the browser alone. */
export const channelOf = (fields: FormFields) => (fields.get(DEFENCE_FIELDS.elapsed) ? "js" : "no-js");

/** Runs one form post through the shared steps and the form's own. */
export async function formAction<D>(
  request: Request,
  runtime: FormsRuntime,
  visitorAddress: string,
  form: FormDefinition<D>,
) {
  const read = await readForm(request, runtime.config.maxBodyBytes);
  if (!read.ok) {
    const refusal: Refusal =
      read.status === 413
        ? { reason: "too-large", status: 413 }
        : { reason: "unreadable", status: read.status };
    return respond(form.refused(refusal, undefined));
  }
  const { fields } = read;
  const steps: FormSteps = {
    fields,
    async admit() {
      let decision: RateDecision;
      try {
        decision = await runtime.limits[form.limit].attempt(addressKey(visitorAddress));
      } catch (error) {
        // The limits are counted in the database: when it cannot count, it could not store either.
        runtime.databaseFailed(error);
        runtime.log.error(`Could not count the ${form.limit} form's limit: ${describeError(error)}`);
        return { reason: "unavailable", status: 503, retryAfterSeconds: RETRY_AFTER_SECONDS };
      }
      if (!decision.allowed)
        return { reason: "limited", status: 429, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) };
      if (looksAutomated(fields, runtime.config.minFillMs)) {
        runtime.log.info(`Refused a ${form.limit} form that looked automated (honeypot or timing)`);
        return { reason: "automated", status: 400 };
      }
      return undefined;
    },
    async store(what, work) {
      try {
        return { ok: true, value: await work() };
      } catch (error) {
        // A read-only, full or failing disk, or a database that cannot be opened: nothing was
        // stored (one transaction), so the visitor keeps what they typed and can send it again.
        runtime.databaseFailed(error);
        runtime.log.error(`Could not store ${what}: ${describeError(error)}`);
        return { reason: "unavailable", status: 503, retryAfterSeconds: RETRY_AFTER_SECONDS };
      }
    },
  };
  const answer = await form.handle(steps);
  return respond("reason" in answer ? form.refused(answer, fields) : answer);
}
