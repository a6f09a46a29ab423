import { type Enquiry, type EnquiryField, ENQUIRY_FIELDS, audienceLabel } from "../enquiry";
import type { Value } from "./sql.server";

/**
 * How each of the enquiry form's fields is kept and shown to staff, written once per field. The
 * field list is the form's (ENQUIRY_FIELDS in enquiry-fields.ts, which also drives the form's
 * inputs and, through enquiry.ts, its rules); the type below makes a field without an entry here a
 * compile error. From these entries come the enquiries row, the lines of the email to the company
 * and the staff export's columns; the webhook's JSON carries every column of the row. Adding a
 * field: its entry in ENQUIRY_FIELDS and its limit, its rule, its entry here, its words, and a
 * migration for its column (docs/decisions/0012-quote-request.md).
 */
export interface FieldRecord {
  /** The columns it is stored in, from the checked enquiry (and the service's label). */
  columns(enquiry: Enquiry, serviceLabel: string): Record<string, Value>;
  /** Staff's name for it: a line of the company's email, and (lower case) the export's column. */
  label: string;
  /** Its value in staff's words, read from the stored columns. */
  forStaff(row: Record<string, unknown>): string;
  /** Shown under its label as a block of text, after the other fields. */
  block?: boolean;
}

const text = (column: string) => (row: Record<string, unknown>) => String(row[column] ?? "");

export const ENQUIRY_RECORD: { [F in EnquiryField]: FieldRecord } = {
  name: { columns: (e) => ({ name: e.name }), label: "Name", forStaff: text("name") },
  email: { columns: (e) => ({ email: e.email }), label: "Email", forStaff: text("email") },
  phone: { columns: (e) => ({ phone: e.phone }), label: "Phone", forStaff: text("phone") },
  business: {
    columns: (e) => ({ business: e.business || null }),
    label: "Business",
    forStaff: (row) => String(row.business ?? "") || "(not given)",
  },
  postcode: { columns: (e) => ({ postcode: e.postcode }), label: "Postcode", forStaff: text("postcode") },
  audience: {
    columns: (e) => ({ audience: e.audience }),
    label: "For",
    forStaff: (row) => audienceLabel(String(row.audience ?? "")),
  },
  service: {
    // The label as the page showed it that day: a renamed service does not rewrite old enquiries.
    columns: (e, serviceLabel) => ({ service: e.service, service_label: serviceLabel }),
    label: "Service",
    forStaff: text("service_label"),
  },
  privacy: {
    // The database refuses a row without it (CHECK privacy_agreed = 1).
    columns: () => ({ privacy_agreed: 1 }),
    label: "Read the collection notice",
    forStaff: (row) => (Number(row.privacy_agreed) === 1 ? "yes" : "no"),
  },
  message: {
    columns: (e) => ({ message: e.message }),
    label: "Message",
    forStaff: text("message"),
    block: true,
  },
};

/** The enquiries row's columns for the form's fields. */
export function enquiryColumns(enquiry: Enquiry, serviceLabel: string): Record<string, Value> {
  return Object.assign(
    {},
    ...ENQUIRY_FIELDS.map((field) => ENQUIRY_RECORD[field].columns(enquiry, serviceLabel)),
  );
}

/** Every field as staff read it, in the form's order, blocks of text last. */
export function fieldsForStaff(
  row: Record<string, unknown>,
): { label: string; value: string; block: boolean }[] {
  const all = ENQUIRY_FIELDS.map((field) => ENQUIRY_RECORD[field]);
  return [...all.filter((entry) => !entry.block), ...all.filter((entry) => entry.block)].map((entry) => ({
    label: entry.label,
    value: entry.forStaff(row),
    block: Boolean(entry.block),
  }));
}
