/** What each folder of pages is, for the site map; the folder's fields are the editor's collection. */
export const pageFolders: Partial<Record<string, { kind: "topic" | "city" | "hub"; type: string }>> = {
  services: { kind: "topic", type: "service" },
  waste: { kind: "topic", type: "waste" },
  materials: { kind: "topic", type: "material" },
  industries: { kind: "topic", type: "industry" },
  business: { kind: "topic", type: "business" },
  cities: { kind: "city", type: "city" },
  hubs: { kind: "hub", type: "hub" },
};

/** A page's type, from its template or else its folder: how the menu tells a hub from other pages. */
export const pageTypeOf = (page: { folder: string; template?: string }): string | undefined =>
  page.template ?? pageFolders[page.folder]?.type;
