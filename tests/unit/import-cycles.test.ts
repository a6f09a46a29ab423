import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The site's modules import one way (docs/decisions/0019): no module reaches itself through its
 * imports, type-only imports included, so each layer can be read, tested and moved alone. The
 * walk reads the import lines the TypeScript compiler finds, and follows those that point into
 * the repository (relative or `~/`), as Vite resolves them. The top-level folders of app/ import
 * one way too, in the order the decision lists.
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

/** The top-level folder of app/ a module is in, or undefined for app/'s own files and any outside. */
function folderOf(file: string): string | undefined {
  const [folder, ...rest] = relative(join(root, "app"), file).split("/");
  return folder !== ".." && rest.length ? folder : undefined;
}

/**
 * Every circle among app/'s top-level folders, each folder's step named by one module that takes
 * it: `content → forms → content (app/content/a.ts imports app/forms/b.ts; app/forms/c.ts imports
 * app/content/d.ts)`.
 */
function folderCycles(graph: Map<string, string[]>): string[] {
  const example = new Map<string, string>();
  const folders = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      if (!example.has(`${from} ${to}`))
        example.set(`${from} ${to}`, `${name(file)} imports ${name(target)}`);
      folders.set(from, [...new Set([...(folders.get(from) ?? []), to])]);
    }
  }
  return cycles(folders).map((circle) => {
    const steps = circle.slice(1).map((to, at) => example.get(`${circle[at]} ${to}`));
    return `${circle.join(" → ")} (${steps.join("; ")})`;
  });
}

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

  it("names the folders of a circle and one import each way", () => {
    const at = (path: string) => join(root, "app", path);
    const graph = new Map([
      [at("content/a.ts"), [at("content/b.ts"), at("forms/c.ts")]],
      [at("content/b.ts"), []],
      [at("forms/c.ts"), [at("lib/d.ts")]],
      [at("lib/d.ts"), [at("content/b.ts")]],
      [at("root.tsx"), [at("content/a.ts")]],
    ]);
    expect(folderCycles(graph)).toEqual([
      "content → forms → lib → content (app/content/a.ts imports app/forms/c.ts; app/forms/c.ts imports app/lib/d.ts; app/lib/d.ts imports app/content/b.ts)",
    ]);
    graph.set(at("lib/d.ts"), []);
    expect(folderCycles(graph)).toEqual([]);
  });

  it("has no circle among the site's modules and the editor's configuration", () => {
    const files = [...sourceFiles(join(root, "app")), join(root, "keystatic.config.ts")];
    expect(cycles(importGraph(files)).map((circle) => circle.map(name).join(" → "))).toEqual([]);
  });

  it("has no two folders of app/ importing each other, directly or round a longer circle", () => {
    expect(folderCycles(importGraph(sourceFiles(join(root, "app"))))).toEqual([]);
  });
});
