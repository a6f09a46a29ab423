/**
 * The entry as the editor's save checked it, for the summary a refused save shows: every field's
 * answer, lists included, as data. Keystatic's save calls every field's `validate` in the order of
 * the entry's fields, depth first, in one synchronous call (decision 0010, 6). Each field of the
 * entry (refusals.tsx) notes its answer on the entry's walk; a microtask later the walk is read
 * against the entry's plan, its fields' shape, which tells where each list's items begin and end.
 * A check of something else (one list item's dialog, a single field) does not read as the whole
 * entry and is left alone.
 */

/** A list's own length rule, read when the save is: a post's Sources rule follows its body. */
export type LengthRule = { readonly min?: number; readonly max?: number; readonly why?: string };

/** The list a line moves to: a list of the entry outside any list item, by its label and turn. */
export interface ListPlace {
  label: string;
  nth: number;
}

/** The shape of an entry's fields, as the save walks them. */
export type Plan =
  /** A field that notes its answer, named by `where`, the labels staff see down to it. */
  | { kind: "field"; token: object; where: string[] }
  /** A field that notes nothing: a template's choice, a walk's own fields. */
  | { kind: "silent" }
  | { kind: "group"; parts: Plan[] }
  | { kind: "choice"; values: Plan[] }
  | {
      kind: "list";
      where: string[];
      length: () => LengthRule | undefined;
      element: Plan;
      moveTo?: ListPlace;
    };

/** A line of the summary for a problem in a list: where, what, and the list to move to. */
export interface ListLine {
  where: string[];
  message: string;
  list: ListPlace;
}

interface Call {
  token: object;
  /** The field's lines for what its check refused, worked out only where they are read. */
  lines?: () => string[];
}

const itemsLine = (count: number) => `${count} item${count === 1 ? "" : "s"}`;

const tokensIn = new WeakMap<Plan, Set<object>>();
function tokensOf(plan: Plan): Set<object> {
  let tokens = tokensIn.get(plan);
  if (tokens) return tokens;
  tokens = new Set<object>();
  if (plan.kind === "field") tokens.add(plan.token);
  const inner = plan.kind === "group" ? plan.parts : plan.kind === "choice" ? plan.values : [];
  for (const part of plan.kind === "list" ? [plan.element] : inner)
    for (const token of tokensOf(part)) tokens.add(token);
  tokensIn.set(plan, tokens);
  return tokens;
}

/** Where staff see a place: its labels, with each list item's number after its list's label. */
interface Within {
  prefix: string[];
  covered: number;
  list?: ListPlace;
}
const shown = (where: string[], within: Within) => [...within.prefix, ...where.slice(within.covered)];

/**
 * The lines of the lists in `calls`, and whether the entry's check refused anything, or nothing
 * when `calls` do not start with the whole entry's walk as `plan` shapes it.
 */
export function readWalk(
  plan: Plan,
  calls: readonly Call[],
): { lines: ListLine[]; refused: boolean } | undefined {
  let at = 0;
  const lines: ListLine[] = [];
  const walk = (node: Plan, within: Within): boolean => {
    switch (node.kind) {
      case "silent":
        return true;
      case "field": {
        const call = calls[at];
        if (call?.token !== node.token) return false;
        at++;
        // A field outside the lists reports itself as staff type (entry-problems.ts).
        if (within.list && call.lines)
          for (const message of call.lines())
            lines.push({ where: shown(node.where, within), message, list: within.list });
        return true;
      }
      case "group":
        return node.parts.every((part) => walk(part, within));
      case "choice": {
        const next = calls[at];
        const chosen = next && node.values.find((value) => tokensOf(value).has(next.token));
        return chosen ? walk(chosen, within) : true;
      }
      case "list": {
        const list = within.list ?? node.moveTo;
        if (!list) return false;
        const where = shown(node.where, within);
        const tokens = tokensOf(node.element);
        // The list's own rule before its items' problems, as staff read the list.
        const first = lines.length;
        let count = 0;
        while (at < calls.length && tokens.has(calls[at]!.token)) {
          const from = at;
          count++;
          const item = { prefix: [...where, `item ${count}`], covered: node.where.length, list };
          if (!walk(node.element, item) || at === from) return false;
        }
        const { min, max, why } = node.length() ?? {};
        const own = (message: string) => ({ where, message: `${message}; it has ${count}`, list });
        const rule = [
          ...(min !== undefined && count < min ? [own(why ?? `needs at least ${itemsLine(min)}`)] : []),
          ...(max !== undefined && count > max ? [own(`takes at most ${itemsLine(max)}`)] : []),
        ];
        lines.splice(first, 0, ...rule);
        return true;
      }
    }
  };
  if (!walk(plan, { prefix: [], covered: 0 })) return undefined;
  // Checks that follow in the same moment (a list drawn again) are not the save's.
  return { lines, refused: calls.slice(0, at).some((call) => call.lines) };
}

/** An entry's walk: the fields note on it, the summary and "Saved" read it. */
export interface EntryWalk {
  /** A field's answer at a check: `lines` says what it refused, or nothing when it passed. */
  note(token: object, lines?: () => string[]): void;
  /** The lines of the last whole save that was checked, the same array until another is. */
  lines(): readonly ListLine[];
  /** Whether the last whole save's check refused anything. */
  refused(): boolean;
  subscribe(listener: () => void): () => void;
  /** Forgets the last save: another entry, or this one opened again. */
  reset(): void;
}

export function entryWalk(plan: () => Plan): EntryWalk {
  let open: Call[] | undefined;
  let last: { lines: ListLine[]; refused: boolean } = { lines: [], refused: false };
  const listeners = new Set<() => void>();
  const read = () => {
    if (!open) return last;
    last = readWalk(plan(), open) ?? last;
    return last;
  };
  const close = () => {
    const before = last;
    read();
    open = undefined;
    if (last !== before) for (const listener of listeners) listener();
  };
  return {
    note(token, lines) {
      if (!open) {
        open = [];
        queueMicrotask(close);
      }
      open.push({ token, lines });
    },
    lines: () => last.lines,
    refused: () => read().refused,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      last = { lines: [], refused: false };
      for (const listener of listeners) listener();
    },
  };
}
