import { type FormEvent, useRef } from "react";
import { useSubmit } from "react-router";
import { afterNextPaint } from "~/lib/after-paint";

/**
 * A form sent by script, answering the press at once: the form is marked busy (aria-busy, which
 * the site's styles show on its buttons) in the press's own handler, and the rest (the form's
 * rules, and React Router's send, which renders the page again) runs after the browser has
 * painted that. A second press while the first is under way does nothing.
 */
export function useSendAfterPaint(action: string, busy: boolean) {
  const submit = useSubmit();
  const sending = useRef(false);

  /** Takes over a submit event; `mayGo` shows why the form may not go and says false, or says true. */
  return (
    event: FormEvent<HTMLFormElement>,
    mayGo: (form: HTMLFormElement, submitter: HTMLButtonElement | null) => Promise<boolean>,
  ) => {
    event.preventDefault();
    if (sending.current || busy) return;
    sending.current = true;
    const form = event.currentTarget;
    const pressed = (event.nativeEvent as SubmitEvent).submitter;
    const submitter = pressed instanceof HTMLButtonElement ? pressed : null;
    form.setAttribute("aria-busy", "true");
    void afterNextPaint()
      .then(() => mayGo(form, submitter))
      .then((goes) => {
        form.removeAttribute("aria-busy");
        // React Router's own pending state takes over from here, until its answer has arrived.
        return goes ? submit(submitter ?? form, { method: "post", action }) : undefined;
      })
      .catch(() => form.removeAttribute("aria-busy"))
      .finally(() => (sending.current = false));
  };
}
