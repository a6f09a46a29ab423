import { type FormEvent, useCallback, useLayoutEffect, useRef, useState } from "react";
import { useLazyCheck } from "~/forms/use-lazy-check";
import { useSendAfterPaint } from "~/forms/use-send-after-paint";
import { stampElapsed } from "~/forms/defence";
import { useClientErrors } from "~/forms/use-client-errors";
import { useSubmissionId } from "~/forms/use-submission-id";
import type { QuoteErrors, QuoteState, QuoteTables } from "~/forms/quote-fields";
import { type ServiceGroup, serviceValues } from "~/forms/services";

type Check = (form: HTMLFormElement, step: number) => QuoteErrors;

/**
 * The schema (and Zod) loads when the visitor first focuses the form, not with the page. The
 * schemas are built at the first check, which runs after a press has been drawn: built at load,
 * they made one long task with Zod's own start that the visitor's next tap waited behind.
 */
async function loadCheck(services: ServiceGroup[], tables: QuoteTables): Promise<Check> {
  const { checkStep, quoteInput, quoteSchemas } = await import("~/forms/quote");
  let schemas: ReturnType<typeof quoteSchemas> | undefined;
  return (form, step) => {
    schemas ??= quoteSchemas(serviceValues(services), tables);
    const checked = checkStep(schemas, step, quoteInput(new FormData(form)));
    return checked.ok ? {} : checked.errors;
  };
}

const movesOn = (intent: string) => intent === "next" || intent === "send";

/**
 * The quote form in the browser: the step's schema runs before it moves on, once the press has been
 * answered on screen; a new step takes focus on its heading, a refused one on the error summary;
 * the last step sends the time the visitor has had the page and a key against double sending, as
 * the contact form does.
 */
export function useQuoteSteps(
  action: string,
  services: ServiceGroup[],
  tables: QuoteTables,
  state: QuoteState,
  busy: boolean,
) {
  const load = useCallback((groups: ServiceGroup[]) => loadCheck(groups, tables), [tables]);
  const { ready, prepareChecks } = useLazyCheck(load, services);
  const send = useSendAfterPaint(action, busy);
  const [clientErrors, setClientErrors] = useClientErrors<QuoteErrors>(state);
  const [failedChecks, setFailedChecks] = useState(0);
  const submissionId = useSubmissionId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const errors = clientErrors ?? state.errors;
  const refused = Object.keys(errors).length > 0 || Boolean(!clientErrors && state.formError);

  // A layout effect: focus moves in the frame that shows the new step or the summary.
  useLayoutEffect(() => {
    // The first render is the page as loaded: focus stays where the browser put it.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (refused) summaryRef.current?.focus();
    else headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for each new answer or refused check
  }, [state, failedChecks]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    send(event, async (form, submitter) => {
      if (movesOn(submitter?.value ?? "next")) {
        const found = (await ready())?.(form, state.step) ?? {};
        if (Object.keys(found).length > 0) {
          setClientErrors(found);
          setFailedChecks((count) => count + 1);
          return false;
        }
      }
      stampElapsed(form);
      return true;
    });
  }

  return { errors, onSubmit, prepareChecks, summaryRef, headingRef, submissionId };
}
