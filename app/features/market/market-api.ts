import type { ApiData } from "../../runtime/account-api.ts";
import { createApiClient } from "../../runtime/api-client.ts";

const api = createApiClient({ baseUrl: "", fetch: (url, init) => fetch(url, init) });

/** The market history API, from the browser; undefined when a call failed. */
export const marketApi = {
  async candles(q: {
    chainId: number;
    address: string;
    interval: number;
    from?: number;
    to?: number;
    limit: number;
  }) {
    const answer = await api.get<{ data: ApiData<"GET", "/api/pairs/{chainId}/{address}/candles"> }>(
      `/api/pairs/${q.chainId}/${q.address}/candles`,
      {
        query: { interval: q.interval, from: q.from, to: q.to, limit: q.limit },
      },
    );
    return answer?.data;
  },
  async trades(q: { chainId: number; address: string; before?: number; limit: number }) {
    const answer = await api.get<{ data: ApiData<"GET", "/api/pairs/{chainId}/{address}/trades"> }>(
      `/api/pairs/${q.chainId}/${q.address}/trades`,
      {
        query: { before: q.before, limit: q.limit },
      },
    );
    return answer?.data;
  },
};
