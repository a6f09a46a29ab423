import company from "../../content/company.json" with { type: "json" };

/**
 * The company's facts, from content/company.json, which staff edit in the
 * editor. Every page, component and test reads them from here. The JSON is part of the browser's
 * bundle (the header and footer show the phone number), so it is plain data; the content check
 * (app/content/schema.ts) holds it to its shape when the site is built.
 */
export const site = {
  ...company,
  /** The dialable form of the phone number, always derived from the one staff type. */
  phone: { display: company.phone, href: `tel:${company.phone.replace(/\D/g, "")}` },
};

export type Site = typeof site;

export const fullAddress = `${site.address.street}, ${site.address.locality} ${site.address.region} ${site.address.postcode}`;
