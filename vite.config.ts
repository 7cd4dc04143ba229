import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is server/main.ts (the whole Express server, not only the React
// Router handler), so production runs one bundle with the same module instances as development.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/main.ts" } } },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
