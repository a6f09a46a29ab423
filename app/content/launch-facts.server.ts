import { contentRoot } from "./files.server";
import type { Fiction } from "./launch-facts";
import { folderLaunchFictions } from "./launch-folder.server";

/**
 * The launch check on the content folder this server runs and the settings it runs with, for the
 * editor's dashboard: the same list `npm run launch-check` prints (scripts/launch-check.ts), read
 * from the files as they stand, so a save in the development editor shows on the next answer.
 */
export const siteLaunchFictions = (): Fiction[] => folderLaunchFictions(contentRoot, process.env);
