import { collection, fields } from "@keystatic/core";
import { monthPattern } from "../../content/limits";
import { noPlaceholder } from "./fields";
import { documentSchema } from "./documents";
import type { Pickers } from "./page-picker";

/**
 * Published terms versions: each a document of its own, for one terms page and one month. A
 * version is never changed once published, since customers' agreements refer to it.
 */
export const terms = ({ pages, pagePicker }: Pickers) =>
  collection({
    label: "Published terms versions",
    path: "content/terms/*",
    slugField: "name",
    format: { data: "yaml" },
    columns: ["name", "document", "version"],
    previewUrl: "/api/keystatic/preview?file=content/terms/{slug}.yaml&branch={branch}",
    schema: {
      name: fields.slug({
        name: {
          label: "Version name",
          description: "For staff only, such as Service agreement, November 2026.",
          validation: { length: { min: 1 }, pattern: noPlaceholder },
        },
        slug: { label: "File name", description: "Such as service-agreement-2026-11." },
      }),
      document: pagePicker(
        "Terms page",
        undefined,
        pages.filter((page) => page.template === "terms"),
      ),
      version: fields.text({
        label: "Version (YYYY-MM)",
        description:
          "The month it takes effect; it is also its address, such as /service-agreement/2026-11. To publish new terms, add a new version (Duplicate the latest); never change a published one, since customers' agreements refer to it.",
        validation: {
          isRequired: true,
          pattern: { regex: monthPattern, message: "A month written YYYY-MM, such as 2026-11" },
        },
      }),
      ...documentSchema(1, pages, "Takes effect on"),
    },
  });
