import { type BasicFormField, fields, singleton } from "@keystatic/core";
import { barItemOf, dropdowns, mayListUnder, menuLimits } from "../../content/navigation-spec";
import { limitedText } from "./fields";

/**
 * A choice among the site's existing pages that `allowed` lets through, as the other page pickers
 * make it; an existing page it does not offer says `elsewhere` of itself.
 */
type PagePicker = (
  label: string,
  description: string,
  allowed: (path: string) => boolean,
  elsewhere: (path: string) => string,
) => BasicFormField<string>;

/**
 * The menu in the bar at the top of every page, as the editor shows it. The bar itself is the
 * site's specification (its items, their words, their order, CONTACT US on phones only:
 * content/navigation-spec.ts), so no save can break it; staff edit each of its dropdowns: items
 * of a label and a page chosen from the site's pages, and submenus under the hubs among them.
 * A dropdown offers only the pages that belong under its item of the bar. The rules across a
 * dropdown (the pages the specification names stay, a page is listed once, only a hub opens a
 * submenu) are the build's (app/content/navigation.ts), and the help texts say them.
 */
export function navigationSingleton(pagePicker: PagePicker, nameOf: (path: string) => string) {
  const label = (description: string) =>
    limitedText("Label", description, { min: menuLimits.labelMin, max: menuLimits.labelMax });
  // A page whose address is under another item of the bar belongs in that item's dropdown.
  const elsewhere = (path: string) => {
    const owner = barItemOf(path);
    if (!owner) return `links to ${path}, which this dropdown does not offer`;
    return owner.path === path
      ? `links to ${path}, the bar's own ${owner.label}: the bar holds it already`
      : `links to ${path}, which lives under ${owner.label}: put it in the ${owner.label} dropdown`;
  };
  const dropdown = (bar: (typeof dropdowns)[number]) => {
    const allowed = (path: string) => mayListUnder(bar.path, path);
    const picker = (description: string) => pagePicker("Page", description, allowed, elsewhere);
    const leaf = fields.object({
      label: label("The words in the submenu."),
      page: picker("The page the item opens."),
    });
    const item = fields.object({
      label: label("The words in the dropdown."),
      page: picker("The page the item opens; for an item with a submenu, its View All link (a hub page)."),
      children: fields.array(leaf, {
        label: "Submenu",
        description: "Optional: pages listed under this item. Only a hub page opens a submenu.",
        itemLabel: (props) => props.fields.label.value || "(new item)",
      }),
    });
    const kept = (bar.children ?? []).map((page) => nameOf(page.path)).join(", ");
    const submenus = (bar.children ?? []).filter((page) => page.children).map((page) => nameOf(page.path));
    return fields.array(item, {
      label: `${bar.label} dropdown`,
      description:
        `The pages listed under ${bar.label} in the bar, in the order shown. Add a page, rename or reorder its items, ` +
        `each page once in the menu. The site's specification keeps these here: ${kept}` +
        (submenus.length
          ? `; and the submenus of ${submenus.map((name) => `“${name}”`).join(" and ")} keep theirs.`
          : "."),
      itemLabel: (props) => props.fields.label.value || "(new item)",
    });
  };
  return singleton({
    label: "Menu",
    path: "content/navigation",
    format: { data: "yaml" },
    schema: Object.fromEntries(dropdowns.map((bar) => [bar.dropdown, dropdown(bar)])),
  });
}
