import { fields } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { useState } from "react";
import { postAddress } from "../address-limits";
import { postLimits } from "../limits";
import {
  type NamedPage,
  nameKey,
  pageNamed,
  postAddressTaken,
  postTitleTaken,
  undrawableIn,
  undrawableMessage,
} from "../name-limits";
import { parseYaml, splitFrontMatter } from "../yaml";
import { noPlaceholder } from "./fields";
import { creatingInEditor } from "./page-name";
import { movingNote } from "./locked";
import { slugReader, slugValidate } from "./slug-validate";
import { messageOf } from "./problems";

/** Every post's file, title and address, from the text of the post files; a file that cannot be read is left out. */
export function postsIn(files: { file: string; text: string }[]): NamedPage[] {
  return files.flatMap(({ file, text }) => {
    const path = postAddress(file);
    if (!path) return [];
    let data: unknown;
    try {
      data = parseYaml(splitFrontMatter(text)?.yaml ?? "");
    } catch {
      return [];
    }
    const title = (data as { title?: unknown } | null)?.title;
    return typeof title === "string" && title.trim() ? [{ file, name: title, path }] : [];
  });
}

const addressPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const addressMessage =
  "Address: use lower-case words and numbers joined by hyphens, such as skip-bins-for-renovations";

interface Titled {
  name: string;
  slug: string;
}

type Slug = ReturnType<typeof fields.slug>;

/**
 * A post's title and address, one post per title and per address. The editor's own slug field
 * quietly makes "skip-bins-1" for a second "Skip bins" and accepts a title another post has;
 * here both are refused under the field as staff type, in view, naming the post that has them,
 * and at Save. The address follows the title while the post is made, until staff type one of
 * their own, and is fixed after: the post is published there, and moving it needs a moved page.
 *
 * The other posts are those in the repository when the editor's code was built (as for the
 * pages, page-name.tsx), and at Save also every address Keystatic hands the field; the post's own
 * file is known from its address, fixed once it exists.
 */
export function postTitle({
  posts,
  creating = creatingInEditor,
}: {
  /** The blog's posts, whose titles and addresses this one must not repeat. */
  posts: readonly NamedPage[];
  creating?: () => boolean;
}): Slug {
  const label = "Title";
  const base = fields.slug({
    name: {
      label,
      validation: { length: { min: postLimits.titleMin, max: postLimits.titleMax }, pattern: noPlaceholder },
    },
    slug: {
      label: "Address",
      validation: {
        pattern: { regex: addressPattern, message: addressMessage },
      },
    },
  });
  const title = fields.text({
    label,
    validation: { length: { min: postLimits.titleMin, max: postLimits.titleMax }, pattern: noPlaceholder },
  });
  let taken = new Set<string>();
  const othersThan = (value: Titled, making: boolean) =>
    making ? posts : posts.filter((post) => post.file !== `content/blog/${value.slug}.md`);

  const titleProblem = (value: Titled, making: boolean) => {
    const undrawable = undrawableIn(value.name);
    if (undrawable.length) return undrawableMessage(label, undrawable);
    try {
      title.validate(value.name, undefined);
    } catch (error) {
      return messageOf(error);
    }
    const other = pageNamed(othersThan(value, making), value.name);
    return other ? postTitleTaken(value.name, other) : undefined;
  };
  const addressProblem = (value: Titled, slugs: Set<string>, making: boolean) => {
    if (!addressPattern.test(value.slug)) return addressMessage;
    const path = `/post/${value.slug}`;
    // A post's own address is its own: only one being made can take another's.
    const other = making ? posts.find((post) => post.path === path) : undefined;
    return other || (making && slugs.has(value.slug)) ? postAddressTaken(path, other) : undefined;
  };
  const problem = (value: Titled, slugs: Set<string>) => {
    const making = creating();
    const wrong = titleProblem(value, making) ?? addressProblem(value, slugs, making);
    if (wrong) return wrong;
    try {
      base.validate(value, { slugField: { slugs, glob: "*" } });
    } catch (error) {
      return messageOf(error);
    }
    return undefined;
  };
  const validate = slugValidate(problem, (slugs) => (taken = slugs));
  return {
    ...base,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [making] = useState(creating);
      // While the post is made its address follows the title, until staff type one of their own.
      const [follows, setFollows] = useState(true);
      const [blurred, setBlurred] = useState({ title: false, address: false });
      const titleWrong = titleProblem(value, making);
      const addressWrong = addressProblem(value, taken, making);
      // A title or address another post has, or a character the card cannot draw, is said at
      // once; the rest once staff leave the box.
      const titleNow =
        undrawableIn(value.name).length > 0 || pageNamed(othersThan(value, making), value.name) !== undefined;
      const addressNow =
        making && (taken.has(value.slug) || posts.some((post) => post.path === `/post/${value.slug}`));
      return (
        <VStack gap="regular">
          <TextField
            label={label}
            description={`The post's heading, in the blog's lists and the feed: ${postLimits.titleMin} to ${postLimits.titleMax} characters, ${value.name.length} now. One post per title.`}
            // The editor asks for focus on a new entry's first field, as its own fields do.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            value={value.name}
            onChange={(name) => onChange({ name, slug: making && follows ? nameKey(name) : value.slug })}
            onBlur={() => setBlurred((was) => ({ ...was, title: true }))}
            errorMessage={forceValidation || blurred.title || titleNow ? titleWrong : undefined}
            isRequired
          />
          <TextField
            label="Address"
            description={
              making
                ? `The post's address: /post/${value.slug || "<this>"}. Made from the title; you can shorten it.`
                : `The post's address: /post/${value.slug}. ${movingNote}`
            }
            value={value.slug}
            isReadOnly={!making}
            onChange={(slug) => {
              setFollows(false);
              onChange({ name: value.name, slug });
            }}
            onBlur={() => setBlurred((was) => ({ ...was, address: true }))}
            errorMessage={forceValidation || blurred.address || addressNow ? addressWrong : undefined}
            isRequired
          />
        </VStack>
      );
    },
    validate,
    reader: slugReader(base, validate),
  };
}
