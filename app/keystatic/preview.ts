import { withoutLeading, withoutTrailing } from "../lib/trim";

/**
 * Where the preview build of an editor's branch is served. Hosts that build every branch give
 * each an address made from the branch's name; PREVIEW_URL spells it with {branch}, such as
 * https://{branch}.preview.saltbush.example, and {branch} becomes the name in the form such hosts
 * use: lower case, anything but letters and digits turned into hyphens.
 */
export function previewAddress(
  template: string | undefined,
  branch: string,
  path: string,
): string | undefined {
  if (!template || !branch) return undefined;
  const label = withoutLeading(
    withoutTrailing(branch.toLowerCase().replace(/[^a-z0-9]+/g, "-"), "-"),
    "-",
  ).slice(0, 63);
  return `${withoutTrailing(template.replace("{branch}", label), "/")}${path}`;
}
