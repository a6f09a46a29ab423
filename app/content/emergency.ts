import { company } from "./company";

/**
 * Where a major spill or pollution incident is reported, as each regulator's own page states it
 * (sources on the hazardous waste page; docs/decisions/0016-legal-words-and-sources.md): emergency
 * services first, then the state's environment regulator. Our own line is answered only in
 * business hours, so it is never the number for an emergency.
 */
export const POLLUTION_LINES = [
  { regulator: "EPA Victoria", phone: "1300 372 842", when: "24 hours" },
  { regulator: "the NSW Environment Line", phone: "131 555", when: undefined },
  { regulator: "Queensland's Pollution Hotline", phone: "1300 130 372", when: "24 hours" },
] as const;

const lines = POLLUTION_LINES.map(
  ({ regulator, phone, when }) => `${regulator} on ${phone}${when ? ` (${when})` : ""}`,
);

/** One paragraph for the thank-you page, the hazardous waste pages and the acknowledgement emails. */
export const emergencyAdvice = () =>
  `For a major spill, fire or pollution incident that threatens people, property or a waterway, call 000 first, then report it to the state's environment regulator: ${lines.slice(0, -1).join(", ")} or ${lines.at(-1)}. Our line, ${company.phone}, is answered only during our hours (${company.hours}).`;
