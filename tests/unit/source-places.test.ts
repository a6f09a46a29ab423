import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dump as stringify, load as parse } from "js-yaml";
import { contentRoot, readContentFiles } from "~/content/files.server";
import { ContentError, loadContent } from "~/content/load";
import { stateOf, statesNamed, wrongPlace } from "~/content/source-place-limits";
import type { Source } from "~/content/types";

/**
 * A source from the right place: a state's rule cites that state's own bodies, a national
 * instrument its national body. Checked on made-up statements, then through the build's content
 * check on a fixture copy of the site's content, whose first topic page's statements are replaced.
 */
const read = (publisher: string, url: string): Source => ({
  title: "A page",
  publisher,
  url,
  checked: "2026-11-20",
});
const epaVictoria = read("EPA Victoria", "https://www.epa.vic.gov.au/for-business/waste");
const nswEpa = read("NSW EPA", "https://www.epa.nsw.gov.au/your-environment/waste");
const businessQueensland = read("Business Queensland", "https://www.business.qld.gov.au/running-business");
const sydneyWater = read(
  "Sydney Water",
  "https://www.sydneywater.com.au/your-business/trade-wastewater.html",
);
const safeWorkSa = read("SafeWork SA", "https://safework.sa.gov.au/industry/dangerous-goods");
const safeWorkAustralia = read("Safe Work Australia", "https://www.safeworkaustralia.gov.au/safety-topic");
const transportCode = read(
  "Department of Infrastructure",
  "https://www.infrastructure.gov.au/dangerous-goods-code",
);

const statement = (text: string, sources: Source[]) => ({ text, sources });

describe("a source from the right place", () => {
  it("reads the state a source speaks for from its address, and the states words name", () => {
    expect(stateOf(epaVictoria)).toBe("Victoria");
    expect(stateOf(sydneyWater)).toBe("New South Wales");
    expect(stateOf(businessQueensland)).toBe("Queensland");
    expect(stateOf(safeWorkAustralia)).toBeUndefined();
    expect(statesNamed("Trackable waste in NSW and Brisbane's arrestors")).toEqual([
      "New South Wales",
      "Queensland",
    ]);
    expect(statesNamed("The Act requires a permit under the general environmental duty.")).toEqual([]);
  });

  it("refuses a statement that names a state but cites only another state's body", () => {
    const nswRule = statement("Carriers of trackable waste in New South Wales need a licence.", [
      epaVictoria,
      businessQueensland,
    ]);
    const problems = wrongPlace(nswRule);
    expect(problems).toContainEqual(
      expect.stringMatching(/names New South Wales but cites none of its bodies/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/cites EPA Victoria \(www\.epa\.vic\.gov\.au\), a body of Victoria,/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/cites Business Queensland \([^)]+\), a body of Queensland,/),
    );
  });

  it("refuses a rule for every state, and a national instrument cited to one state's body", () => {
    expect(
      wrongPlace(statement("Every state charges a levy on waste sent to landfill.", [epaVictoria])),
    ).toContainEqual(expect.stringMatching(/speaks for every state/));
    const code = wrongPlace(
      statement("Drums travel under the Australian Dangerous Goods Code.", [safeWorkSa]),
    );
    expect(code).toContainEqual(
      expect.stringMatching(/cites SafeWork SA \([^)]+\), a body of South Australia,/),
    );
    expect(code).toContainEqual(
      expect.stringMatching(/names the Australian Dangerous Goods Code but does not cite it/),
    );
    expect(
      wrongPlace(statement("The Food Standards Code requires hand washing facilities.", [safeWorkAustralia])),
    ).toContainEqual(expect.stringMatching(/Food Standards Code/));
  });

  it("accepts each state's rule with its own source, a national one with its body, and a city page's own state", () => {
    expect(
      wrongPlace(
        statement("In Victoria, New South Wales and Queensland, clinical waste is tracked to treatment.", [
          epaVictoria,
          nswEpa,
          businessQueensland,
        ]),
      ),
    ).toEqual([]);
    expect(
      wrongPlace(statement("Drums travel under the Australian Dangerous Goods Code.", [transportCode])),
    ).toEqual([]);
    expect(wrongPlace(statement("WHS laws require guards on balers.", [safeWorkAustralia]))).toEqual([]);
    // On Sydney's page, a rule that names no state is Sydney's state's.
    const approval = statement("A business needs written approval before it discharges trade wastewater.", [
      sydneyWater,
    ]);
    expect(wrongPlace(approval, "Liquid waste management Sydney")).toEqual([]);
    expect(wrongPlace(approval)).toContainEqual(expect.stringMatching(/does not say is New South Wales's/));
  });
});

describe("the content check", () => {
  const fixture = mkdtempSync(join(tmpdir(), "source-places-"));
  cpSync(contentRoot, join(fixture, "content"), { recursive: true });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const root = join(fixture, "content");

  it("passes the site's content and refuses, naming the file and field, a state's rule sourced to another state", () => {
    expect(() => loadContent(readContentFiles(root))).not.toThrow();
    const page = readContentFiles(root).find((entry) => entry.file.startsWith("content/waste/"))!.file;
    const data = parse(readFileSync(join(fixture, page), "utf8")) as { compliance: unknown[] };
    data.compliance = [
      statement("Clinical waste in Queensland is tracked from the practice to the treatment facility.", [
        epaVictoria,
      ]),
      statement("Clinical waste in Victoria is tracked from the practice to the treatment facility.", [
        epaVictoria,
      ]),
    ];
    writeFileSync(join(fixture, page), stringify(data));
    let problems: string[] = [];
    try {
      loadContent(readContentFiles(root));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems;
    }
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${page}: field "compliance\\.0": .*names Queensland`)),
    );
    expect(problems.filter((problem) => problem.includes('"compliance.1"'))).toEqual([]);
  });
});
