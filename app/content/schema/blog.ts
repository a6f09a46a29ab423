import { collection, fields } from "@keystatic/core";
import { postLimits } from "../limits";
import { postSources } from "./compliance";
import { calendarDate, items, noPlaceholder, required } from "./fields";
import type { NamedPage } from "../name-limits";
import { postTitle } from "./post-title";
import { altTextField, postBody } from "./post-body";

/**
 * Blog posts: Markdown files whose front matter holds these fields, and the post as the body.
 * `posts` are the blog's posts, whose titles and addresses a post must not repeat.
 */
export const blog = (posts: readonly NamedPage[] = []) =>
  collection({
    label: "Blog posts",
    path: "content/blog/*",
    slugField: "title",
    format: { contentField: "body" },
    entryLayout: "content",
    columns: ["title", "date"],
    previewUrl: "/api/keystatic/preview?file=content/blog/{slug}.md&branch={branch}",
    schema: {
      title: postTitle({ posts }),
      description: fields.text({
        label: "Description",
        description: `${postLimits.descriptionMin} to ${postLimits.descriptionMax} characters: the summary in lists, search results and the feed.`,
        multiline: true,
        validation: {
          length: { min: postLimits.descriptionMin, max: postLimits.descriptionMax },
          pattern: noPlaceholder,
        },
      }),
      date: calendarDate(
        fields.date({ label: "Published", validation: required, defaultValue: { kind: "today" } }),
      ),
      updated: calendarDate(
        fields.date({
          label: "Updated",
          description: "Only when the post was changed after publishing.",
        }),
      ),
      sources: postSources,
      tags: items("Tags", "At least one.", 1),
      keywords: items("Keywords", "At least one.", 1),
      body: postBody({
        label: "Post",
        description: `At least ${postLimits.bodyWords} words.`,
        extension: "md",
        options: {
          image: {
            directory: "public/images/blog",
            publicPath: "/images/blog/",
            schema: { alt: altTextField },
          },
        },
      }),
    },
  });
