import { type BasicFormField, type ComponentSchema, fields, singleton } from "@keystatic/core";
import { type MenuFile, type MenuPage, menuProblems } from "../menu-limits";
import { barItemOf, dropdowns, mayListUnder, menuLimits } from "../navigation-spec";
import { fieldLabel } from "./field-label";
import { limitedText } from "./fields";
import { saveWalk } from "./save-walk";

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
 * A dropdown offers only the pages that belong under its item of the bar. The rules across the
 * menu (the pages the specification names stay, a page is listed once, only a hub opens a
 * submenu) are the build's (menuProblems in app/content/navigation.ts), and the Save applies
 * them too, to the menu as staff have it (save-walk.tsx); the help texts say them.
 */
export function navigationSingleton(pagePicker: PagePicker, pages: readonly MenuPage[]) {
  const nameOf = (path: string) => pages.find((page) => page.path === path)?.name ?? path;
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
  // The menu as the Save checks it, item by item in the order of the file: each label opens an
  // item (a label comes before its page in every item), each page is that item's.
  let placeOf = (field: string) => field;
  const walk = saveWalk<Noted>("menu", (noted) => {
    const menu = menuOf(noted);
    return menuProblems(menu, [...pages]).map(({ field, message }) => {
      const dropdown = dropdowns.find((bar) => field?.split(".")[0] === bar.dropdown);
      return {
        where: field ? [placeOf(field)] : [],
        message,
        ...(dropdown && { list: `${dropdown.label} dropdown` }),
      };
    });
  });
  const noted = (dropdown: string, inSubmenu: boolean, key: "label" | "page") => (value: unknown) =>
    typeof value === "string" ? { dropdown, inSubmenu, key, value } : undefined;
  const dropdown = (bar: (typeof dropdowns)[number]) => {
    const allowed = (path: string) => mayListUnder(bar.path, path);
    const picker = (description: string) => pagePicker("Page", description, allowed, elsewhere);
    const said = <F extends ComponentSchema>(field: F, inSubmenu: boolean, key: "label" | "page") =>
      walk.noting(field, noted(bar.dropdown, inSubmenu, key));
    const leaf = fields.object({
      label: said(label("The words in the submenu."), true, "label"),
      page: said(picker("The page the item opens."), true, "page"),
    });
    const item = fields.object({
      label: said(label("The words in the dropdown."), false, "label"),
      page: said(
        picker("The page the item opens; for an item with a submenu, its View All link (a hub page)."),
        false,
        "page",
      ),
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
  const schema = Object.fromEntries(dropdowns.map((bar) => [bar.dropdown, dropdown(bar)]));
  placeOf = (field) => fieldLabel(schema, field);
  return singleton({
    label: "Menu",
    path: "content/navigation",
    format: { data: "yaml" },
    schema: { menuSaveStarts: walk.start, ...schema, menuSaveEnds: walk.end } as Record<
      string,
      ComponentSchema
    >,
  });
}

/** A label or page of the menu, as the Save checked it. */
interface Noted {
  dropdown: string;
  inSubmenu: boolean;
  key: "label" | "page";
  value: string;
}

/** The menu file the noted labels and pages make, in the order the Save checked them. */
function menuOf(noted: Noted[]): MenuFile {
  const menu: MenuFile = Object.fromEntries(dropdowns.map((bar) => [bar.dropdown, []]));
  for (const { dropdown, inSubmenu, key, value } of noted) {
    const items = menu[dropdown]!;
    const item = items.at(-1);
    if (!inSubmenu) {
      if (key === "label") items.push({ label: value, page: "", children: [] });
      else if (item) item.page = value;
    } else if (item) {
      if (key === "label") item.children.push({ label: value, page: "" });
      else {
        const child = item.children.at(-1);
        if (child) child.page = value;
      }
    }
  }
  return menu;
}
