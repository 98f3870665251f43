import type { Caller } from "../../../domain/accounts/index.ts";
import { canEdit } from "../../../lib/content-kinds.ts";
import type { AppServices } from "../../context.ts";
import { notFound } from "../../seo/page.server.ts";

/** Whether the editor is also an admin (deletes entries, grants roles). */
export function isAdmin(services: AppServices, caller: Caller): boolean {
  return services.desk.roleOf(caller.user) === "admin";
}

/**
 * The desk's guard: only editors and admins learn that `/admin` exists; everyone else, visitors included,
 * gets the ordinary 404.
 */
export function requireEditor(services: AppServices, url: URL): Caller {
  const { caller } = services;
  if (!caller || !canEdit(services.desk.roleOf(caller.user))) notFound(url);
  return caller;
}
