/**
 * npm run icons: writes the site's icon sprite (app/components/Icon/icons.svg) from the icons the
 * editor offers (app/keystatic/schema/icon.ts), drawn by Lucide (the lucide-react package's own
 * shapes). Run it after changing that list or upgrading lucide-react; a unit test fails while
 * the sprite and the list disagree.
 */
import { writeFileSync } from "node:fs";
import { iconSprite, spriteFile } from "./icon-shapes";

writeFileSync(spriteFile, await iconSprite());
console.log(`Wrote ${spriteFile}`);
