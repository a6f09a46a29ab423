import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BinDrawing } from "~/components/BinDrawing/BinDrawing";
import type { Bin } from "~/content/finder-shapes";
import { finderTables } from "~/content/finder.server";

/** The bin size guide's bins, read from content/finder/bins/. */
const { bins } = finderTables();
const drawn = bins.filter((bin) => bin.drawing);

/** The guide's own words for a bin's width and height, in centimetres. */
function statedSize(dimensions: string): { width: number; height: number } | null {
  const cm = /(?<!\d)(\d+) cm wide.* (\d+) cm tall/.exec(dimensions);
  if (cm) return { width: Number(cm[1]), height: Number(cm[2]) };
  const m = /(?<![\d.])([\d.]+) m wide.* ([\d.]+) m tall/.exec(dimensions);
  return m ? { width: Math.round(Number(m[1]) * 100), height: Math.round(Number(m[2]) * 100) } : null;
}

describe("bins drawn to scale", () => {
  it("draws a bin only when its file gives a drawing", () => {
    expect(drawn.length).toBeGreaterThan(0);
    for (const bin of bins)
      expect(renderToStaticMarkup(<BinDrawing bin={bin} />).includes("<svg"), bin.id).toBe(
        Boolean(bin.drawing),
      );
  });

  it("draws bins seen from the front at the width and height the guide states", () => {
    for (const bin of drawn.filter((b) =>
      ["wheelie", "fourWheel", "frontLift"].includes(b.drawing!.outline),
    )) {
      const stated = statedSize(bin.dimensions);
      if (stated)
        expect({ id: bin.id, ...stated }).toEqual({
          id: bin.id,
          width: bin.drawing!.width,
          height: bin.drawing!.height,
        });
    }
  });

  it("hides the drawing from screen readers and says the dimensions, the note and the references in text", () => {
    const bin: Bin = {
      id: "test",
      family: "skip",
      name: "Test skip",
      litres: 4000,
      path: "/services/skips",
      dimensions: "About 3 m long",
      everyday: "Four trailer loads",
      suits: "Clean-outs",
      space: "A driveway",
      drawing: { outline: "skip", width: 300, height: 150, note: "Drawn: a 4 m³ skip" },
    };
    const html = renderToStaticMarkup(<BinDrawing bin={bin} />);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain("<figcaption");
    expect(html).toContain("Test skip: About 3 m long. Drawn: a 4 m³ skip.");
    expect(html).toContain("a person 1.8 m tall and a standard doorway, 2.04 m high and 820 mm wide");
  });

  it("shares one height, so one scale, across every drawing", () => {
    const heights = drawn.map(
      (bin) => /viewBox="0 0 [\d.]+ ([\d.]+)"/.exec(renderToStaticMarkup(<BinDrawing bin={bin} />))![1],
    );
    expect(new Set(heights).size).toBe(1);
  });
});
