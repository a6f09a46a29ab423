/** Australia's states and territories, as the holiday library and the company's facts name them. */
export const STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type State = (typeof STATES)[number];
