/**
 * The realtime channel protocol (docs/architecture.md, Realtime protocol), shared by the gateway, the browser worker and tests.
 * Endpoints: /chanel/{topicPath}/{address}_{chainId}, +_{interval} for PRICE_CHANGE and TRADE_STATISTIC,
 * +_{interval}_{direction} for OHLCS. Intervals are minutes (the chart's default is 15). Chain id 0
 * names an off-chain exchange market (lib/exchange-markets.ts). COMMUNITY names a token's community by the
 * token's address and chain. NEWS is one account's news count, /chanel/account/news/{userId}, subscribed with a
 * ticket the server signed for that account (docs/decisions/028-account-news-channel.md).
 */
import { isContractAddress } from "../address.ts";

export const TOPICS = [
  "PRICE",
  "TOKEN_INFO",
  "OHLCS",
  "TRADE",
  "PAIR_INFO",
  "PRICE_CHANGE",
  "TRADE_STATISTIC",
  "COMMUNITY",
  "NEWS",
] as const;
export type Topic = (typeof TOPICS)[number];

export const TOPIC_PATHS: Record<Topic, string> = {
  PRICE: "token/price",
  TOKEN_INFO: "token/info",
  OHLCS: "pair/ohlcs",
  TRADE: "pair/trades",
  PAIR_INFO: "pair/info",
  PRICE_CHANGE: "pair/price-change",
  TRADE_STATISTIC: "pair/trade-statistic",
  COMMUNITY: "community/posts",
  NEWS: "account/news",
};

/** Candle intervals in minutes: 1m, 5m, 15m, 1h, 4h, 1d. */
export const CANDLE_INTERVALS = [1, 5, 15, 60, 240, 1440] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
export const DEFAULT_CANDLE_INTERVAL: CandleInterval = 15;

/** Statistic windows in minutes: 5m, 1h, 6h, 24h. */
export const STAT_WINDOWS = [5, 60, 360, 1440] as const;
export type StatWindow = (typeof STAT_WINDOWS)[number];

/** Which side's price a candle series shows: the base token in the quote ("base") or the inverse ("quote"). */
export const DIRECTIONS = ["base", "quote"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The topics whose channel an address and a chain name: a market's, a token's or its community's. */
export type AddressTopic = Exclude<Topic, "NEWS">;

/**
 * Topics whose every message carries the channel's whole state, so a reader may skip messages: their seq only
 * has to grow (a later reading wins), and a gap asks for nothing.
 */
export const carriesWholeState = (topic: Topic) => topic === "NEWS";

/** What a channel's address names: a pair contract, a token contract, or the community of a token. */
export type ChannelTarget = "pair" | "token" | "community";
export const targetOf = (topic: AddressTopic): ChannelTarget =>
  topic === "COMMUNITY" ? "community" : TOPIC_PATHS[topic].startsWith("pair/") ? "pair" : "token";
const needsInterval = (topic: Topic) =>
  topic === "OHLCS" || topic === "PRICE_CHANGE" || topic === "TRADE_STATISTIC";

export type AddressBody = {
  topic: AddressTopic;
  address: string;
  chainId: number;
  interval?: number;
  direction?: Direction;
};

/** An account's news: the ticket is `{userId}.{expires, Unix seconds}.{signature}`, signed by the server. */
export type NewsBody = { topic: "NEWS"; ticket: string };

export type SubscriptionBody = AddressBody | NewsBody;

const TICKET = /^([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The parts of a well-formed news ticket (its signature still unchecked), or undefined. */
export function ticketParts(
  ticket: string,
): { userId: number; expires: number; signature: string } | undefined {
  const match = TICKET.exec(ticket);
  return match ? { userId: Number(match[1]), expires: Number(match[2]), signature: match[3] } : undefined;
}

export const MAX_CHAIN_ID = 2 ** 31 - 1;

/** The news channel of an account. */
export const newsEndpoint = (userId: number) => `/chanel/${TOPIC_PATHS.NEWS}/${userId}`;

/**
 * The channel of a subscription: its endpoint with the address lower-cased, so one channel has one name however
 * a client spells the endpoint (the gateway still answers under the client's spelling).
 */
export function endpointOf(body: SubscriptionBody): string {
  if (body.topic === "NEWS") return newsEndpoint(ticketParts(body.ticket)?.userId ?? 0);
  let endpoint = `/chanel/${TOPIC_PATHS[body.topic]}/${body.address.toLowerCase()}_${body.chainId}`;
  if (needsInterval(body.topic)) endpoint += `_${body.interval}`;
  if (body.topic === "OHLCS") endpoint += `_${body.direction}`;
  return endpoint;
}

export type ProtocolErrorCode =
  | "bad_json"
  | "bad_message"
  | "unknown_type"
  | "unknown_topic"
  | "bad_address"
  | "bad_chain"
  | "bad_interval"
  | "bad_direction"
  | "bad_ticket"
  | "endpoint_mismatch"
  | "not_found"
  | "too_many_subscriptions"
  | "not_subscribed"
  | "rate_limited"
  | "unavailable";

export class ProtocolError extends Error {
  readonly code: ProtocolErrorCode;
  readonly endpoint?: string;
  constructor(code: ProtocolErrorCode, message: string, endpoint?: string) {
    super(message);
    this.code = code;
    this.endpoint = endpoint;
  }
}

export type ClientMessage =
  | { type: "subscribe"; endpoint: string; body: SubscriptionBody }
  | { type: "unsubscribe"; endpoint: string }
  | { type: "ping" };

export type ServerMessage =
  | { type: "snapshot" | "update"; endpoint: string; seq: number; data: unknown }
  | { type: "error"; endpoint?: string; code: ProtocolErrorCode; message: string }
  | { type: "pong" };

/** WebSocket close codes the gateway uses besides the standard ones (1007 bad UTF-8, 1009 too big). */
export const CLOSE_SLOW_CONSUMER = 4008;
/** The standard policy-violation code: a client that goes on sending after it was told it is rate-limited. */
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_GOING_AWAY = 1001;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Checks a subscription body; every refusal names what is wrong. */
export function parseSubscriptionBody(raw: unknown, endpoint?: string): SubscriptionBody {
  if (!isRecord(raw)) throw new ProtocolError("bad_message", "body must be an object", endpoint);
  const topic = raw.topic;
  if (typeof topic !== "string" || !(TOPICS as readonly string[]).includes(topic)) {
    throw new ProtocolError("unknown_topic", `unknown topic: ${String(topic)}`, endpoint);
  }
  if (topic === "NEWS") {
    if (typeof raw.ticket !== "string" || !ticketParts(raw.ticket)) {
      throw new ProtocolError("bad_ticket", "ticket must be one the server gave this account", endpoint);
    }
    return { topic, ticket: raw.ticket };
  }
  const t = topic as AddressTopic;
  if (typeof raw.address !== "string" || !isContractAddress(raw.address)) {
    throw new ProtocolError("bad_address", "address must be 0x followed by 40 hex digits", endpoint);
  }
  const chainId = raw.chainId;
  if (typeof chainId !== "number" || !Number.isInteger(chainId) || chainId < 0 || chainId > MAX_CHAIN_ID) {
    throw new ProtocolError("bad_chain", "chainId must be a chain id, or 0 for an exchange market", endpoint);
  }
  const body: AddressBody = { topic: t, address: raw.address, chainId };
  if (needsInterval(t)) {
    const allowed: readonly number[] = t === "OHLCS" ? CANDLE_INTERVALS : STAT_WINDOWS;
    if (typeof raw.interval !== "number" || !allowed.includes(raw.interval)) {
      throw new ProtocolError(
        "bad_interval",
        `interval must be one of ${allowed.join(", ")} (minutes)`,
        endpoint,
      );
    }
    body.interval = raw.interval;
  }
  if (t === "OHLCS") {
    if (typeof raw.direction !== "string" || !(DIRECTIONS as readonly string[]).includes(raw.direction)) {
      throw new ProtocolError("bad_direction", `direction must be one of ${DIRECTIONS.join(", ")}`, endpoint);
    }
    body.direction = raw.direction as Direction;
  }
  return body;
}

/**
 * Parses one text frame from a client; throws ProtocolError with the reason. The endpoint stays as the client
 * wrote it, since every answer names it so; its channel is `endpointOf(body)`.
 */
export function parseClientMessage(text: string): ClientMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ProtocolError("bad_json", "message is not JSON");
  }
  if (!isRecord(raw)) throw new ProtocolError("bad_message", "message must be a JSON object");
  if (raw.type === "ping") return { type: "ping" };
  if (raw.type !== "subscribe" && raw.type !== "unsubscribe") {
    throw new ProtocolError("unknown_type", `unknown message type: ${String(raw.type)}`);
  }
  if (typeof raw.endpoint !== "string" || raw.endpoint.length === 0 || raw.endpoint.length > 200) {
    throw new ProtocolError("bad_message", "endpoint must be a non-empty string");
  }
  if (raw.type === "unsubscribe") return { type: "unsubscribe", endpoint: raw.endpoint };
  const body = parseSubscriptionBody(raw.body, raw.endpoint);
  const channel = endpointOf(body);
  if (channel !== raw.endpoint.toLowerCase()) {
    throw new ProtocolError("endpoint_mismatch", `endpoint should be ${channel}`, raw.endpoint);
  }
  return { type: "subscribe", endpoint: raw.endpoint, body };
}
