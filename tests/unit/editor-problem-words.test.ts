import { describe, expect, it } from "vitest";
import { editorProblem } from "../../app/keystatic/content-check.server";

/**
 * The content check's problems, as the development editor lists them: every entry by the name
 * staff gave it, or by the editor's label for a one-off entry (the menu is "Menu"), and every
 * field by the labels the editor shows, never a file's path or a field's key.
 */
describe("a content problem in the editor's words", () => {
  it("names the other entry and its field by their labels, not a file and a key", () => {
    const problem = editorProblem({
      file: "content/services/skip-bins.yaml",
      field: "overview.0",
      message: 'repeats a paragraph of content/services/wheelie-bins.yaml (field "overview.0")',
    });
    expect(problem.message).toBe("repeats a paragraph of “Wheelie bins”, Overview, item 1");
    expect(problem.fieldLabel).toBe("Overview, item 1");
    expect(problem.href).toBe("/keystatic/collection/services/item/skip-bins");
  });

  it("calls the menu's file the Menu", () => {
    const problem = editorProblem({
      file: "content/navigation.yaml",
      message: "content/navigation.yaml is odd",
    });
    expect(problem.entry).toBe("Menu");
    expect(problem.message).toBe("“Menu” is odd");
    expect(problem.href).toBe("/keystatic/singleton/navigation");
  });
});
