import type { Caller } from "../../../domain/accounts/index.ts";
import { canEdit } from "../../../domain/content/desk.ts";
import type { AppServices } from "../../context.ts";
import { notFound } from "../seo/page.server.ts";

/**
 * The desk's guard: only editors and admins learn that `/admin` exists; everyone else, visitors included,
 * gets the ordinary 404.
 */
export function requireEditor(services: AppServices, url: URL): Caller {
  const { caller } = services;
  if (!caller || !canEdit(caller.user.role)) notFound(url);
  return caller;
}
