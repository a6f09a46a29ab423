import { rowField } from "../quote-fields";
import type { Question } from "~/content/request-kinds";

/** A bin question's fields: each row's stream and size, and how many when the question asks. */
export function binFields(question: Extract<Question, { type: "bin" }>, rows: number): string[] {
  const parts = question.count ? (["stream", "size", "count"] as const) : (["stream", "size"] as const);
  return Array.from({ length: question.count ? rows : 1 }, (_, index) =>
    parts.map((part) => rowField(index, part)),
  ).flat();
}
