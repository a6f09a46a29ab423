import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BinDrawing } from "~/components/BinDrawing/BinDrawing";
import { bins } from "~/content/tools/bins";
import { binShapes } from "~/tools/bin-shapes";

/** The guide's own words for a bin's width and height, in centimetres. */
function statedSize(dimensions: string): { width: number; height: number } | null {
  const cm = /(\d+) cm wide.* (\d+) cm tall/.exec(dimensions);
  if (cm) return { width: Number(cm[1]), height: Number(cm[2]) };
  const m = /([\d.]+) m wide.* ([\d.]+) m tall/.exec(dimensions);
  return m ? { width: Math.round(Number(m[1]) * 100), height: Math.round(Number(m[2]) * 100) } : null;
}

describe("bins drawn to scale", () => {
  it("draws every bin but the compactor, whose size varies by model", () => {
    expect(bins.filter((bin) => !binShapes[bin.id]).map((bin) => bin.id)).toEqual(["compactor"]);
  });

  it("draws wheelie and front lift bins at the sizes the guide states", () => {
    for (const bin of bins.filter((b) => b.family === "wheelie" || b.family === "frontLift")) {
      const shape = binShapes[bin.id]!;
      expect({ id: bin.id, ...statedSize(bin.dimensions) }).toEqual({
        id: bin.id,
        width: shape.width,
        height: shape.height,
      });
    }
  });

  it("hides the drawing from screen readers and says the dimensions and references in text", () => {
    const html = renderToStaticMarkup(<BinDrawing bin={bins.find((bin) => bin.id === "240")!} />);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain("<figcaption");
    expect(html).toContain("240 L wheelie bin: About 58 cm wide, 73 cm deep and 106 cm tall.");
    expect(html).toContain("a person 1.8 m tall and a standard doorway, 2.04 m high and 820 mm wide");
  });

  it("shares one height, so one scale, across every drawing", () => {
    const heights = bins
      .filter((bin) => binShapes[bin.id])
      .map((bin) => /viewBox="0 0 [\d.]+ ([\d.]+)"/.exec(renderToStaticMarkup(<BinDrawing bin={bin} />))![1]);
    expect(new Set(heights)).toEqual(new Set(["216"]));
  });
});
