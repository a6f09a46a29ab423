import { describe, expect, it } from "vitest";
import { updatePath } from "~/content/monthly-limits";
import { previewRedirect } from "~/keystatic/preview.server";
import { allIssues } from "~/content/monthly-issues.server";
import { MONTHLY_PREVIEW_PATH, monthlyPreviewPage, previewWidths } from "~/monthly/preview.server";
import { site } from "~/site/site";
import { absoluteUrl } from "~/site/site-url";

/**
 * The editor's preview of a monthly e-mail: its Preview button opens the message as it will
 * arrive, at a phone's and a desktop's width, with its text part and a link to its page on the
 * site. The build's own e-mail, chosen as the newest.
 */
const [issue] = allIssues();
const unescaped = (html: string) =>
  html.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name]!,
  );

describe("the monthly e-mail's preview", () => {
  it("is where the entry's Preview button goes, in both of the editor's modes", () => {
    const button = new URL(
      `https://edit.example/api/keystatic/preview?file=content/monthly/${issue!.month}.yaml&branch=content/x`,
    );
    for (const storage of ["local", "github"] as const)
      expect(previewRedirect(button, storage).headers.get("Location")).toBe(
        `${MONTHLY_PREVIEW_PATH}/${issue!.month}`,
      );
    // A file that is no month's goes the way of any other file.
    const other = new URL("https://edit.example/api/keystatic/preview?file=content/monthly/latest.yaml");
    expect(previewRedirect(other, "local").status).toBe(404);
  });

  it("shows the message as it arrives at each width, its text part and its page", async () => {
    const answer = await monthlyPreviewPage(issue!.month, "local");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
    const html = await answer.text();
    const frames = [...html.matchAll(/<iframe [^>]*width="(\d+)"[^>]*sandbox=""[^>]*srcdoc="([^"]*)"/g)];
    expect(frames.map((frame) => Number(frame[1]))).toEqual(previewWidths.map((each) => each.width));
    for (const [, , srcdoc] of frames) {
      const message = unescaped(srcdoc!);
      expect(message).toMatch(/^<!DOCTYPE html/i);
      expect(message).toContain(site.legalName);
      expect(message).toContain(absoluteUrl("/subscription"));
    }
    expect(html).toContain(`href="${updatePath(issue!.month)}"`);
    expect(
      (await monthlyPreviewPage(issue!.month, "github")).headers.get("Content-Security-Policy"),
    ).toBeTruthy();
    expect(await (await monthlyPreviewPage(issue!.month, "github")).text()).toContain(
      `href="${absoluteUrl(updatePath(issue!.month))}"`,
    );
  });

  it("answers a month with no e-mail with a 404 that repeats nothing unescaped", async () => {
    const answer = await monthlyPreviewPage("<script>1</script>", "local");
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain("<script>");
  });
});
