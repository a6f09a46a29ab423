import { dirname } from "node:path";
import { normaliseHost } from "../app/keystatic/editor-host";
import { siteUrl as builtInSiteUrl } from "../app/site/site-url";
import { recordedSettings } from "../server/build-settings";

/**
 * The host names the nginx configuration answers for, checked before anything is written: nginx
 * serves the site only under its own name (SITE_URL), the editor's paths only under the editor's
 * (KEYSTATIC_HOST), where Node applies its own rules too (server/editor-host.ts), and no page
 * under any other name (server-blocks.ts).
 */

/** A setting the build recorded beside its client folder (build-settings.ts), when it is text. */
function recorded(settings: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = settings?.[name];
  return typeof value === "string" ? value : undefined;
}

/** A DNS name or an IPv4 address: letters, digits and hyphens between dots, nothing else. */
function isHostName(host: string): boolean {
  return host
    .split(".")
    .every(
      (label) =>
        label.length > 0 &&
        label.length <= 63 &&
        !label.startsWith("-") &&
        !label.endsWith("-") &&
        [...label].every(
          (char) => (char >= "a" && char <= "z") || (char >= "0" && char <= "9") || char === "-",
        ),
    );
}

export interface SiteHosts {
  /** SITE_URL's host: the only name under which files are served from the disk. */
  site: string;
  /** SITE_URL's scheme, which visitors use: what nginx tells Node in X-Forwarded-Proto by default. */
  scheme: "http" | "https";
  /** The editor's own host (KEYSTATIC_HOST), normalised as the server normalises it. */
  editor?: string;
}

/**
 * The site's host from `siteUrl` (else what the build was made with, else SITE_URL, else the
 * site's default) and the editor's. An editor host with a port or an odd character is refused:
 * nginx matches names without ports, so it would never match, and a GitHub build without an
 * editor host would leave the editor on no host at all.
 */
export function siteHosts(
  root: string,
  options: { siteUrl?: string; editorHost?: string },
  env: NodeJS.ProcessEnv = process.env,
): SiteHosts {
  const settings = recordedSettings(dirname(root));
  const address = options.siteUrl || recorded(settings, "SITE_URL") || env.SITE_URL || builtInSiteUrl;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`The site's address must be a URL such as https://www.saltbush.com.au, not "${address}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`The site's address must be http or https, not "${address}"`);
  const site = url.hostname;
  const editor = normaliseHost(options.editorHost);
  if (editor !== undefined) {
    if (editor.includes(":"))
      throw new Error(
        `--editor-host (KEYSTATIC_HOST) must be a host name without a port, not "${editor}": nginx matches names only`,
      );
    if (!isHostName(editor))
      throw new Error(
        `--editor-host (KEYSTATIC_HOST) must be a host name, such as edit.saltbush.com.au, not "${editor}"`,
      );
    if (editor === site) throw new Error(`The editor's host must differ from the site's (${site})`);
  }
  const github = settings ? recorded(settings, "VITE_KEYSTATIC_GITHUB_REPO") : env.VITE_KEYSTATIC_GITHUB_REPO;
  if (github && editor === undefined)
    throw new Error(
      "This build has the GitHub editor (VITE_KEYSTATIC_GITHUB_REPO): name its own host with --editor-host " +
        "or KEYSTATIC_HOST, so the editor is never served on the site's host.",
    );
  return { site, scheme: url.protocol === "https:" ? "https" : "http", editor };
}
