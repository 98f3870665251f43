import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger first-load chunks compress better (about 3 KB gzip less per page): the framework in one
        // chunk, app code shared by several routes in another. Libraries loaded on demand stay out of both, and
        // so do pieces only content, account, community or desk pages use (forms, content rules, highlighting, the
        // community rules, the nickname and mention rules, the review reason's limit, the date element, the captcha),
        // and the API client, which market panels and the build check load after first paint.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/,
            },
            {
              name: "shared",
              test: /[\\/](lib[\\/](?!next-path\.|compare\.|communities\.|content-kinds\.|highlight\.|nicknames\.|mentions\.|owner-review\.|realtime[\\/])|app[\\/](components[\\/](?!ui[\\/](use-form-call|client-date|control|change|rich-text|captcha)\.)|i18n|shell|nonce|theme)[\\/.]?)/,
              minShareCount: 2,
            },
            {
              // Feature pieces several pages show (logo, change, live price, the stand-ins of the star and the compare
              // toggle): one chunk instead of several tiny ones. The token table (app/routes/parts/) stays out: token pages do not need it.
              name: "features",
              test: /app[\\/](features[\\/]((catalog|market)[\\/](components|hooks)[\\/]|(account|compare)[\\/](components[\\/])?lazy-)|components[\\/]ui[\\/]change\.)/,
              minShareCount: 2,
            },
            {
              // Account pages and what the star loads after hydration, last so that it takes none of the modules above:
              // only the pages that use them load it.
              name: "account",
              test: /[\\/](lib[\\/]next-path\.ts|app[\\/](runtime[\\/]account-api\.ts|features[\\/]account[\\/](?!components[\\/]lazy-)))/,
            },
          ],
        },
      },
    },
  },
});
