import { describe, expect, it } from "vitest";
import { serviceGroups } from "~/forms/service-choices.server";
import { OTHER_SERVICE, serviceLabel, serviceValues } from "~/forms/services";
import { pagesOfType } from "~/site/pages";

describe("service choices", () => {
  const groups = serviceGroups();

  it("come from the site map's service, waste and material pages, grouped under their hubs", () => {
    expect(groups.map((group) => group.label)).toEqual(["Waste services", "Waste we manage", "Recycling"]);
    const count = ["service", "waste", "material"].flatMap((type) => pagesOfType(type as "service")).length;
    expect(groups.flatMap((group) => group.choices)).toHaveLength(count);
  });

  it("use each page's last path segment, as the service pages' contact links do", () => {
    const values = serviceValues(groups);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain("grease-trap-pump-outs");
    expect(values).toContain("pest-control");
    expect(values.at(-1)).toBe(OTHER_SERVICE.value);
    expect(serviceLabel(groups, "grease-trap-pump-outs")).toBe("Grease trap pump-outs");
  });
});
