import { collection, fields } from "@keystatic/core";
import { monthPattern } from "../limits";
import { noPlaceholder } from "./fields";
import {
  type PublishedVersion,
  termsVersionsIn,
  versionLeftNone,
  versionTaken,
} from "../terms-limits";
import { withCheck } from "./checked-field";
import { entryValue, sayingValue } from "./entry-values";
import { openPageIn, otherThanOpen } from "./page-fields";
import { documentSchema } from "./documents";
import type { PageRef, Pickers } from "./page-picker";

/** The key under which a version's terms page is said, for its month's check (entry-values.tsx). */
const DOCUMENT_KEY = "terms.document";

export { type PublishedVersion, termsVersionsIn };

/**
 * In the editor, a month its terms page has published already, in another version's file, is
 * refused (the page is the entry's own Terms page field, said through entry-values.tsx); the build
 * checks every version against the others (content/site-checks.ts).
 */
const monthTaken = (published: readonly PublishedVersion[]) => (version: string) => {
  const document = entryValue(DOCUMENT_KEY);
  if (typeof document !== "string") return undefined;
  const owners = published.filter((entry) => entry.document === document && entry.version === version);
  return otherThanOpen(owners, openPageIn("terms")()) && versionTaken(version, document);
};

/**
 * In the editor, a version's terms page changed away from a page this version is the only
 * published version of is refused: that page would have none (its address would answer with no
 * terms). The build checks every terms page for a version (content/site-checks.ts).
 */
const leavesNoVersion =
  (published: readonly PublishedVersion[], pages: readonly PageRef[]) => (document: string) => {
    const open = openPageIn("terms")();
    const stored = published.find((entry) => entry.file === open);
    if (!stored || stored.document === document) return undefined;
    if (published.some((entry) => entry.document === stored.document && entry.file !== open))
      return undefined;
    const name = pages.find((page) => page.path === stored.document)?.name ?? stored.document;
    return versionLeftNone(name, stored.document);
  };

/**
 * Published terms versions: each a document of its own, for one terms page and one month. A
 * version is never changed once published, since customers' agreements refer to it.
 */
export const terms = ({ pages, pagePicker }: Pickers, published: readonly PublishedVersion[] = []) =>
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
      document: sayingValue(
        DOCUMENT_KEY,
        withCheck(
          pagePicker(
            "Terms page",
            undefined,
            pages.filter((page) => page.template === "terms"),
          ),
          leavesNoVersion(published, pages),
        ),
      ),
      version: withCheck(
        fields.text({
          label: "Version (YYYY-MM)",
          description:
            "The month it takes effect; it is also its address, such as /service-agreement/2026-11. To publish new terms, add a new version (Duplicate the latest); never change a published one, since customers' agreements refer to it.",
          validation: {
            isRequired: true,
            pattern: { regex: monthPattern, message: "A month written YYYY-MM, such as 2026-11" },
          },
        }),
        monthTaken(published),
      ),
      ...documentSchema(1, pages, "Takes effect on"),
    },
  });
