import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { editorTree } from "./working-copy";

/**
 * The development server (`npm run dev`) keeps the working tree private: it listens on this
 * machine only, and serves the site's sources, content and public/ but nothing else of the tree,
 * not the forms' database or the secret that signs subscriber links.
 */
test("serves nothing of the working tree beyond the site's sources, content and public files", async ({
  request,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const secretFile = `data/editor-${port}.db.secret`;
  const root = editorTree;
  expect(existsSync(join(root, secretFile))).toBe(true);
  const secret = readFileSync(join(root, secretFile), "utf8").trim();
  for (const path of [
    `/${secretFile}`,
    `/data/editor-${port}.db`,
    `/${secretFile}?raw`,
    `/${secretFile}?import`,
    `/@fs${root}/${secretFile}`,
    `/@fs${root}/${secretFile}?raw`,
    "/%64ata/" + secretFile.slice("data/".length),
    "/package.json",
    "/.git",
    "/README.md",
    "/scripts/bench.ts",
    "/@fs/etc/passwd",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(await response.text(), path).not.toContain(secret);
  }
  for (const path of ["/favicon.svg", "/app/root.tsx", "/@vite/client"])
    expect((await request.get(path)).status(), path).toBe(200);
});

test("listens on loopback only", async ({ baseURL }) => {
  const { port } = new URL(baseURL!);
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === "IPv4");
  expect(outside, "this machine has an address other machines can reach").toBeDefined();
  const reached = await new Promise<boolean>((done) => {
    const socket = connect({ host: outside!.address, port: Number(port) });
    socket.once("connect", () => (socket.destroy(), done(true)));
    socket.once("error", () => done(false));
  });
  expect(reached).toBe(false);
});
