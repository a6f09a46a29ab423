import { company, fillCompanyFacts } from "../content/company";

/**
 * The company's facts, from content/company.json, which staff edit in the editor, in the forms the
 * pages use. Every page, component and test reads them from here.
 */
export const site = {
  ...company,
  /** The dialable form of the phone number, always derived from the one staff type. */
  phone: { display: company.phone, href: `tel:${company.phone.replace(/\D/g, "")}` },
  /** The description of a page without its own, with its company facts filled in. */
  defaultDescription: fillCompanyFacts(company.defaultDescription),
};

export type Site = typeof site;

export const fullAddress = `${site.address.street}, ${site.address.locality} ${site.address.region} ${site.address.postcode}`;
