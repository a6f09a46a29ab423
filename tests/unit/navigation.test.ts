import { describe, expect, it } from "vitest";
import { quickLinks, serviceLinks, areaLinks } from "~/site/footer";
import { flattenNavigation, isActiveItem, navigation, type NavItem } from "~/site/navigation";
import { findPage } from "~/site/pages";

const top = (name: string) => navigation.find((item) => item.name === name)!;
const childPaths = (item: NavItem | undefined) => item?.children?.map((child) => child.path);

describe("navigation tree (SPEC section 2)", () => {
  it("has the top-level items in order, CONTACT US only on small screens", () => {
    expect(navigation.map((item) => item.name)).toEqual([
      "HOME",
      "BUSINESS",
      "SERVICES",
      "ABOUT US",
      "WASTE WE MANAGE",
      "INDUSTRIES WE WORK WITH",
      "CONTACT US",
    ]);
    expect(navigation.filter((item) => item.smallScreensOnly).map((item) => item.name)).toEqual([
      "CONTACT US",
    ]);
  });

  it("lists the business sizes", () => {
    expect(childPaths(top("BUSINESS"))).toEqual([
      "/small-business",
      "/medium-business",
      "/large-business",
      "/private-homes",
    ]);
  });

  it("nests bins and handling equipment under services", () => {
    const services = top("SERVICES");
    expect(services.children).toHaveLength(10);
    expect(childPaths(services.children!.find((c) => c.name === "Bins and Skips"))).toEqual([
      "/services/front-lift-bins",
      "/services/wheelie-bins",
      "/services/bulk-bins-skip-bins",
    ]);
    expect(services.children!.find((c) => c.name === "Waste Handling Equipment")?.children).toHaveLength(8);
    expect(childPaths(services)).toContain("/pest-control");
    expect(childPaths(services)).toContain("/washroom-hygiene-services");
  });

  it("nests six liquid waste pages and ten recycling materials under waste we manage", () => {
    const waste = top("WASTE WE MANAGE");
    expect(waste.children).toHaveLength(8);
    expect(waste.children!.find((c) => c.path === "/waste-management/liquid-waste")?.children).toHaveLength(
      6,
    );
    expect(waste.children!.find((c) => c.path === "/recycling")?.children).toHaveLength(10);
  });

  it("lists twelve industries", () => {
    expect(top("INDUSTRIES WE WORK WITH").children).toHaveLength(12);
  });

  it("points every item and footer link at a page in the site map", () => {
    const links = [
      ...flattenNavigation().map(({ item }) => item),
      ...quickLinks,
      ...serviceLinks,
      ...areaLinks,
    ];
    for (const link of links) {
      if (link.path === "/blog/1") continue;
      expect(findPage(link.path), link.path).toBeDefined();
    }
  });

  it("gives every dropdown a page of its own for its View All link", () => {
    for (const { item } of flattenNavigation().filter(({ item }) => item.children)) {
      expect(findPage(item.path)?.type, item.path).toBe("hub");
    }
  });
});

describe("active item", () => {
  const active = (pathname: string) =>
    navigation.filter((item) => isActiveItem(item, pathname)).map((i) => i.name);

  it.each([
    ["/", ["HOME"]],
    ["/about", ["ABOUT US"]],
    ["/small-business", ["BUSINESS"]],
    ["/your-business", ["BUSINESS"]],
    ["/services/wheelie-bins", ["SERVICES"]],
    ["/pest-control", ["SERVICES"]],
    ["/washroom-hygiene-services/", ["SERVICES"]],
    ["/recycling/glass-recycling", ["WASTE WE MANAGE"]],
    ["/waste-management/liquid-waste", ["WASTE WE MANAGE"]],
    ["/other-manufacturing-waste-management", ["INDUSTRIES WE WORK WITH"]],
    ["/industries/aged-care", ["INDUSTRIES WE WORK WITH"]],
    ["/contact-us", ["CONTACT US"]],
    ["/blog/1", []],
    ["/pages/waste-management-sydney", []],
  ])("%s lights %j", (pathname, expected) => {
    expect(active(pathname)).toEqual(expected);
  });

  it("does not treat a longer sibling path as a child", () => {
    expect(isActiveItem({ name: "X", path: "/services" }, "/services-extra")).toBe(false);
  });
});
