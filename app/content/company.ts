import company from "../../content/company.json" with { type: "json" };
import type { CompanyFactToken } from "./tokens";

/**
 * The company's facts as staff wrote them in content/company.json (app/site/site.ts adds the forms
 * pages and components use). The JSON is part of the browser's bundle (the header and footer show
 * the phone number), so it is plain data; the build reads it through the editor's fields for the
 * company's facts (app/content/schema), which hold it to its shape.
 */
export { company };

/**
 * The tokens that stand for a company fact in any text staff write, such as {phone} or {founded}:
 * the fact itself is written only in content/company.json.
 */
export const companyFactTokens: Record<CompanyFactToken, () => string> = {
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
    Object.hasOwn(companyFactTokens, key) ? companyFactTokens[key as CompanyFactToken]() : whole,
  );

