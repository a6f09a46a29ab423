import type { Database } from "./sql.server";
import { type MailAddresses, answeredEnquiryRow, storeRequest } from "./enquiries.server";
import {
  type RequestForMail,
  requestAcknowledgementEmail,
  requestNotificationEmail,
} from "../mail/request-emails.server";
import { REQUEST_SLUGS } from "~/content/request-kinds";

/** An existing customer's request, as it is stored and mailed. */
export interface NewRequest extends Omit<RequestForMail, "reference"> {
  submissionId?: string;
  channel: "js" | "no-js";
}

/** Customers' requests have this audience, so staff and the CRM tell them from new enquiries. */
export const CUSTOMER_AUDIENCE = "existing-customer";

/**
 * Stores a customer's request as an enquiry of its kind (storeRequest: one transaction with its
 * two emails and the webhook delivery), its answers as JSON: the staff export, retention, privacy
 * requests and the webhook cover requests as they cover enquiries. The team's mail goes to the
 * route for the kind and the site's state.
 */
export function storeCustomerRequest(
  db: Database,
  input: NewRequest,
  addresses: MailAddresses & { teamTo: string },
): Promise<string> {
  const { answers } = input;
  return storeRequest(db, input, addresses, (reference) => {
    const forMail: RequestForMail = { ...input, reference };
    return {
      row: answeredEnquiryRow(reference, input, {
        postcode: answers.values.postcode ?? "",
        audience: CUSTOMER_AUDIENCE,
        service: REQUEST_SLUGS[answers.kind],
        serviceLabel: input.kindName,
        message: answers.notes,
        kind: REQUEST_SLUGS[answers.kind],
        answers: {
          kind: REQUEST_SLUGS[answers.kind],
          state: answers.state,
          suburb: answers.suburb,
          routedTo: addresses.teamTo,
          answers: Object.fromEntries(answers.lines),
        },
      }),
      mail: [
        requestNotificationEmail(forMail, addresses.teamTo),
        requestAcknowledgementEmail(forMail, addresses.enquiryTo),
      ],
    };
  });
}
