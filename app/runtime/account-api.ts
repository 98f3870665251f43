/**
 * Calls to the account API from forms. Unlike the shared API client, every refusal comes back with its code
 * and field codes, so a form can say exactly what is wrong, in the page's language.
 */
import type { AnyTFunction, Catalogs, Namespace, TKey } from "../../lib/i18n/translator.ts";

export type Refusal = { status: number; code: string; fields: Record<string, string>; retryAfter?: number };
export type AccountResult<T> = { ok: true; data: T } | ({ ok: false } & Refusal);

export async function accountCall<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  locale: string,
  body?: unknown,
): Promise<AccountResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "x-locale": locale,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: "network", fields: {} };
  }
  const json = (await res.json().catch(() => undefined)) as
    | { data?: T; error?: { code?: string; fields?: Record<string, string> } }
    | undefined;
  if (res.ok) return { ok: true, data: json?.data as T };
  const retry = Number(res.headers.get("retry-after"));
  return {
    ok: false,
    status: res.status,
    code: json?.error?.code ?? "generic",
    fields: json?.error?.fields ?? {},
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
  };
}

/** Namespaces with refusal texts (an `errors` group). */
export type RefusalNamespace = {
  [N in Namespace]: "errors" extends keyof Catalogs[N] ? N : never;
}[Namespace];
/** A refusal text's key; the code comes from the server, and one without a text comes back as the key. */
type RefusalKey = Extract<TKey<never>, `${RefusalNamespace}:errors.${string}`>;

/** Where account refusal texts live: the account's own, then the security settings'. */
export const ACCOUNT_REFUSALS: RefusalNamespace[] = ["account", "security"];

/**
 * A refusal code in the reader's language, looked up in `namespaces` in turn; codes without their own text
 * get the generic one.
 */
export function refusalText(
  t: AnyTFunction,
  code: string,
  retryAfter?: number,
  namespaces = ACCOUNT_REFUSALS,
): string {
  const minutes = Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
  for (const ns of namespaces) {
    const key = `${ns}:errors.${code}` as RefusalKey;
    const text = t(key, { minutes });
    if (text !== key) return text;
  }
  return t("account:errors.generic");
}
