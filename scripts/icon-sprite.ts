/**
 * npm run icons: writes the site's icon sprite (app/components/Icon/icons.svg) from the icons the
 * editor offers (app/content/schema/icon.ts), drawn by Lucide (each icon lucide-react publishes,
 * drawn to markup). Run it after changing that list or upgrading lucide-react; a unit test fails while
 * the sprite and the list disagree.
 */
import { writeFileSync } from "node:fs";
import { iconSprite, spriteFile } from "../app/components/Icon/icon-shapes.server";

writeFileSync(spriteFile, await iconSprite());
console.log(`Wrote ${spriteFile}`);
