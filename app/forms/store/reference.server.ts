import { randomInt } from "node:crypto";

/** Letters and digits a person can read out on the phone without confusion (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** The company's own calendar day, whatever the server's time zone. */
export function melbourneDate(at: Date): string {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Melbourne",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}${part("month")}${part("day")}`;
}

/** An enquiry's reference, such as SB-20261121-7K3Q: the day it arrived and four random characters. */
export function newReference(at: Date): string {
  let suffix = "";
  for (let i = 0; i < 4; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SB-${melbourneDate(at)}-${suffix}`;
}
