/**
 * After the build: draws every page's social card (1200 × 630 PNG) from the content, at
 * <build>/client/social/<the page's address>.png (app/lib/social-card.ts), and the site's own card
 * for pages with no address. Each card shows the page's title, the part of the site it is in, its
 * icon (or, without one, the bins in their lid colours) and the company's name and phone number,
 * all read from content/ on this build: a title or a fact staff change reaches the cards on the
 * next build. Drawn by satori (layout and text, in the Inter font shipped by @fontsource/inter) and
 * resvg (the PNG). PNGs are not precompressed: they are compressed already.
 */
import { Resvg } from "@resvg/resvg-js";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import satori from "satori";
import { company } from "../app/content/company";
import { ContentError } from "../app/content/load";
import { lids } from "../app/content/lid-colours";
import { siteCardPath, socialCardPath, socialCardSize } from "../app/lib/social-card";
import { socialCards, type SocialCard } from "../app/site/social-cards.server";
import { iconShapes } from "../app/components/Icon/icon-shapes.server";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const font = (weight: 400 | 700) =>
  readFileSync(`node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const fonts = [
  { name: "Inter", data: font(400), weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: font(700), weight: 700 as const, style: "normal" as const },
];
const colours = { dark: "#134e4a", primary: "#0f766e", pale: "#ccfbf1", white: "#ffffff" };

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** The page's Lucide icon, drawn large in the brand colour. */
async function iconPicture(card: SocialCard): Promise<string | undefined> {
  if (!card.icon) return undefined;
  const shapes = await iconShapes(card.icon);
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${colours.primary}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`,
  );
}

/** Without an icon: a bin for each stream, with its lid in the colour of the lid colours table. */
function binsPicture(): string {
  const bins = lids
    .map((lid, index) => {
      const x = 12 + index * 40;
      return `<rect x="${x}" y="30" width="30" height="62" rx="3" fill="${colours.primary}"/><rect x="${x - 2}" y="24" width="34" height="8" rx="2" fill="${lid.colour}" stroke="#1a2b2a" stroke-width="1"/><circle cx="${x + 6}" cy="94" r="4" fill="${colours.dark}"/><circle cx="${x + 24}" cy="94" r="4" fill="${colours.dark}"/>`;
    })
    .join("");
  const width = 24 + lids.length * 40 - 10;
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 110">${bins}<line x1="4" x2="${width - 4}" y1="98" y2="98" stroke="#1a2b2a" stroke-width="2"/></svg>`,
  );
}

async function render(card: SocialCard): Promise<Buffer> {
  const picture = (await iconPicture(card)) ?? binsPicture();
  const titleSize = card.title.length > 60 ? 50 : card.title.length > 28 ? 60 : 80;
  const svg = await satori(
    <div
      style={{
        width: socialCardSize.width,
        height: socialCardSize.height,
        display: "flex",
        padding: 64,
        background: `linear-gradient(135deg, ${colours.dark}, ${colours.primary})`,
        color: colours.white,
        fontFamily: "Inter",
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: 680,
          height: 502,
          marginRight: 44,
        }}
      >
        <div style={{ display: "flex", fontSize: 36, fontWeight: 700 }}>{company.name}</div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          {card.section && (
            <div
              style={{
                display: "flex",
                fontSize: 30,
                color: colours.pale,
                fontWeight: 700,
                marginBottom: 16,
              }}
            >
              {card.section.toUpperCase()}
            </div>
          )}
          <div style={{ display: "flex", fontSize: titleSize, fontWeight: 700, lineHeight: 1.1 }}>
            {card.title}
          </div>
        </div>
        <div style={{ display: "flex", fontSize: 32, color: colours.pale }}>Call {company.phone}</div>
      </div>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          flexShrink: 0,
          alignSelf: "center",
          width: 340,
          height: 340,
          borderRadius: card.icon ? 170 : 32,
          background: colours.white,
        }}
      >
        <img src={picture} width={card.icon ? 200 : 300} height={card.icon ? 200 : 125} alt="" />
      </div>
    </div>,
    { ...socialCardSize, fonts },
  );
  return new Resvg(svg, { fitTo: { mode: "width", value: socialCardSize.width } }).render().asPng();
}

function write(path: string, png: Buffer) {
  const file = join(client, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
}

let cards: SocialCard[];
try {
  cards = socialCards();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const site: SocialCard = { path: "", title: company.tagline };
write(siteCardPath, await render(site));
for (const card of cards) write(socialCardPath(card.path), await render(card));
console.log(`Social cards: ${cards.length + 1} written to ${join(client, "social")}`);
