import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger first-load chunks compress better (about 3 KB gzip less per page): the framework in one
        // chunk, app code shared by several routes in another. Libraries loaded on demand stay out of both.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/,
            },
            {
              name: "shared",
              test: /[\\/](lib|app[\\/](components|i18n|shell|nonce|theme))[\\/.]/,
              minShareCount: 2,
            },
            {
              // Feature pieces several pages show (logo, change, live price): one chunk instead of four tiny ones.
              name: "features",
              test: /app[\\/]features[\\/](catalogue|market)[\\/](components|hooks)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
