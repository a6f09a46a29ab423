import { useEffect, useSyncExternalStore } from "react";
import type { Problem } from "./problems";

/**
 * The problems of the entry open in the editor, as its fields' own checks find them. Each field
 * of the entry (refusals.tsx) runs its checks on the value the editor hands its component and
 * reports them here under its place in the entry; the save summary and the "Saved" message read
 * them. One entry is open at a time, and a field's report goes when the field leaves the page.
 */
export interface PlacedProblem extends Problem {
  /** The field's place in the entry, such as overview or seo.title: where the summary moves to. */
  place: string;
  /** The label of the list the summary moves to instead of the field: a problem of a list as a whole. */
  list?: string;
}

const reports = new Map<string, PlacedProblem[]>();
const listeners = new Set<() => void>();
let all: PlacedProblem[] = [];

function changed() {
  all = [...reports.values()].flat();
  for (const listener of listeners) listener();
}

const sameProblems = (a: PlacedProblem[] = [], b: PlacedProblem[]) =>
  a.length === b.length &&
  a.every((problem, i) => problem.message === b[i]!.message && problem.where.join() === b[i]!.where.join());

/** A field's report: its problems now, replacing what it said before; gone when it unmounts. */
export function useReport(place: string, problems: PlacedProblem[]) {
  useEffect(() => reportNow(place, problems));
  useEffect(
    () => () => {
      if (reports.delete(place)) changed();
    },
    [place],
  );
}

/**
 * A report made at once: a field's after it is drawn (useReport), or what a save's own check
 * found, which the "Saved" message reads as soon as that check has run (save-walk.tsx). A place
 * keeps its turn in the summary's order once it has reported.
 */
export function reportNow(place: string, problems: PlacedProblem[]) {
  if (sameProblems(reports.get(place), problems)) return;
  reports.set(place, problems);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every problem the open entry's fields report, in the order they reported. */
export const useEntryProblems = () =>
  useSyncExternalStore(
    subscribe,
    () => all,
    () => all,
  );

/** The same, read once: at the moment staff press Save. */
export const entryProblems = () => all;

/** A list of the entry outside any list item, for the summary: its labels and its length rule. */
export interface ListRule {
  label: string;
  where: string[];
  /** The list's own length rule, read when the summary is drawn: a post's Sources rule follows its body. */
  length?: { readonly min?: number; readonly max?: number; readonly why?: string };
}
