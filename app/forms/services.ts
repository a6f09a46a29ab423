/**
 * The "service or waste stream" choices. They are built from the site map on the server
 * (service-choices.server.ts) and reach the browser through the contact page's loader, so the
 * site map itself stays out of the client bundles.
 */
export interface ServiceChoice {
  /** The page's last path segment, as in /contact-us?service=grease-trap-pump-outs. */
  value: string;
  label: string;
}

export interface ServiceGroup {
  label: string;
  choices: ServiceChoice[];
}

/** For the visitor whose need is not on the list. */
export const OTHER_SERVICE: ServiceChoice = { value: "other", label: "Something else, or not sure" };

export function serviceValues(groups: ServiceGroup[]): string[] {
  return [...groups.flatMap((group) => group.choices.map((choice) => choice.value)), OTHER_SERVICE.value];
}

export function serviceLabel(groups: ServiceGroup[], value: string): string {
  const choice = groups.flatMap((group) => group.choices).find((item) => item.value === value);
  return choice?.label ?? (value === OTHER_SERVICE.value ? OTHER_SERVICE.label : value);
}
