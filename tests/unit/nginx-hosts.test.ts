import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { editorHost } from "../../app/keystatic/editor-host";
import { siteHosts } from "../../nginx/hosts";

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A build folder whose client folder is returned, with the settings the build recorded. */
function builtWith(settings: Record<string, string> | undefined): string {
  const build = mkdtempSync(join(tmpdir(), "saltbush-nginx-hosts-"));
  dirs.push(build);
  mkdirSync(join(build, "client"));
  if (settings) writeFileSync(join(build, "build-settings.json"), JSON.stringify(settings));
  return join(build, "client");
}

const plain = { SITE_URL: "https://www.saltbush.com.au", VITE_KEYSTATIC_GITHUB_REPO: "" };
const github = { ...plain, VITE_KEYSTATIC_GITHUB_REPO: "saltbush/website" };

describe("the hosts the nginx configuration answers for", () => {
  it("serves files only under the host of the address the build was made for, with its scheme", () => {
    expect(siteHosts(builtWith(plain), {}, {})).toEqual({ site: "www.saltbush.com.au", scheme: "https" });
    expect(siteHosts(builtWith(plain), { siteUrl: "http://127.0.0.1:8080" }, {})).toMatchObject({
      site: "127.0.0.1",
      scheme: "http",
    });
    expect(siteHosts(builtWith(undefined), {}, { SITE_URL: "https://example.org/" }).site).toBe(
      "example.org",
    );
  });

  it("names the editor's host exactly as the server compares it", () => {
    const raw = "  Edit.Saltbush.COM.au. ";
    expect(siteHosts(builtWith(github), { editorHost: raw }, {}).editor).toBe(
      editorHost({ KEYSTATIC_HOST: raw }),
    );
  });

  it.each([
    ["edit.saltbush.com.au:8443", /without a port/],
    ["edit saltbush.com.au", /must be a host name/],
    ["edit.saltbush.com.au;return 200", /must be a host name/],
    ["edit.saltbush.com.au\nserver_name x", /must be a host name/],
    ["*.saltbush.com.au", /must be a host name/],
    ["~^edit", /must be a host name/],
    ["-edit.saltbush.com.au", /must be a host name/],
    ["www.saltbush.com.au", /must differ/],
  ])("refuses the editor host %j", (host, message) => {
    expect(() => siteHosts(builtWith(github), { editorHost: host }, {})).toThrow(message);
  });

  it("refuses a build with the GitHub editor and no editor host", () => {
    expect(() => siteHosts(builtWith(github), {}, {})).toThrow(/GitHub editor/);
    // A build without it needs none.
    expect(siteHosts(builtWith(plain), {}, {}).editor).toBeUndefined();
  });
});
