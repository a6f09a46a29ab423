// Which Node.js lines the site runs on, read from package.json's `engines` (one place: npm's own
// engine check reads it too). Plain JavaScript with no imports, so an unsupported Node can run it
// before anything else loads, even one too old for the rest of the code.

/**
 * The caret ranges of an `engines.node` such as "^22.22.2 || ^24.15.0", each as its lowest
 * version; any other range syntax is refused rather than guessed at.
 * @param {string} range
 * @returns {number[][]}
 */
export function caretRanges(range) {
  return range.split("||").map((part) => {
    const match = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(part);
    if (!match) throw new Error(`engines.node "${range}": write each alternative as ^MAJOR.MINOR.PATCH`);
    return match.slice(1).map(Number);
  });
}

/** @param {number[]} version @param {number[]} lowest */
function withinCaret(version, lowest) {
  if (version[0] !== lowest[0]) return false;
  for (let i = 1; i < 3; i++) if (version[i] !== lowest[i]) return (version[i] ?? 0) > (lowest[i] ?? 0);
  return true;
}

/**
 * Null when `running` (such as "24.22.3") is within `range`; otherwise the one sentence that says
 * which Node is running, which are supported and how to switch.
 * @param {string} running
 * @param {string} range
 * @returns {string | null}
 */
export function nodeVersionProblem(running, range) {
  const lines = caretRanges(range);
  const version = running.replace(/^v/, "").split(".").map(Number);
  if (lines.some((lowest) => withinCaret(version, lowest))) return null;
  const supported = lines.map(
    ([major, minor, patch]) => `${major}.${minor}.${patch} or later on the ${major} line`,
  );
  const newest = Math.max(...lines.map(([major]) => major));
  return (
    `This is Node.js ${version.join(".")}, and the Saltbush website runs on Node.js ${supported.join(" or ")}: ` +
    `switch with \`nvm use\` or \`fnm use\` (both read .nvmrc), or install Node.js ${newest} from your ` +
    `distribution's packages or nodejs.org, then run the command again.`
  );
}
