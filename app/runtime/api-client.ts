/**
 * API client wrapper (docs/product.md, Interface behaviour). Every call carries `Authorization: Bearer <token>` when `getToken`
 * gives one. OK answers resolve to the parsed JSON body (undefined when empty or not JSON). Non-OK:
 * - 422 resolves to the error body, so forms can show the field errors;
 * - 404 under /api/user/bot resolves to the body;
 * - 404 on the token-by-address call (/api/tokens/{chainId}/{address}) hands `correct_token_url` of the body to `onRedirect` and resolves
 *   to undefined (without that field it is an error like the others);
 * - every other failure (among them 404, 500, 501, 502, 503, 504, 505, 507 and 510)
 *   calls `onError(status, path)` and resolves to undefined.
 * GET, HEAD, OPTIONS, PUT and DELETE are retried once, at once, on 408, 409, 425, 429, 500, 502, 503
 * and 504; POST never is. Network errors resolve to undefined without a retry.
 */

export type HttpMethod = "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is; the browser sets the content type. */
  form?: FormData | URLSearchParams;
};

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type ApiClientOptions = {
  baseUrl: string;
  fetch: FetchLike;
  getToken?: () => string | null;
  onRedirect?: (url: string) => void;
  onError?: (status: number, path: string) => void;
};

export type ApiClient = {
  request: <T = unknown>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ) => Promise<T | undefined>;
  get: <T = unknown>(path: string, options?: RequestOptions) => Promise<T | undefined>;
  post: <T = unknown>(path: string, options?: RequestOptions) => Promise<T | undefined>;
  put: <T = unknown>(path: string, options?: RequestOptions) => Promise<T | undefined>;
  delete: <T = unknown>(path: string, options?: RequestOptions) => Promise<T | undefined>;
};

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const BOT_PATH = "/api/user/bot";
const BY_ADDRESS_PATH = /^\/api\/tokens\/\d+\/0x[0-9a-fA-F]{40}(?:[?#]|$)/;

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (search === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function correctTokenUrl(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const url = (body as { correct_token_url?: unknown }).correct_token_url;
  return typeof url === "string" && url !== "" ? url : undefined;
}

export function createApiClient({
  baseUrl,
  fetch: send,
  getToken,
  onRedirect,
  onError,
}: ApiClientOptions): ApiClient {
  function init(method: HttpMethod, options: RequestOptions): RequestInit {
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form !== undefined) {
      body = options.form;
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    return { method, headers, body };
  }

  async function failure(response: Response, path: string): Promise<unknown> {
    if (response.status === 422) return readJson(response);
    if (response.status === 404 && path.startsWith(BOT_PATH)) return readJson(response);
    if (response.status === 404 && BY_ADDRESS_PATH.test(path)) {
      const url = correctTokenUrl(await readJson(response));
      if (url) {
        onRedirect?.(url);
        return undefined;
      }
    }
    onError?.(response.status, path);
    return undefined;
  }

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T | undefined> {
    const url = `${baseUrl}${withQuery(path, options.query)}`;
    try {
      let response = await send(url, init(method, options));
      if (!response.ok && IDEMPOTENT.has(method) && RETRY_STATUSES.has(response.status)) {
        response = await send(url, init(method, options));
      }
      return (response.ok ? await readJson(response) : await failure(response, path)) as T | undefined;
    } catch {
      return undefined;
    }
  }

  return {
    request,
    get: (path, options) => request("GET", path, options),
    post: (path, options) => request("POST", path, options),
    put: (path, options) => request("PUT", path, options),
    delete: (path, options) => request("DELETE", path, options),
  };
}
