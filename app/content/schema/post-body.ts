import { fields } from "@keystatic/core";
import { createElement, Fragment } from "react";
import { claimsIn } from "../claims";
import { countWords, postLimits, postTooShort } from "../limits";
import { whyPostNeedsSources } from "../post-source-limits";
import { entryValue, sayingValue } from "./entry-values";

type PostBodyField = ReturnType<typeof fields.mdx>;

/** The post as the editor holds it: a ProseMirror document, read as text with a space between blocks. */
interface EditorDocument {
  doc: {
    content: { size: number };
    textBetween(from: number, to: number, block: string, leaf: string): string;
    descendants(visit: (node: EditorNode) => boolean | void): void;
  };
}
interface EditorNode {
  type: { name: string };
  attrs: Record<string, unknown>;
}

const textOf = (value: unknown) => {
  const { doc } = value as EditorDocument;
  return doc.textBetween(0, doc.content.size, " ", " ");
};
const wordsIn = (value: unknown) => countWords(textOf(value));

/**
 * The body of the post open in the editor, as its field says it (entry-values.tsx). A post whose
 * words give a dated rule or a rule of law needs a source, and the Sources list is a field of its
 * own that cannot see the body: its length rule reads the body from there, so the save is refused
 * at once with the reason (the build asks the same of the file: app/blog/catalogue.server.ts).
 */
const openBodyKey = "blog.body";

/** The Sources list's length rule for a post: Keystatic reads `min` when staff press Save. */
export const postSourcesLength = {
  get min() {
    return this.why ? 1 : 0;
  },
  /** Why a source is needed, for the save's summary; undefined when the post needs none. */
  get why() {
    const body = entryValue(openBodyKey);
    return body === undefined ? undefined : whyPostNeedsSources(textOf(body));
  },
};

/** The file names of the pictures in the post that have no description (alt text). */
export function picturesWithoutAlt(value: unknown): string[] {
  const missing: string[] = [];
  (value as EditorDocument).doc.descendants((node) => {
    if (node.type.name === "image" && !String(node.attrs.alt ?? "").trim())
      missing.push(String(node.attrs.filename ?? node.attrs.src ?? "a picture"));
  });
  return missing;
}

/** What the editor says of pictures without a description: which, and how to give one. */
export const altTextPrompt = (files: string[]) =>
  `${files.length === 1 ? `The picture ${files[0]} has` : `The pictures ${files.join(", ")} have`} no description: click the picture, choose to edit it, and write under Alt text what it shows, in a sentence, for people who cannot see it`;

/** The description every picture of a post asks for, in the picture's own dialog. */
export const altTextField = fields.text({
  label: "Alt text",
  description: "What the picture shows, in a sentence, for people who cannot see it. Required.",
  validation: { isRequired: true },
});

/**
 * A blog post's body: Keystatic's Markdown field, which refuses a save with fewer words than a
 * post needs, and says so above the editor with the count. The build counts the Markdown it
 * publishes (app/blog/catalogue.server.ts), which never has fewer words than the editor's text.
 */
export function postBody(options: Parameters<typeof fields.mdx>[0]): PostBodyField {
  const field = fields.mdx(options);
  const validate: PostBodyField["validate"] = (value) => {
    const words = wordsIn(value);
    if (words < postLimits.bodyWords) throw new Error(postTooShort(words));
    // The same claims rule as every other field of words, and as the build's (app/blog/catalogue.server.ts).
    const claim = claimsIn(textOf(value))[0];
    if (claim) throw new Error(claim.message);
    const missing = picturesWithoutAlt(value);
    if (missing.length) throw new Error(altTextPrompt(missing));
    return field.validate(value);
  };
  const Input: PostBodyField["Input"] = (props) => {
    // Counted only once a save was refused, not at every keystroke.
    const words = props.forceValidation ? wordsIn(props.value) : postLimits.bodyWords;
    const tooShort = words < postLimits.bodyWords;
    const claim = props.forceValidation ? claimsIn(textOf(props.value))[0]?.message : undefined;
    // Asked for as soon as a picture is added: the editor itself adds one without a description.
    const missing = picturesWithoutAlt(props.value);
    const message = tooShort
      ? postTooShort(words)
      : (claim ?? (missing.length ? altTextPrompt(missing) : undefined));
    // Above the editor: in the entry's main pane the editor fills the height, and a message under
    // it would be out of sight when the save is refused.
    return createElement(
      Fragment,
      null,
      message
        ? createElement(
            "p",
            {
              role: "alert",
              style: { color: "#b3261e", fontWeight: 700, margin: 0, padding: "0.75rem 2rem" },
            },
            message,
          )
        : null,
      createElement(field.Input, props),
    );
  };
  return sayingValue(openBodyKey, { ...field, validate, Input });
}
