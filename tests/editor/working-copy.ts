import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The editor's browser tests run the development server in a copy of the working tree, so what
 * the editor saves changes the copy's content/, never the repository's.
 */
export const editorPort = Number(process.env.EDITOR_PORT ?? 4175);
export const editorTree = join(tmpdir(), `saltbush-editor-${editorPort}`);
