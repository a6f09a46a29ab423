import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  define: { __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? "https://www.saltbush.example").replace(/\/+$/, "")) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { cssMinify: true, cssCodeSplit: false },
});
