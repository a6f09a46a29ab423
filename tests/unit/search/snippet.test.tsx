// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlight } from "~/components/SiteSearch/Highlight";
import { textOfHtml } from "~/search/documents.server";
import { snippet } from "~/search/snippet";
import { queryParts } from "~/search/synonyms";
import { termsOf } from "~/search/tokens";

const html = (text: string, terms: string[]) =>
  renderToStaticMarkup(<Highlight segments={snippet(text, terms)} />);

describe("snippets", () => {
  it("marks the matched words, whatever their form", () => {
    expect(html("We empty skip bins and bulk bins weekly.", ["bin"])).toBe(
      "We empty skip <mark>bins</mark> and bulk <mark>bins</mark> weekly.",
    );
    expect(html("E-waste and e-waste recycling", ["ewaste"])).toBe(
      "<mark>E-waste</mark> and <mark>e-waste</mark> recycling",
    );
  });

  it("escapes the text: markup in content or a query is shown, never run", () => {
    const text = 'Grease <script>alert("x")</script> & <img src=x onerror=alert(1)> traps';
    const markup = html(text, ["grease", "script", "img"]);
    expect(markup).not.toContain("<script");
    expect(markup).not.toContain("<img");
    expect(markup).toContain("&lt;<mark>script</mark>&gt;");
    expect(markup).toContain("&amp;");
    const { container } = render(
      <p>
        <Highlight segments={snippet(text, ["grease"])} />
      </p>,
    );
    expect(container.querySelectorAll("script, img")).toHaveLength(0);
    expect(container.querySelector("mark")?.textContent).toBe("Grease");
  });

  it("cuts a long text around the matches, on word boundaries", () => {
    const filler = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const segments = snippet(`${filler} polystyrene foam ${filler}`, ["polystyrene"]);
    const text = segments.map((segment) => segment.text).join("");
    expect(text.startsWith("… ")).toBe(true);
    expect(text.endsWith(" …")).toBe(true);
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual([
      "polystyrene",
    ]);
    expect(text.split(" ").length).toBeLessThan(40);
  });

  it("returns nothing for an empty text", () => {
    expect(snippet("", ["bin"])).toEqual([]);
  });
});

describe("query terms and synonyms", () => {
  it("treats e-waste as one word and folds plurals", () => {
    expect(termsOf("E-waste bins and the skips")).toEqual(["ewaste", "bin", "skip"]);
  });

  it("expands known words and phrases into their synonyms", () => {
    const [fogo, bins] = queryParts("FOGO bins");
    expect(fogo).toEqual(expect.objectContaining({ own: ["fogo"] }));
    expect(fogo!.synonyms).toContainEqual(["food", "organic"]);
    expect(bins).toEqual({ own: ["bin"], synonyms: [] });
    expect(queryParts("skip")[0]!.synonyms).toContainEqual(["bulk", "bin"]);
    // The longest known phrase is one part, not two words.
    expect(queryParts("food organics")).toEqual([expect.objectContaining({ own: ["food", "organic"] })]);
    expect(queryParts("food organics")[0]!.synonyms).toContainEqual(["fogo"]);
  });

  it("reads post HTML as text", () => {
    expect(textOfHtml("<h2>Fats &amp; oils</h2><p>Don&#39;t pour &lt;them&gt;</p>")).toBe(
      "Fats & oils Don't pour <them>",
    );
  });
});
