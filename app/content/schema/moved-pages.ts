import { fields, singleton } from "@keystatic/core";
import { addressFiles, addressProblems } from "../address-limits";
import { sitePathPattern } from "../limits";
import { problemParts } from "../problem-shapes";
import { fieldLabel } from "./field-label";
import { saveWalk } from "./save-walk";

/** The addresses the site answers at and the record of those it has published, where the editor has them. */
export interface KnownAddresses {
  /** Each address a page, post or published terms version answers at, with its file. */
  live: Map<string, string>;
  published: readonly string[];
}

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
 * published address that no page or post has any more (app/content/address-limits.ts), and the
 * Save applies the same rules to the moves as staff have them (save-walk.tsx), against the
 * addresses the editor's code was built with (`known`).
 */
export function movedPagesSingleton(known?: KnownAddresses) {
  let placeOf = (field: string) => field;
  const walk = saveWalk<{ key: "from" | "to"; value: string }>("movedPages", (noted) => {
    if (!known) return [];
    const moves: { from: string; to: string }[] = [];
    for (const { key, value } of noted)
      if (key === "from") moves.push({ from: value, to: "" });
      else if (moves.length) moves.at(-1)!.to = value;
    return addressProblems({ live: known.live, moves, published: [...known.published] }).map((problem) => {
      const { file, field, message } = problemParts(problem);
      if (file === addressFiles.moves && field)
        return { where: [placeOf(field)], message, list: "Moved pages" };
      return { where: ["Published addresses"], message, list: "Moved pages" };
    });
  });
  const noted = (key: "from" | "to") => (value: unknown) =>
    typeof value === "string" ? { key, value } : undefined;
  const schema = {
    moves: fields.array(
      fields.object({
        from: walk.noting(
          address(
            "Old address",
            "The address the page had, such as /post/old-title. No page may have it now.",
          ),
          noted("from"),
        ),
        to: walk.noting(
          address("New address", "The page or post that replaces it, such as /post/new-title."),
          noted("to"),
        ),
      }),
      {
        label: "Moved pages",
        description:
          "Each old address answers with a permanent redirect to its new one. Add one whenever a published page or post is removed or its address changes.",
        itemLabel: (props) => `${props.fields.from.value} → ${props.fields.to.value}`,
      },
    ),
  };
  placeOf = (field) => fieldLabel(schema, field);
  return singleton({
    label: "Moved pages",
    path: addressFiles.moves.replace(/\.yaml$/, ""),
    format: { data: "yaml" },
    schema: { movedSaveStarts: walk.start, ...schema, movedSaveEnds: walk.end },
  });
}

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
