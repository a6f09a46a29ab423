import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { useLazyCheck } from "./use-lazy-check";
import { useSendAfterPaint } from "./use-send-after-paint";
import { stampElapsed } from "./defence";
import { useClientErrors } from "./use-client-errors";
import { useSubmissionId } from "./use-submission-id";
import type { EnquiryFailure, FieldErrors } from "./enquiry-fields";
import { type ServiceGroup, serviceValues } from "./services";

type Check = (form: HTMLFormElement) => FieldErrors;

/**
 * The schema (and Zod with it) is about a fifth of the contact page's script, so it loads when the
 * visitor first focuses the form rather than with the page. A visitor who sends before it arrives
 * is checked by the server alone, with the same rules.
 */
async function loadCheck(services: ServiceGroup[]): Promise<Check> {
  const { enquiryInput, enquirySchema, firstErrors } = await import("./enquiry");
  // Built at the first check, which runs after the press is drawn, rather than in the same task
  // as Zod's own start, which a tap on the form would wait behind.
  let schema: ReturnType<typeof enquirySchema> | undefined;
  return (form) => {
    schema ??= enquirySchema(serviceValues(services));
    const parsed = schema.safeParse(enquiryInput(new FormData(form)));
    return parsed.success ? {} : firstErrors(parsed.error);
  };
}

/**
 * The enquiry form's behaviour in the browser: the shared schema runs before sending, once the
 * press has been answered on screen; errors go to the summary, which takes focus; a second submit
 * while one is on its way is ignored; the time the visitor has had the page and a key against
 * double sending go with the form. Errors stay until the next send (as GOV.UK's forms do):
 * changing them as the visitor moves between fields would shift the form under their pointer.
 */
export function useEnquiryForm(
  action: string,
  services: ServiceGroup[],
  result: EnquiryFailure | undefined,
  busy: boolean,
) {
  const { ready, prepareChecks } = useLazyCheck(loadCheck, services);
  const [clientErrors, setClientErrors] = useClientErrors<FieldErrors>(result);
  const [failedSends, setFailedSends] = useState(0);
  const submissionId = useSubmissionId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const send = useSendAfterPaint(action, busy);

  const errors = clientErrors ?? result?.errors ?? {};
  const formError = clientErrors ? undefined : result?.formError;

  // A layout effect: the summary takes focus in the same frame that shows it, so a screen reader
  // announces it at once and a test (or a visitor) never sees it unfocused.
  useLayoutEffect(() => {
    if (result || failedSends > 0) summaryRef.current?.focus();
  }, [result, failedSends]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    send(event, async (form) => {
      const found = (await ready())?.(form) ?? {};
      if (Object.keys(found).length > 0) {
        setClientErrors(found);
        setFailedSends((count) => count + 1);
        return false;
      }
      setClientErrors({});
      stampElapsed(form);
      return true;
    });
  }

  return {
    errors,
    formError,
    onSubmit,
    prepareChecks,
    summaryRef,
    submissionId,
    focusOnLoad: Boolean(result),
  };
}
