import { company, fillCompanyFacts } from "../content/company";
import { confirmedSocial, register, registerTokens } from "../content/register";

/** The company's facts and the register's tokens ({cities}, {serviceArea}) filled into a text. */
const fillFacts = (text: string) =>
  fillCompanyFacts(text).replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(registerTokens, key) ? registerTokens[key as keyof typeof registerTokens]() : whole,
  );

/**
 * The company's facts, from content/company.json, and what it holds and where it works, from
 * content/register.json; staff edit both in the editor. Every page, component and test reads them
 * from here, in the forms the pages use.
 */
export const site = {
  ...company,
  /** The tagline names the service area through {cities}, so it says where the register says. */
  tagline: fillFacts(company.tagline),
  serviceCities: register.serviceCities,
  serviceAreaNote: register.serviceAreaNote,
  /** The accounts staff confirmed as the company's; none confirmed shows no social links. */
  social: confirmedSocial(),
  /** Shown in the footer once entered (Corporations Act 2001 s153): empty means not shown. */
  abn: register.abn,
  acn: register.acn,
  /** The dialable form of the phone number, always derived from the one staff type. */
  phone: { display: company.phone, href: `tel:${company.phone.replace(/\D/g, "")}` },
  /** The description of a page without its own, with its company facts filled in. */
  defaultDescription: fillFacts(company.defaultDescription),
};

export type Site = typeof site;

export const fullAddress = `${site.address.street}, ${site.address.locality} ${site.address.region} ${site.address.postcode}`;
