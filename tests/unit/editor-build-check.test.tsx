import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentCheckFooter } from "~/keystatic/build-check-notice";

/**
 * The live editor (GitHub mode) cannot see the build of the branch staff save to, so it says
 * what checks a change and where a refusal shows, instead of the development server's list.
 */
describe("what the editor shows about the content check", () => {
  it("in GitHub mode, says the build checks the rules across pages and where a refusal shows", () => {
    const html = renderToString(<ContentCheckFooter storage="github" />);
    expect(html).toContain("How your changes are checked");
    expect(html).toMatch(/build/);
    expect(html).toMatch(/live site stays as it was/);
  });

  it("in local mode, lists the development server's problems instead (none before it answers)", () => {
    expect(renderToString(<ContentCheckFooter storage="local" />)).toBe("");
  });
});
