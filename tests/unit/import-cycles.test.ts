import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The site's modules import one way (docs/decisions/0019): no module reaches itself through its
 * imports, type-only imports included, so each layer can be read, tested and moved alone. The
 * walk reads the import lines the TypeScript compiler finds, and follows those that point into
 * the repository (relative or `~/`), as Vite resolves them.
 */
const root = resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The repository file an import names, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  // A query such as ?raw or ?url names a file that is not a module of the graph.
  if (base.includes("?")) return undefined;
  return extensions
    .map((extension) => base + extension)
    .find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each module's imports within the repository. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every circle of imports, each as the modules in order with the first again at the end. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const at = stack.indexOf(file);
    if (at >= 0) return void found.push([...stack.slice(at), file]);
    if (done.has(file)) return;
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

const name = (file: string) => relative(root, file);

describe("imports go one way", () => {
  it("finds a circle, type-only imports included, and none in a line", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c", "a"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
    const file = join(root, "app/content/load.ts");
    expect(importGraph([file]).get(file)).toContain(join(root, "app/content/types.ts"));
  });

  it("has no circle among the site's modules and the editor's configuration", () => {
    const files = [...sourceFiles(join(root, "app")), join(root, "keystatic.config.ts")];
    expect(cycles(importGraph(files)).map((circle) => circle.map(name).join(" → "))).toEqual([]);
  });
});
