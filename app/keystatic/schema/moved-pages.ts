import { fields, singleton } from "@keystatic/core";
import { addressFiles } from "../../content/address-limits";
import { sitePathPattern } from "../../content/limits";

const address = (label: string, description: string) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: {
        regex: sitePathPattern,
        message: "Start with / and use lower-case words joined by hyphens, such as /post/skip-bin-hire",
      },
    },
  });

/**
 * Moved pages: an address the site once published and the page that now answers for it. The
 * server answers the old address with a permanent redirect (301) to the new one, so links from
 * search engines, newsletters and other sites keep working. The build requires one for every
 * published address that no page or post has any more (app/content/address-limits.ts).
 */
export const movedPagesSingleton = singleton({
  label: "Moved pages",
  path: addressFiles.moves.replace(/\.yaml$/, ""),
  format: { data: "yaml" },
  schema: {
    moves: fields.array(
      fields.object({
        from: address(
          "Old address",
          "The address the page had, such as /post/old-title. No page may have it now.",
        ),
        to: address("New address", "The page or post that replaces it, such as /post/new-title."),
      }),
      {
        label: "Moved pages",
        description:
          "Each old address answers with a permanent redirect to its new one. Add one whenever a published page or post is removed or its address changes.",
        itemLabel: (props) => `${props.fields.from.value} → ${props.fields.to.value}`,
      },
    ),
  },
});

/**
 * Every address the site has published (each release adds the new ones: `npm run build` records
 * them). The build refuses a content change that leaves one of them with neither a page nor a
 * moved page, naming it, whatever changed it: the editor, a renamed file, a deleted page.
 */
export const publishedAddressesSingleton = singleton({
  label: "Published addresses",
  path: addressFiles.published.replace(/\.yaml$/, ""),
  format: { data: "yaml" },
  schema: {
    addresses: fields.array(address("Address", "An address the site has published."), {
      label: "Addresses the site has published",
      description:
        "Kept by the build at each release; each must still lead to a page, or be listed under Moved pages. Not for editing.",
      itemLabel: (props) => props.value,
    }),
  },
});
