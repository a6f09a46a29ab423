import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../../app/forms/store/csv.server";

describe("CSV export", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    expect(csvCell('Wattle "Best" Café, Dandenong')).toBe('"Wattle ""Best"" Café, Dandenong"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(3175)).toBe("3175");
  });

  it.each(['=HYPERLINK("http://evil.example")', "+61 412 345 678", "-2+3", "@SUM(A1)", "\tx"])(
    "stops %j from running as a formula",
    (value) => expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true),
  );

  it("starts with a byte-order mark and ends lines with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", "Zoë"]])).toBe("\uFEFFa,b\r\n1,Zoë\r\n");
  });
});
