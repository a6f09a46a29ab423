/**
 * The requests an existing customer can send, and what each asks besides the account and contact
 * details every request shares: plain data the form renders from and the rules check
 * (request-schema.server.ts). Their words for customers (names, what happens next) are content.
 */
export const REQUEST_KINDS = ["missedCollection", "extraCollection", "binProblem", "serviceChange"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Each kind's address under /customer-service and the `kind` it is stored with. */
export const REQUEST_SLUGS: Record<RequestKind, string> = {
  missedCollection: "missed-collection",
  extraCollection: "extra-collection",
  binProblem: "bin-damaged-missing-or-stolen",
  serviceChange: "change-of-service",
};

export const requestKindOf = (slug: string): RequestKind | undefined =>
  REQUEST_KINDS.find((kind) => REQUEST_SLUGS[kind] === slug);
export const isRequestSlug = (value: unknown) =>
  typeof value === "string" && requestKindOf(value) !== undefined;

export const CUSTOMER_SERVICE_PATH = "/customer-service";
export const requestPath = (kind: RequestKind) => `${CUSTOMER_SERVICE_PATH}/${REQUEST_SLUGS[kind]}`;

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export type Question =
  /** Which bin: its stream and size from the bin table, and how many when `count`. */
  | { name: "bin"; type: "bin"; count: boolean }
  | { name: string; type: "date"; label: string; hint: string; when: "past" | "future" }
  | { name: string; type: "choice"; label: string; choices: readonly { value: string; label: string }[] }
  | { name: string; type: "text"; label: string; hint: string; optional: boolean };

/** The questions of each kind, in the order the form asks them. `cutOff` words the bins-out question. */
export function questionsOf(kind: RequestKind, cutOff: string): Question[] {
  const notes = (label: string, hint: string): Question => ({
    name: "notes",
    type: "text",
    label,
    hint,
    optional: true,
  });
  switch (kind) {
    case "missedCollection":
      return [
        { name: "bin", type: "bin", count: true },
        {
          name: "due",
          type: "date",
          label: "The day it was due",
          hint: "For example 27 11 2026",
          when: "past",
        },
        {
          name: "outOnTime",
          type: "choice",
          label: cutOff ? `Were the bins out by ${cutOff} that day?` : "Were the bins out the night before?",
          choices: YES_NO,
        },
        notes("Notes for the driver", "Where the bins stand, a gate code, anything in the way."),
      ];
    case "extraCollection":
      return [
        { name: "bin", type: "bin", count: true },
        {
          name: "wanted",
          type: "date",
          label: "The day you want it",
          hint: "For example 4 12 2026",
          when: "future",
        },
        notes("Notes for the driver", "Where the bins stand, a gate code, anything in the way."),
      ];
    case "binProblem":
      return [
        { name: "bin", type: "bin", count: false },
        {
          name: "problem",
          type: "choice",
          label: "What happened?",
          choices: [
            { value: "damaged", label: "It is damaged" },
            { value: "missing", label: "It is missing" },
            { value: "stolen", label: "It was stolen" },
          ],
        },
        { name: "usable", type: "choice", label: "Can it still be used?", choices: YES_NO },
        notes("What happened", "The lid, a wheel, the body; when you noticed."),
      ];
    case "serviceChange":
      return [
        {
          name: "change",
          type: "choice",
          label: "What would you like to change?",
          choices: [
            { value: "more", label: "More bins" },
            { value: "fewer", label: "Fewer bins" },
            { value: "size", label: "Another size" },
            { value: "frequency", label: "Another collection day or frequency" },
            { value: "pause", label: "A pause in the service" },
          ],
        },
        {
          name: "details",
          type: "text",
          label: "The change, in your words",
          hint: "Which bins, how many, from when, and for how long for a pause.",
          optional: false,
        },
      ];
  }
}

/** The details every request asks for, with their limits (the contact form's for the shared ones). */
export const SHARED_LIMITS = { account: 20, address: 160, notes: 1000 } as const;
