import { type BasicFormField, fields, singleton } from "@keystatic/core";
import { menuLimits, requiredMenu } from "../../content/navigation-spec";
import { limitedText } from "./fields";

/** A choice among the site's existing pages, as the other page pickers make it. */
type PagePicker = (label: string, description: string) => BasicFormField<string>;

/**
 * The menu in the bar at the top of every page, as the editor shows it: three levels (the bar,
 * its dropdowns, their submenus), each item a label and a page chosen from the site's pages. An
 * item with items under it opens a dropdown whose View All link is its own page. The rules the
 * site's specification sets on the whole tree (the bar's items in order, the pages each dropdown
 * must hold) are the build's (app/content/navigation.ts), and the help texts say them.
 */
export function navigationSingleton(pagePicker: PagePicker) {
  const label = (description: string) =>
    limitedText("Label", description, { min: menuLimits.labelMin, max: menuLimits.labelMax });
  const page = (description: string) => pagePicker("Page", description);
  const leaf = fields.object({
    label: label("The words in the submenu."),
    page: page("The page the item opens."),
  });
  const nested = fields.object({
    label: label("The words in the dropdown."),
    page: page("The page the item opens; for an item with a submenu, its View All link (a hub page)."),
    children: fields.array(leaf, {
      label: "Submenu",
      description: "Optional: pages listed under this item. Only a hub page opens a submenu.",
      itemLabel: (props) => props.fields.label.value || "(new item)",
    }),
  });
  // The bar's words are the specification's: refused as staff save, in either editor, not only
  // by the build (which also checks each is its own page's word: app/content/navigation.ts).
  const barWords = requiredMenu.flatMap((item) => item.label ?? []);
  const top = fields.object({
    label: fields.text({
      label: "Label",
      description: `The word in the bar, in capitals, as the site's specification names its page: ${barWords.join(", ")}.`,
      validation: {
        length: { min: menuLimits.labelMin, max: menuLimits.labelMax },
        pattern: {
          regex: new RegExp(
            `^(?:${barWords.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`,
          ),
          message: `The bar's words are fixed: ${barWords.join(", ")}, each for its own page`,
        },
      },
    }),
    page: page("The page the item opens; for a dropdown, its View All link."),
    phoneOnly: fields.checkbox({
      label: "Only in the phone menu",
      description: "Shown on small screens only (CONTACT US).",
    }),
    children: fields.array(nested, {
      label: "Dropdown",
      description:
        "Pages listed under this item, in the order shown. Add a page, rename or reorder its items; the pages the site's specification names stay.",
      itemLabel: (props) => props.fields.label.value || "(new item)",
    }),
  });
  return singleton({
    label: "Menu",
    path: "content/navigation",
    format: { data: "yaml" },
    schema: {
      items: fields.array(top, {
        label: "Items in the bar",
        description:
          "HOME, BUSINESS, SERVICES, ABOUT US, WASTE WE MANAGE, INDUSTRIES WE WORK WITH and CONTACT US (phone menu only), in that order. Add pages inside their dropdowns.",
        validation: { length: { min: 1 } },
        itemLabel: (props) => props.fields.label.value || "(new item)",
      }),
    },
  });
}
