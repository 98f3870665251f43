import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * Redirects of the site's pages (docs/product.md, Redirects): `source` is a path without its locale prefix and
 * applies under every prefix; `target` is a site path (the request's prefix is kept) or an absolute https URL.
 * Rules are written by the editors' desk, by hand or when an entry's slug changes (domain/routing/).
 */
export const routeRules = pgTable(
  "route_rules",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    target: text("target").notNull(),
    permanent: boolean("permanent").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("route_rules_source_uq").on(t.source)],
);
