import { customerServiceContent } from "~/content/index.server";
import { company } from "~/content/company";
import { REQUEST_KINDS, REQUEST_SLUGS, type RequestKind } from "~/content/request-kinds";
import { type State, type WindowRules, cutOffMinutes } from "./window.server";

/** The cut-off as customers read it, such as 6:00 am. */
export function cutOffWords(cutOff: string): string {
  if (!cutOff) return "";
  const minutes = cutOffMinutes(cutOff);
  const hour = Math.floor(minutes / 60);
  const shown = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")}`;
  return `${shown} ${hour < 12 ? "am" : "pm"}`;
}

const dayWords = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-AU", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
  });

export interface RequestWords {
  outsideArea: string;
  tooEarly: string;
  tooLate(lastDay: string): string;
}

/** The customer service page's content as the requests' rules and messages. */
export function requestContent() {
  const page = customerServiceContent()!;
  const rules: WindowRules = {
    cutOff: page.cutOff || null,
    businessDays: page.reportWithin ?? 1,
    localHolidays: page.localHolidays.map((local) => ({
      name: local.name,
      state: local.state as State,
      ranges: local.ranges,
      dates: local.dates.filter((date): date is string => Boolean(date)),
    })),
  };
  const days = `${rules.businessDays} business day${rules.businessDays === 1 ? "" : "s"}`;
  const words: RequestWords = {
    outsideArea: page.outsideArea,
    tooEarly: page.tooEarly.replace("{time}", cutOffWords(page.cutOff) || "midnight"),
    tooLate: (lastDay) => page.tooLate.replace("{days}", days).replace("{last}", dayWords(lastDay)),
  };
  const nextSteps = (kind: RequestKind) => page.kinds[kind].nextSteps || page.nextStepsUnset;
  return { page, rules, words, nextSteps, cutOff: cutOffWords(page.cutOff) };
}

/** Each kind's name and what happens next, by its address's last part, for the thank-you page. */
export function requestNextSteps(): Record<string, { name: string; nextSteps: string }> {
  const { page, nextSteps } = requestContent();
  return Object.fromEntries(
    REQUEST_KINDS.map((kind) => [
      REQUEST_SLUGS[kind],
      { name: page.kinds[kind].name, nextSteps: nextSteps(kind) },
    ]),
  );
}

/** The team's address for a kind of request at a site in a state: the routing table, else ENQUIRY_TO. */
export function routeFor(kind: RequestKind, state: string, fallback: string): string {
  return (
    company.requestRoutes.find((route) => route.kind === kind && route.state === state)?.email ?? fallback
  );
}
