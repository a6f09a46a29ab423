import { fields } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import { useState } from "react";
import { pageLimits, placeholderMessage, sitePathPattern, writtenText } from "../limits";
import {
  addressTaken,
  nameKey,
  nameTaken,
  pageNamed,
  undrawableIn,
  undrawableMessage,
} from "../name-limits";
import { noPlaceholder } from "./fields";
import type { PageRef } from "./page-picker";
import { type LinksTo, namesInBrief } from "./linked-from";
import { movingNote } from "./locked";
import { slugReader, slugValidate } from "./slug-validate";
import { messageOf } from "./problems";

/** Whether the code runs in the editor's screens (either storage), rather than the build or the site. */
export const inEditorScreens = () =>
  typeof window !== "undefined" && /^\/keystatic(?:\/|$)/.test(window.location.pathname);

/**
 * A page's name and address, one page per name and per address. The editor's own slug field
 * quietly makes "wheelie-bins-1" for a second "Wheelie bins", and its "Duplicate entry" copies the
 * address; here both are refused under the field as staff type, in view, with the page that has
 * them. The file name follows the name while the page is made, and stays after (renaming a file
 * is the web team's: its address stays, so its links do too).
 *
 * Whether the entry is being made is the editor's address for it: its create screen
 * (…/collection/<folder>/create, "Duplicate entry" included). Keystatic gives a field no other
 * sign of it (docs/decisions/0015-published-addresses-kept.md); outside a browser (the build) no
 * entry is being made, and an entry's own file is known from its file name.
 */
export const creatingInEditor = () =>
  typeof window !== "undefined" && /\/create\/?$/.test(window.location.pathname);

/**
 * The file name of the entry open in the editor, as it is stored: the last part of the editor's
 * address for it (…/item/<file name>), read the same way, for an entry whose file name follows
 * its name and so may differ from the stored one while staff type. Undefined while an entry is
 * made, and outside a browser.
 */
export function storedFileNameInEditor(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const match = /\/item\/([^/]+)\/?$/.exec(window.location.pathname);
  try {
    return match ? decodeURIComponent(match[1]!) : undefined;
  } catch {
    // An address typed by hand that is no file name names no entry.
    return undefined;
  }
}

type Slug = ReturnType<typeof fields.slug>;

/** A file name as shown under the name: a name far too long makes one that would fill the screen. */
const shortened = (slug: string) => (slug.length > 80 ? `${slug.slice(0, 80)}…` : slug);
interface Named {
  name: string;
  slug: string;
}

export function pageName({
  folder,
  pages,
  creating = creatingInEditor,
}: {
  folder: string;
  /** The site's pages, whose names this one must not repeat. */
  pages: readonly PageRef[];
  creating?: () => boolean;
}): Slug {
  const label = "Page name";
  const max = pageLimits.nameMax;
  const base = fields.slug({
    name: { label, validation: { length: { min: 1 }, pattern: noPlaceholder } },
    slug: { label: "File name" },
  });
  let taken = new Set<string>();
  const problem = (value: Named, slugs: Set<string>): string | undefined => {
    const name = value.name.trim();
    if (!name) return `${label} must not be empty`;
    if (value.name.length > max) return `${label} is ${value.name.length} characters: up to ${max}`;
    const undrawable = undrawableIn(value.name);
    if (undrawable.length) return undrawableMessage(label, undrawable);
    if (value.name !== name) return `${label} must not start or end with spaces`;
    const making = creating();
    const other = pageNamed(pages, name, making ? undefined : `content/${folder}/${value.slug}.yaml`);
    if (other) return nameTaken(name, other);
    if (slugs.has(value.slug))
      return `${value.slug}.yaml is another page's file: give this page its own name`;
    if (making && value.slug !== nameKey(name))
      return `${label} makes the file name ${nameKey(name)}; type the name again`;
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
      const [blurred, setBlurred] = useState(false);
      // Too long or undrawable is said at once, as staff type; the rest once they leave the box.
      const error =
        forceValidation || blurred || value.name.length > max || undrawableIn(value.name).length
          ? problem(value, taken)
          : undefined;
      return (
        <VStack gap="regular">
          <TextField
            label={label}
            description={`The heading at the top of the page, in menus' trails and cards. ${value.name.length} of ${max} characters.`}
            // The editor asks for focus on a new entry's first field, as its own fields do.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            value={value.name}
            onChange={(name) => onChange({ name, slug: making ? nameKey(name) : value.slug })}
            onBlur={() => setBlurred(true)}
            errorMessage={error}
            isRequired
          />
          <Text size="small" color="neutralSecondary">
            {making
              ? `File name: ${shortened(value.slug) || "(made from the name)"}.yaml`
              : `File name: ${value.slug}.yaml. ${movingNote}`}
          </Text>
        </VStack>
      );
    },
    validate,
    reader: slugReader(base, validate),
  };
}

type TextFieldSchema = ReturnType<typeof fields.text>;

/**
 * A fixed page's name (the home page, About us …), one page per name as for every other page: a
 * name another page has is refused under the field as staff type it, naming that page, and at
 * Save. The page's own file is its entry's, so its stored name never counts against it.
 */
export function fixedPageName({ file, pages }: { file: string; pages: readonly PageRef[] }): TextFieldSchema {
  const label = "Page name";
  const max = pageLimits.nameMax;
  const base = fields.text({
    label,
    validation: { length: { min: 1, max }, pattern: { regex: writtenText, message: placeholderMessage } },
  });
  const problem = (value: string) => {
    const undrawable = undrawableIn(value);
    if (undrawable.length) return undrawableMessage(label, undrawable);
    try {
      base.validate(value, undefined);
    } catch (error) {
      return messageOf(error);
    }
    const other = pageNamed(pages, value, file);
    return other ? nameTaken(value, other) : undefined;
  };
  return {
    ...base,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [blurred, setBlurred] = useState(false);
      // Another page's name, or a character the card cannot draw, is said at once; the rest once
      // staff leave the box.
      const now = undrawableIn(value).length > 0 || pageNamed(pages, value, file) !== undefined;
      return (
        <TextField
          label={label}
          description={`The heading at the top of the page, in menus' trails and cards. Up to ${max} characters.`}
          // The editor asks for focus on an entry's first field, as its own fields do.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          value={value}
          onChange={onChange}
          onBlur={() => setBlurred(true)}
          errorMessage={forceValidation || blurred || now ? problem(value) : undefined}
          isRequired
        />
      );
    },
    validate: (value: string, args) => {
      const wrong = problem(value);
      if (wrong) throw new Error(wrong);
      return base.validate(value, args);
    },
    reader: {
      ...base.reader,
      parse: (stored) => {
        const value = base.reader.parse(stored);
        const wrong = problem(value);
        if (wrong) throw new Error(wrong);
        return value;
      },
    },
  };
}

/** A page's address: typed when the page is made, refused there if another page has it, fixed after. */
export function pageAddress({
  pages,
  creating = creatingInEditor,
  linksTo = () => [],
}: {
  pages: readonly PageRef[];
  creating?: () => boolean;
  /** The entries that link to an address, where the editor has them (linked-from.ts). */
  linksTo?: LinksTo;
}): TextFieldSchema {
  const label = "Address";
  const base = fields.text({
    label,
    validation: {
      isRequired: true,
      pattern: {
        regex: sitePathPattern,
        message: "Start with / and use lower-case words joined by hyphens, such as /services/wheelie-bins",
      },
    },
  });
  const problem = (value: string) => {
    try {
      base.validate(value, undefined);
    } catch (error) {
      return messageOf(error);
    }
    // An existing page's address is its own; the build checks every address once across pages.
    const other = creating() ? pages.find((page) => page.path === value) : undefined;
    return other ? addressTaken(value, { ...other, file: other.file }) : undefined;
  };
  return {
    ...base,
    Input({ value, onChange, forceValidation }) {
      const [making] = useState(() => creating() || value === "");
      const [blurred, setBlurred] = useState(false);
      if (!making) {
        // Named before a delete: the live editor removes a page past every check of its links.
        const linked = linksTo(value);
        const description = linked.length
          ? `${movingNote} Linked from ${namesInBrief(linked)}: change those links before you delete this page.`
          : movingNote;
        return <TextField label={label} value={value} isReadOnly description={description} />;
      }
      const taken = pages.some((page) => page.path === value);
      return (
        <TextField
          label={label}
          description="Where the page lives on the site, such as /services/wheelie-bins. Each page has its own."
          value={value}
          onChange={onChange}
          onBlur={() => setBlurred(true)}
          errorMessage={forceValidation || blurred || taken ? problem(value) : undefined}
          isRequired
        />
      );
    },
    validate: (value: string, args) => {
      const wrong = problem(value);
      if (wrong) throw new Error(wrong);
      return base.validate(value, args);
    },
  };
}
