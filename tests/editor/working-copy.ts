import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyProject } from "../integration/support/project-copy";

/**
 * The editor's browser tests run the development server in a copy of the working tree, so what
 * the editor saves changes the copy's content/, never the repository's. Run as a command
 * (`tsx tests/editor/working-copy.ts`), it makes that copy afresh.
 */
export const editorPort = Number(process.env.EDITOR_PORT ?? 4175);
export const editorTree = join(tmpdir(), `saltbush-editor-${editorPort}`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rmSync(editorTree, { recursive: true, force: true });
  copyProject(editorTree);
}
