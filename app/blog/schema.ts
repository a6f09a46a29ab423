import { z } from "zod";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "must be a real calendar date");

const wordList = z.array(z.string().trim().min(2)).min(1, "must list at least one entry");

/** The front matter every post must carry; a post that breaks it fails the build. */
export const frontMatterSchema = z
  .object({
    title: z.string().trim().min(10).max(70),
    description: z.string().trim().min(70).max(160),
    date: isoDate,
    updated: isoDate.optional(),
    tags: wordList,
    keywords: wordList,
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;
