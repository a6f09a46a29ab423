import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { editorMode, editorStorage } from "~/keystatic/editor.server";
import { fileOfPage } from "~/content/index.server";
import { requestContext } from "~/lib/request-context.server";
import { pagesOfType } from "~/site/pages";

/**
 * Where the editor exists. Vitest runs with import.meta.env.DEV set, as a build made under
 * NODE_ENV=development did: that must decide nothing.
 */
const github = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
  KEYSTATIC_SECRET: "a".repeat(64),
  KEYSTATIC_HOST: "edit.saltbush.example",
};

describe("the editor's local storage (writes files, no sign-in)", () => {
  it("exists only where the development server said at run time that it listens on loopback", () => {
    expect(editorMode({ storageKind: "local", localEditing: true, host: "localhost:5173", env: {} })).toBe(
      "local",
    );
    expect(
      editorMode({ storageKind: "local", localEditing: false, host: "localhost:5173", env: {} }),
    ).toBeNull();
  });

  it("does not exist in code a build compiled, whatever NODE_ENV or the environment says", () => {
    const asked = new Request("http://localhost/api/keystatic/tree");
    expect(import.meta.env.DEV).toBe(true);
    expect(editorStorage(asked, new RouterContextProvider())).toBeNull();
    expect(editorStorage(asked, requestContext({}))).toBeNull();
  });
});

describe("the editor's GitHub storage", () => {
  const mode = (host: string, env: NodeJS.ProcessEnv = github) =>
    editorMode({ storageKind: "github", localEditing: false, host, env });

  it("exists only on its own host, with the GitHub app's credentials", () => {
    expect(mode("edit.saltbush.example")).toBe("github");
    expect(mode("EDIT.saltbush.example:443")).toBe("github");
    expect(mode("www.saltbush.example")).toBeNull();
    expect(mode("saltbush.example")).toBeNull();
    expect(mode("edit.saltbush.example.evil.example")).toBeNull();
    expect(mode("edit.saltbush.example", { ...github, KEYSTATIC_HOST: "" })).toBeNull();
    expect(mode("edit.saltbush.example", { ...github, KEYSTATIC_SECRET: "" })).toBeNull();
  });
});

describe("the editor's API in GitHub mode", () => {
  const saved = { ...process.env };
  let api: typeof import("~/routes/keystatic-api");
  let admin: typeof import("~/routes/keystatic-admin");

  beforeAll(async () => {
    Object.assign(process.env, github, {
      VITE_KEYSTATIC_GITHUB_REPO: "saltbush/website",
      PREVIEW_URL: "https://{branch}.preview.saltbush.example",
    });
    vi.resetModules();
    vi.stubGlobal("__EDITOR_BUILT__", false);
    api = await import("~/routes/keystatic-api");
    admin = await import("~/routes/keystatic-admin");
  });
  afterAll(() => {
    process.env = saved;
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const args = (url: string, cookie?: string) =>
    ({
      request: new Request(url, { headers: cookie ? { cookie } : {} }),
      context: new RouterContextProvider(),
      params: {},
    }) as unknown as Parameters<typeof api.loader>[0];
  const status = async (run: () => unknown) => {
    try {
      const result = await run();
      return result instanceof Response ? result.status : 200;
    } catch (thrown) {
      return (thrown as { init?: ResponseInit }).init?.status ?? 500;
    }
  };

  it("answers 404 on the public site's host", async () => {
    for (const path of ["/api/keystatic/github/login", "/api/keystatic/preview?file=content/company.json"])
      expect(await status(() => api.loader(args(`https://www.saltbush.example${path}`))), path).toBe(404);
    expect(await status(() => admin.loader(args("https://www.saltbush.example/keystatic") as never))).toBe(
      404,
    );
    expect(await status(() => admin.loader(args("https://edit.saltbush.example/keystatic") as never))).toBe(
      200,
    );
  });

  it("sends every sign-in to GitHub with a state this browser keeps", async () => {
    const response = (await api.loader(
      args("https://edit.saltbush.example/api/keystatic/github/login"),
    )) as Response;
    const location = new URL(response.headers.get("location")!);
    expect(location.origin).toBe("https://github.com");
    const state = location.searchParams.get("state")!;
    expect(state).toMatch(/^[0-9a-f]{20}$/);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`ks-${state}=.*HttpOnly; Secure`));
  });

  it("refuses a callback whose state is missing or not this browser's", async () => {
    const callback = "https://edit.saltbush.example/api/keystatic/github/oauth/callback?code=abc123";
    const state = "0123456789abcdef0123";
    for (const [url, cookie] of [
      [callback, undefined],
      [`${callback}&state=close`, "ks-close=x"],
      [`${callback}&state=${state}`, undefined],
      [`${callback}&state=${state}`, "ks-fedcba98765432100000=%2F"],
    ] as const) {
      const response = (await api.loader(args(url, cookie))) as Response;
      expect(response.status, url).toBe(400);
      expect(await response.text()).toMatch(/sign in again/);
    }
  });

  it("opens preview builds of the editor's own branches only", async () => {
    // A service page, whichever the site map lists first, and its content file.
    const servicePage = pagesOfType("service")[0]!.path;
    const files = `file=${fileOfPage(servicePage)}`;
    const page = async (branch: string) =>
      (
        (await api.loader(
          args(
            `https://edit.saltbush.example/api/keystatic/preview?${files}&branch=${encodeURIComponent(branch)}`,
          ),
        )) as Response
      ).headers.get("location");
    expect(await page("content/wheelie-faq")).toBe(
      `https://content-wheelie-faq.preview.saltbush.example${servicePage}`,
    );
    for (const branch of ["evil", "main", "attacker/content", "content/", "../content/x"])
      expect(await page(branch), branch).toBe(`https://www.saltbush.example${servicePage}`);
  });
});
