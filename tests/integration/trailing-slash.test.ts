import { describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "../../server/static-pages";
import { serveMiddleware } from "./support/middleware-server";

const locationFor = serveMiddleware(withoutTrailingSlash);

describe("the redirect that drops a trailing slash", () => {
  it("keeps the query and goes to the same site", async () => {
    expect(await locationFor("/about/?utm_source=news")).toEqual({
      status: 301,
      location: "/about?utm_source=news",
    });
  });

  it.each([
    "/\\evil.example/",
    "//evil.example/",
    "/\\/evil.example/",
    "/\\\\evil.example/",
    "/%5Cevil.example/",
  ])("never sends %s to another host", async (path) => {
    const { status, location } = await locationFor(path);
    expect(status).toBe(301);
    // URL parsers read "//host" and "/\host" alike as another host.
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location!, "https://www.saltbush.example").host).toBe("www.saltbush.example");
  });
});
