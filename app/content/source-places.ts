import { wrongPlace } from "./source-place-limits";
import type { Parsed, Statement } from "./types";

/** The statements of a topic, city or hub page, with the field that holds them. */
function statementFields(entry: Parsed): [Statement[], string] | undefined {
  if (entry.kind === "topic") return [entry.data.compliance, "compliance"];
  if (entry.kind === "city") return [entry.data.regulation.statements, "regulation.statements"];
  if (entry.kind === "hub") return [entry.data.guidance.statements, "guidance.statements"];
  return undefined;
}

/**
 * Every statement of every topic, city and hub page whose sources come from the wrong place, as the
 * build reports it: against the statement as a whole, since its words and its sources together
 * break the rule (the editor shows it with the build's other problems).
 */
export function sourcesFromTheWrongPlace(parsed: Parsed[]): string[] {
  return parsed.flatMap((entry) => {
    const [statements, field] = statementFields(entry) ?? [[], ""];
    return statements.flatMap((statement, i) =>
      wrongPlace(statement, entry.kind === "city" ? entry.data.name : "").map(
        (why) => `${entry.file}: field "${field}.${i}": the statement ${why}`,
      ),
    );
  });
}
