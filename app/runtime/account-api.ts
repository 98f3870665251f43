/**
 * Calls to the account API from forms. Unlike the shared API client, every refusal comes back with its code
 * and field codes, so a form can say exactly what is wrong, in the page's language.
 */
import type { AnyTFunction, Catalogs, Namespace, TKey } from "../../lib/i18n/translator.ts";
import type { paths } from "./api-types.ts";

/**
 * A refused call: its code, the codes of refused fields, a rate limit's wait and, for a refusal whose text says more
 * than its code (SPOKEN_REFUSALS), the server's text in the account's language.
 */
export type Refusal = {
  status: number;
  code: string;
  fields: Record<string, string>;
  retryAfter?: number;
  message?: string;
};

/** Refusals whose server text carries a fact the code does not: a suspension's end. */
const SPOKEN_REFUSALS: ReadonlySet<string> = new Set(["suspended"]);
export type AccountResult<T> = { ok: true; data: T } | ({ ok: false } & Refusal);

type Method = "GET" | "POST" | "PUT" | "DELETE";
/** The document's paths with an operation for the method. */
type PathFor<M extends Method> = {
  [P in keyof paths]: paths[P][Lowercase<M>] extends NonNullable<unknown> ? P : never;
}[keyof paths];
/** A documented path as called: each `{param}` filled with some text. */
type Filled<P extends string> = P extends `${infer A}{${string}}${infer B}` ? `${A}${string}${Filled<B>}` : P;
/** A path as called: one of the document's, with a query string or not. */
type CallPath<M extends Method> = Filled<PathFor<M>> | `${Filled<PathFor<M>>}?${string}`;
type BasePath<C extends string> = C extends `${infer P}?${string}` ? P : C;
/** The documented path a call reaches: the literal one when there is one (`/api/tokens/by-slugs`), else the templates it fills. */
type Template<M extends Method, C extends string> =
  BasePath<C> extends PathFor<M>
    ? BasePath<C>
    : { [P in PathFor<M>]: BasePath<C> extends Filled<P> ? P : never }[PathFor<M>];
type Operation<M extends Method, C extends string> = NonNullable<paths[Template<M, C>][Lowercase<M>]>;
type Json<A> = A extends { content: { "application/json": infer B } } ? B : never;
/** What a successful answer carries in `data`, as the document describes it. */
type Data<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 ? Json<R[S]> : never }[keyof R] extends infer B
    ? B extends { data: infer D }
      ? D
      : undefined
    : never
  : never;
/** What a successful call of a documented path carries in `data` (for calls made without `accountCall`). */
export type ApiData<M extends Method, C extends CallPath<M>> = Data<Operation<M, C>>;

/** The JSON body the operation takes, if any. */
type Body<O> = O extends { requestBody?: { content: { "application/json": infer B } } }
  ? Exclude<B, null>
  : never;

/**
 * One call to the API, typed by the OpenAPI document (app/runtime/api-types.ts, generated): the path must be
 * one the document has for the method, the body its request body, and the data is what it documents.
 */
export function accountCall<M extends Method, C extends CallPath<M>>(
  method: M,
  path: C,
  locale: string,
  body?: Body<Operation<M, C>>,
): Promise<AccountResult<Data<Operation<M, C>>>> {
  return send(
    method,
    path,
    {
      accept: "application/json",
      "x-locale": locale,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
}

/**
 * Uploads a file as the raw request body with its own content type (an image to a `PUT …/logo` or `…/cover`
 * operation); refusals come back as `accountCall`'s, a body too large as `image_too_large` and a type the
 * server does not read as `image_type`.
 */
export function uploadCall<C extends CallPath<"PUT">>(
  path: C,
  locale: string,
  file: Blob,
): Promise<AccountResult<Data<Operation<"PUT", C>>>> {
  return send(
    "PUT",
    path,
    {
      accept: "application/json",
      "x-locale": locale,
      "content-type": file.type || "application/octet-stream",
    },
    file,
    { 413: "image_too_large", 415: "image_type" },
  );
}

async function send<T>(
  method: Method,
  path: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  byStatus: Record<number, string> = {},
): Promise<AccountResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: "same-origin", headers, body });
  } catch {
    return { ok: false, status: 0, code: "network", fields: {} };
  }
  const json = (await res.json().catch(() => undefined)) as
    | { data?: unknown; error?: { code?: string; fields?: Record<string, string>; message?: string } }
    | undefined;
  if (res.ok) return { ok: true, data: json?.data as T };
  const retry = Number(res.headers.get("retry-after"));
  const code = byStatus[res.status] ?? json?.error?.code ?? "generic";
  const message = json?.error?.message;
  return {
    ok: false,
    status: res.status,
    code,
    ...(SPOKEN_REFUSALS.has(code) && typeof message === "string" && message !== "" ? { message } : {}),
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

/** Where account refusal texts live: the account's own, the security settings', then the captcha's. */
export const ACCOUNT_REFUSALS: RefusalNamespace[] = ["account", "security", "captcha"];

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
