import { toastQueue } from "@keystar/ui/toast";
import { useEffect, useRef } from "react";

/**
 * "Saved", as the editor's own message after creating an entry: Keystatic says "Entry created"
 * but nothing after saving an entry that exists, so staff could not tell a save from a click
 * that did nothing. It watches the entry's own form: after Save, once the editor no longer marks
 * the entry "Unsaved" and no field is refused, the save has landed.
 */
const unsaved = () =>
  [...document.querySelectorAll("span, div")].some(
    (element) => element.childElementCount === 0 && element.textContent === "Unsaved",
  );
const refused = (form: HTMLFormElement) =>
  Boolean(form.querySelector('[aria-invalid="true"], [data-refused]')) ||
  [...document.querySelectorAll('[role="alert"]')].some((alert) =>
    alert.textContent?.startsWith("Not saved"),
  );

const EVERY_MS = 150;
const GIVE_UP_MS = 120_000;

export function SavedNotice() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const onSubmit = (event: SubmitEvent) => {
      // Creating an entry has the editor's own message.
      if (event.submitter?.textContent?.trim() !== "Save") return;
      clearInterval(timer);
      const started = Date.now();
      timer = setInterval(() => {
        if (refused(form) || Date.now() - started > GIVE_UP_MS) return clearInterval(timer);
        if (unsaved()) return;
        clearInterval(timer);
        toastQueue.positive("Saved", { timeout: 5000 });
      }, EVERY_MS);
    };
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("submit", onSubmit);
      clearInterval(timer);
    };
  }, []);
  return <span ref={marker} hidden />;
}
