/** What is read of Keystatic's fields: their labels, and what each holds. */
export interface Field {
  kind: string;
  label?: string;
  fields?: Record<string, Field>;
  element?: Field;
  discriminant?: Field;
  values?: Record<string, Field>;
}

/** A field's path, such as faqs.1.answer, in the editor's words: its labels, and items counted from one. */
export function fieldLabel(fields: Record<string, Field>, path: string): string {
  const words: string[] = [];
  let here: Field | undefined = { kind: "object", fields };
  for (const step of path.split(".")) {
    // A list's item, or one of the words a field holds as a list (a finder item's other names).
    if ((here?.kind === "array" || here?.kind === "form") && /^\d+$/.test(step)) {
      words.push(`item ${Number(step) + 1}`);
      here = here.kind === "array" ? here.element : undefined;
    } else if (here?.kind === "conditional") {
      // A template's choice, or the fields of whichever template the page has.
      const choices: Field[] = Object.values(here.values ?? {});
      here =
        step === "discriminant"
          ? here.discriminant
          : { kind: "object", fields: Object.assign({}, ...choices.map((choice) => choice.fields ?? {})) };
      if (step === "discriminant") words.push(here?.label ?? step);
    } else {
      here = here?.kind === "object" ? here.fields?.[step] : undefined;
      // A page's template holds its fields without a label of its own: its choice and fields say it.
      if (here?.kind !== "conditional" || here.label) words.push(here?.label ?? step);
    }
  }
  return words.join(", ");
}
