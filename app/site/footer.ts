import type { NavItem } from "./navigation";

export interface FooterLink {
  name: string;
  path: string;
}

/** Footer link columns. Every path is checked against the site map by the unit tests. */
export const quickLinks: FooterLink[] = [
  { name: "Home", path: "/" },
  { name: "About us", path: "/about" },
  { name: "Your business", path: "/your-business" },
  { name: "Waste we manage", path: "/waste-management" },
  { name: "Recycling", path: "/recycling" },
  { name: "Industries", path: "/industries" },
  { name: "What goes where", path: "/what-goes-where" },
  { name: "Blog", path: "/blog/1" },
  { name: "Contact us", path: "/contact-us" },
  { name: "Get a free quote", path: "/get-a-quote" },
  { name: "Fees and charges", path: "/fees-and-charges" },
  { name: "Service agreement", path: "/service-agreement" },
  { name: "Privacy policy", path: "/privacy-policy" },
  { name: "Accessibility", path: "/accessibility" },
];

/** The services column is the first level of the SERVICES menu, so the two never disagree. */
export const serviceLinks = (navigation: NavItem[]): FooterLink[] =>
  navigation.find((item) => item.path === "/services")?.children?.map(({ name, path }) => ({ name, path })) ??
  [];

export const areaLinks: FooterLink[] = [
  { name: "Melbourne", path: "/pages/waste-management-melbourne" },
  { name: "Sydney", path: "/pages/waste-management-sydney" },
  { name: "Brisbane", path: "/pages/waste-management-brisbane" },
  { name: "Dandenong", path: "/pages/commercial-waste-collection-dandenong" },
];
