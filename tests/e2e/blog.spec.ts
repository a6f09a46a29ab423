import { expect, test } from "@playwright/test";
import { allPosts } from "../../app/blog/catalogue.server";
import { wordPageContent } from "../../app/content/index.server";
import { openHydrated, scrollTo } from "./site";

/** A post that links to another page of the site, and the first such link, as the posts read today. */
const linkingPost = allPosts().flatMap((post) => {
  const link = /<a href="(\/[^"#?]*)" data-site-link/.exec(post.html);
  return link ? [{ path: `/post/${post.slug}`, to: link[1]! }] : [];
})[0]!;

test("a reader walks from the first list page to the second, opens a post and comes back", async ({
  page,
}) => {
  await openHydrated(page, "/blog/1");
  await expect(page.locator("h1")).toHaveText(wordPageContent("blogList").name);
  const pagination = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(9);
  await expect(cards.first().locator("time")).toBeVisible();
  await expect(cards.first()).toContainText("min read");

  const older = pagination.getByRole("link", { name: /Older/ });
  await scrollTo(older);
  await older.click();
  await expect(page).toHaveURL(/\/blog\/2$/);
  await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const firstOnPage2 = cards.first().getByRole("link");
  const title = (await firstOnPage2.textContent())!;
  await firstOnPage2.click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.locator("h1")).toHaveText(title);
  await expect(page.getByRole("list", { name: "Tags" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Request a quote" })).toHaveAttribute(
    "href",
    "/get-a-quote",
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/2$/);
  await pagination.getByRole("link", { name: /Newer/ }).click();
  await expect(page).toHaveURL(/\/blog\/1$/);
});

test("the blog pages link to the feed, and the home page shows the latest three posts", async ({
  page,
  request,
}) => {
  await openHydrated(page, "/blog/1");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/feed.xml",
  );
  const feed = await request.get("/blog/feed.xml");
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("<rss");
  const newest = await page.locator("main article h2 a").first().textContent();
  await openHydrated(page, "/");
  const latest = page.locator("section[aria-labelledby='latest-posts'] article");
  await expect(latest).toHaveCount(3);
  await expect(latest.first()).toContainText(newest!);
});

test("a link in a post to another page of the site opens it without reloading", async ({ page }) => {
  expect(linkingPost, "a post that links to a page of the site").toBeDefined();
  await openHydrated(page, linkingPost.path);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const documents: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));
  await page.locator(`main a[href="${linkingPost.to}"]`).first().click();
  await expect(page).toHaveURL(linkingPost.to);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(documents).toEqual([]);
});
