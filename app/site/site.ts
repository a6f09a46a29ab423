import company from "../../content/company.json" with { type: "json" };

/**
 * The company's facts, from content/company.json, which staff edit in the
 * editor. Every page, component and test reads them from here. The JSON is part of the browser's
 * bundle (the header and footer show the phone number), so it is plain data; the content check
 * (the company singleton in keystatic.config.ts) holds it to its shape when the site is built.
 */
/**
 * The tokens that stand for a company fact in any text staff write, such as {phone} or {founded}:
 * the fact itself is written only in content/company.json.
 */
export const companyFactTokens: Record<string, () => string> = {
  name: () => company.name,
  legalName: () => company.legalName,
  shortName: () => company.shortName,
  phone: () => company.phone,
  email: () => company.email,
  founded: () => String(company.foundedYear),
  years: () => String(new Date().getFullYear() - company.foundedYear),
  hours: () => company.hours,
};

/** Replaces the company-fact tokens in a text; any other {word} stays as written. */
export const fillCompanyFacts = (text: string) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(companyFactTokens, key) ? companyFactTokens[key]!() : whole,
  );

export const site = {
  ...company,
  /** The dialable form of the phone number, always derived from the one staff type. */
  phone: { display: company.phone, href: `tel:${company.phone.replace(/\D/g, "")}` },
  /** The description of a page without its own, with its company facts filled in. */
  defaultDescription: fillCompanyFacts(company.defaultDescription),
};

export type Site = typeof site;

export const fullAddress = `${site.address.street}, ${site.address.locality} ${site.address.region} ${site.address.postcode}`;
