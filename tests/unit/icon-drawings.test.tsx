// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Icon } from "~/components/Icon/Icon";
import { IconDrawings, IconDrawingsCollector } from "~/components/Icon/IconDrawings";
import { iconCollector } from "~/components/Icon/icon-drawings.server";
import { spriteFile } from "~/components/Icon/icon-shapes.server";
import { type IconName, iconChoices } from "~/content/schema/icon";

/**
 * The icons' drawings a page carries (docs/decisions/0023), as React renders them: on the server
 * with the render's collector, as the server's entry gives it, and hydrated in the browser without.
 */
const [first, second, third] = iconChoices.map((choice) => choice.value) as [IconName, IconName, IconName];

/** A page's body: icons in several places, one of them twice, and the drawings after them. */
const Body = ({ names }: { names: IconName[] }) => (
  <div>
    <h1>{names[0] && <Icon name={names[0]} size={40} />}</h1>
    <ul>
      {names.slice(1).map((name, index) => (
        <li key={index}>
          <Icon name={name} />
        </li>
      ))}
    </ul>
    <IconDrawings />
  </div>
);

const serverHtml = (names: IconName[]) =>
  renderToString(
    <IconDrawingsCollector.Provider value={iconCollector()}>
      <Body names={names} />
    </IconDrawingsCollector.Provider>,
  );

const symbolIds = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
const hrefs = (html: string) => [...html.matchAll(/<use href="([^"]+)"/g)].map((match) => match[1]);
const drawing = (text: string, id: string) =>
  text.match(new RegExp(`<symbol id="${id}"([\\s\\S]*?)</symbol>`))?.[1];

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the icons' drawings in a page the server renders", () => {
  it("carries each icon's drawing once, as the sprite draws it, and every icon refers to one of them", () => {
    const html = serverHtml([first, second, first, first]);
    expect(symbolIds(html)).toEqual([`icon-${first}`, `icon-${second}`]);
    expect(hrefs(html)).toEqual([first, second, first, first].map((name) => `#icon-${name}`));
    const sprite = readFileSync(spriteFile, "utf8");
    expect(drawing(sprite, first)?.length, "the drawing found in the sprite").toBeGreaterThan(20);
    expect(drawing(html, `icon-${first}`)).toBe(drawing(sprite, first));
  });

  it("keeps them in an SVG that is never displayed nor read out, and writes none for a page without icons", () => {
    expect(serverHtml([first])).toMatch(/<svg id="icon-drawings" display="none" aria-hidden="true"><symbol /);
    expect(serverHtml([])).not.toContain("<svg");
  });

  it("never leaves an icon without a drawing: one that renders after the drawings refers to the sprite file", () => {
    const collector = iconCollector();
    expect(collector.use(first)).toBe(true);
    collector.drawings();
    expect(collector.use(first), "its drawing is in the page").toBe(true);
    expect(collector.use(second), "its drawing is not").toBe(false);
    expect(collector.use("no-such-icon"), "the sprite has no such drawing").toBe(false);
  });
});

describe("the page in the browser", () => {
  async function hydrate(names: IconName[]) {
    const container = document.createElement("div");
    container.innerHTML = serverHtml(names);
    document.body.append(container);
    const problems: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args));
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const root = await act(async () =>
      hydrateRoot(container, <Body names={names} />, {
        onRecoverableError: (error) => problems.push(error),
      }),
    );
    return { container, problems, root };
  }

  it("hydrates the server's icons and drawings without a mismatch, and keeps the drawings", async () => {
    const { container, problems, root } = await hydrate([first, second, first]);
    expect(problems).toEqual([]);
    expect(container.querySelectorAll("symbol")).toHaveLength(2);
    expect([...container.querySelectorAll("use")].map((use) => use.getAttribute("href"))).toEqual(
      [first, second, first].map((name) => `#icon-${name}`),
    );
    // A page React draws after a client-side navigation: the drawings stay, and an icon the first
    // page did not carry refers to the sprite file.
    await act(async () => root.render(<Body names={[third, first]} />));
    expect(problems).toEqual([]);
    expect(container.querySelectorAll("symbol")).toHaveLength(2);
    const [own, carried] = [...container.querySelectorAll("use")].map((use) => use.getAttribute("href"));
    expect(own).toMatch(new RegExp(`^[^#]+\\.svg#${third}$`));
    expect(carried).toBe(`#icon-${first}`);
    await act(async () => root.unmount());
  });
});
