import { parseCookie } from "cookie";
import { redirect } from "react-router";
import type { AccountView, Caller } from "../../../domain/accounts/index.ts";
import { type Locale, localizePath } from "../../../lib/locales.ts";
import type { AppServices } from "../../context.ts";

const sessionToken = (services: AppServices, request: Request) =>
  parseCookie(request.headers.get("cookie") ?? "")[services.sessionCookie];

/** Whether the request holds a sign-in that still owes its second factor (e.g. back from Google). */
export async function owesSecondFactor(services: AppServices, request: Request): Promise<boolean> {
  return (await services.accounts.pendingTwoFactor(sessionToken(services, request))) !== null;
}

/**
 * The auth guard: a visitor who is not signed in goes to sign-in and comes back here afterwards; a user who has
 * not chosen a nickname yet finishes registration first.
 */
export async function requireAccount(
  services: AppServices,
  request: Request,
  locale: Locale,
): Promise<{ caller: Caller; account: AccountView }> {
  const { caller } = services;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (!caller) throw redirect(`${localizePath("/sign-in", locale)}?next=${encodeURIComponent(back)}`);
  if (!caller.user.nickname)
    throw redirect(`${localizePath("/FinishReg", locale)}?next=${encodeURIComponent(back)}`);
  return { caller, account: services.accounts.view(caller.user) };
}
