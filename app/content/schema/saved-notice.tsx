import { toastQueue } from "@keystar/ui/toast";
import { useEffect, useRef } from "react";
import { entryProblems } from "./entry-problems";
import type { EntryWalk } from "./entry-walk";

/** A save that has not finished in this time is left to the editor's own messages. */
const GIVE_UP_MS = 120_000;

/**
 * "Saved", as the editor's own message after creating an entry: Keystatic says "Entry created"
 * but nothing after saving an entry that exists, so staff could not tell a save from a click
 * that did nothing.
 *
 * It follows the entry's own form. A submit with a problem in the entry's data is refused by the
 * editor's check, which the summary shows: no message. Otherwise the Save button that submitted
 * the form is disabled while the editor writes, and enabled again when it has finished; finished
 * with no alert in the entry's panel (a failed write shows as one there), the save has landed. "Reset
 * changes" submits nothing, so it never says "Saved". The button is watched with a
 * MutationObserver (decision 0010), never a timer.
 */
export function SavedNotice({ walk }: { walk: EntryWalk }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    let stop = () => {};
    const onSubmit = (event: SubmitEvent) => {
      stop();
      const button = event.submitter;
      // Creating an entry has the editor's own message; a refused save has the summary.
      if (!button || window.location.pathname.endsWith("/create")) return;
      let writing = false;
      // The editor may draw its header again while it writes: the Save button then is the one
      // that submits this form now (its form attribute names it), not the element pressed.
      const current = () =>
        button.isConnected
          ? button
          : document.querySelector<HTMLElement>(`button[type="submit"][form="${CSS.escape(form.id)}"]`);
      const observer = new MutationObserver((records) => {
        // Disabled and enabled again may arrive in one batch: a record of the attribute added counts.
        const submits = (node: Node) =>
          node === button || (node instanceof Element && node.getAttribute("form") === form.id);
        if (
          records.some(
            (record) =>
              record.oldValue === null && record.attributeName === "disabled" && submits(record.target),
          )
        )
          writing = true;
        const now = current();
        if (now?.hasAttribute("disabled")) writing = true;
        if (!writing || !now || now.hasAttribute("disabled")) return;
        stop();
        // The editor's own check of this save has answered on the entry's walk by now, and a
        // rule on the whole entry with it (save-walk.tsx): a refused save is the summary's.
        if (walk.refused() || entryProblems().length) return;
        // A failed write is an alert in the entry's panel; a toast (a "Saved" a moment ago) is not.
        // Brought into view: the development server's refusal of a save that would stop the site
        // publishing (save-gate.server.ts) is such an alert, and staff may have pressed Save far below it.
        const failed = [...document.querySelectorAll('#keystatic-main-panel [role="alert"]')].find(
          (alert) => !alert.closest("[data-save-summary]"),
        );
        if (failed) return failed.scrollIntoView({ block: "start", behavior: "smooth" });
        toastQueue.positive("Saved", { timeout: 5000 });
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["disabled"],
        attributeOldValue: true,
      });
      const giveUp = setTimeout(() => stop(), GIVE_UP_MS);
      stop = () => {
        observer.disconnect();
        clearTimeout(giveUp);
      };
    };
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("submit", onSubmit);
      stop();
    };
  }, [walk]);
  return <span ref={marker} hidden />;
}
