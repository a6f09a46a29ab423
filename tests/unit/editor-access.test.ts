import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { editorMode, editorStorage } from "~/keystatic/editor.server";
import { fileOfPage } from "~/content/index.server";
import { requestContext } from "~/lib/request-context.server";
import { pagesOfType } from "~/site/pages";
import { keystaticSignInCookies } from "../support/keystatic-sign-in";

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
    // nginx picks the editor's block for the fully qualified name too: Node must read it as the editor's.
    for (const host of ["edit.saltbush.example.", "Edit.Saltbush.Example.", "edit.saltbush.example.:8443"])
      expect(mode(host), host).toBe("github");
    expect(mode("edit.saltbush.example..")).toBeNull();
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

  it("lists the entries' names only to an editor signed in on the editor's host", async () => {
    const names = "/api/keystatic/entry-names";
    const signedIn = await keystaticSignInCookies(github.KEYSTATIC_SECRET);
    expect(await status(() => api.loader(args(`https://www.saltbush.example${names}`, signedIn)))).toBe(404);
    for (const cookie of [undefined, "keystatic-gh-access-token=ghu_x; keystatic-gh-refresh-token=ghr_x"])
      expect(
        await status(() => api.loader(args(`https://edit.saltbush.example${names}`, cookie))),
        cookie,
      ).toBe(401);
    const listed = (await api.loader(args(`https://edit.saltbush.example${names}`, signedIn))) as Response;
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const { entries } = (await listed.json()) as { entries: unknown[] };
    expect(entries.length).toBeGreaterThan(100);
  });

  it("shows the monthly e-mails' status and previews only to an editor signed in on the editor's host", async () => {
    const { allIssues } = await import("~/content/monthly-issues.server");
    const preview = `/api/keystatic/monthly-preview/${allIssues()[0]!.month}`;
    const signedIn = await keystaticSignInCookies(github.KEYSTATIC_SECRET);
    for (const path of [preview, "/api/keystatic/monthly-status"]) {
      expect(await status(() => api.loader(args(`https://www.saltbush.example${path}`, signedIn)))).toBe(404);
      for (const cookie of [undefined, "keystatic-gh-access-token=ghu_x; keystatic-gh-refresh-token=ghr_x"])
        expect(
          await status(() => api.loader(args(`https://edit.saltbush.example${path}`, cookie))),
          path,
        ).toBe(401);
    }
    const shown = (await api.loader(args(`https://edit.saltbush.example${preview}`, signedIn))) as Response;
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
  });

  it("shows the launch check only to a signed-in editor, and never a setting's value", async () => {
    const password = "pg-Passw0rd-7";
    Object.assign(process.env, {
      DATABASE_URL: `postgres://site:${password}@/saltbush?host=/run/postgresql`,
      SMTP_URL: `smtps://site:${password}@smtp.internal.example:465`,
    });
    const page = "https://edit.saltbush.example/keystatic";
    const signedOut = await admin.loader(args(page) as never);
    expect(signedOut.launch).toBeUndefined();
    const forged = "keystatic-gh-access-token=ghu_x; keystatic-gh-refresh-token=ghr_x";
    expect((await admin.loader(args(page, forged) as never)).launch).toBeUndefined();
    const signedIn = await admin.loader(
      args(page, await keystaticSignInCookies(github.KEYSTATIC_SECRET)) as never,
    );
    const words = JSON.stringify(signedIn.launch);
    expect(words).toMatch(/SMTP_URL/);
    expect(words).not.toMatch(new RegExp(`${password}|internal\\.example|/run/postgresql`));
  });

  it("reads the names once for every call until a content file changes", async () => {
    const { entryNames } = await import("~/keystatic/entries.server");
    const [first, second] = await Promise.all([entryNames(), entryNames()]);
    expect(second).toBe(first);
    expect(await entryNames()).toBe(first);
  });

  it("gives the editor's relaxed policy only to its own pages on its own host", async () => {
    const { isEditorPage } = await import("~/keystatic/editor.server");
    const context = new RouterContextProvider();
    const editorPage = (url: string) => isEditorPage(new Request(url), context);
    expect(editorPage("https://edit.saltbush.example/keystatic")).toBe(true);
    expect(editorPage("https://edit.saltbush.example./keystatic/collection/services")).toBe(true);
    expect(editorPage("https://www.saltbush.example/keystatic")).toBe(false);
    expect(editorPage("https://edit.saltbush.example/about")).toBe(false);
    expect(editorPage("https://edit.saltbush.example/keystatic-evil")).toBe(false);
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
