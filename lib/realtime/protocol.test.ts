import { describe, expect, it } from "vitest";
import {
  type AddressTopic,
  carriesWholeState,
  endpointOf,
  MAX_CHAIN_ID,
  type ProtocolErrorCode,
  parseClientMessage,
  type SubscriptionBody,
  TOPICS,
  targetOf,
  ticketParts,
} from "./protocol.ts";

const ADDR = "0xAbCdEf0123456789aBcDeF0123456789ABCDEF01";
const ADDR_LC = ADDR.toLowerCase();

/** Runs parseClientMessage and returns the ProtocolError it throws (fails when it does not throw). */
function refusal(text: string): { code: ProtocolErrorCode; endpoint?: string; message: string } {
  try {
    parseClientMessage(text);
  } catch (error) {
    const e = error as { code: ProtocolErrorCode; endpoint?: string; message: string };
    return { code: e.code, endpoint: e.endpoint, message: e.message };
  }
  throw new Error(`expected a refusal for ${text}`);
}

const subscribe = (endpoint: unknown, body: unknown) => JSON.stringify({ type: "subscribe", endpoint, body });

const ohlcsBody = (over: Record<string, unknown> = {}) => ({
  topic: "OHLCS",
  address: ADDR,
  chainId: 1,
  interval: 15,
  direction: "base",
  ...over,
});
const OHLCS_ENDPOINT = `/chanel/pair/ohlcs/${ADDR_LC}_1_15_base`;

describe("endpointOf", () => {
  const base = { address: ADDR, chainId: 56 };

  it("builds the endpoint of each of the 7 topics exactly, with the address lower-cased", () => {
    expect(endpointOf({ ...base, topic: "PRICE" })).toBe(`/chanel/token/price/${ADDR_LC}_56`);
    expect(endpointOf({ ...base, topic: "TOKEN_INFO" })).toBe(`/chanel/token/info/${ADDR_LC}_56`);
    expect(endpointOf({ ...base, topic: "OHLCS", interval: 15, direction: "base" })).toBe(
      `/chanel/pair/ohlcs/${ADDR_LC}_56_15_base`,
    );
    expect(endpointOf({ ...base, topic: "OHLCS", interval: 1440, direction: "quote" })).toBe(
      `/chanel/pair/ohlcs/${ADDR_LC}_56_1440_quote`,
    );
    expect(endpointOf({ ...base, topic: "TRADE" })).toBe(`/chanel/pair/trades/${ADDR_LC}_56`);
    expect(endpointOf({ ...base, topic: "PAIR_INFO" })).toBe(`/chanel/pair/info/${ADDR_LC}_56`);
    expect(endpointOf({ ...base, topic: "PRICE_CHANGE", interval: 60 })).toBe(
      `/chanel/pair/price-change/${ADDR_LC}_56_60`,
    );
    expect(endpointOf({ ...base, topic: "TRADE_STATISTIC", interval: 1440 })).toBe(
      `/chanel/pair/trade-statistic/${ADDR_LC}_56_1440`,
    );
  });

  it("matches the documented example /chanel/pair/ohlcs/0xabc…_1_15_base", () => {
    const address = `0xABC${"0".repeat(37)}`;
    expect(endpointOf({ topic: "OHLCS", address, chainId: 1, interval: 15, direction: "base" })).toBe(
      `/chanel/pair/ohlcs/0xabc${"0".repeat(37)}_1_15_base`,
    );
  });

  it("gives token and interval-less pair topics no interval (nor direction) even if one is given", () => {
    const extra = { ...base, interval: 15, direction: "base" } as const;
    expect(endpointOf({ ...extra, topic: "PRICE" })).toBe(`/chanel/token/price/${ADDR_LC}_56`);
    expect(endpointOf({ ...extra, topic: "TOKEN_INFO" })).toBe(`/chanel/token/info/${ADDR_LC}_56`);
    expect(endpointOf({ ...extra, topic: "TRADE" })).toBe(`/chanel/pair/trades/${ADDR_LC}_56`);
    expect(endpointOf({ ...extra, topic: "PAIR_INFO" })).toBe(`/chanel/pair/info/${ADDR_LC}_56`);
    // PRICE_CHANGE and TRADE_STATISTIC take the interval but never a direction.
    expect(endpointOf({ ...extra, topic: "PRICE_CHANGE", interval: 5 })).toBe(
      `/chanel/pair/price-change/${ADDR_LC}_56_5`,
    );
    expect(endpointOf({ ...extra, topic: "TRADE_STATISTIC", interval: 360 })).toBe(
      `/chanel/pair/trade-statistic/${ADDR_LC}_56_360`,
    );
  });

  it("gives the same endpoint for any casing of the address", () => {
    const lower: SubscriptionBody = { topic: "PRICE", address: ADDR_LC, chainId: 1 };
    const upper: SubscriptionBody = {
      topic: "PRICE",
      address: `0x${ADDR.slice(2).toUpperCase()}`,
      chainId: 1,
    };
    expect(endpointOf(upper)).toBe(endpointOf(lower));
  });
});

describe("targetOf", () => {
  it("names what each topic's address is", () => {
    const expected: Record<string, string> = {
      PRICE: "token",
      TOKEN_INFO: "token",
      OHLCS: "pair",
      TRADE: "pair",
      PAIR_INFO: "pair",
      PRICE_CHANGE: "pair",
      TRADE_STATISTIC: "pair",
      COMMUNITY: "community",
    };
    const addressTopics = TOPICS.filter((t): t is AddressTopic => t !== "NEWS");
    expect(Object.fromEntries(addressTopics.map((t) => [t, targetOf(t)]))).toEqual(expected);
  });
});

describe("parseClientMessage: accepted messages", () => {
  it("parses a ping", () => {
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ type: "ping" });
    // Extra fields are ignored on a ping.
    expect(parseClientMessage('{"type":"ping","endpoint":42}')).toEqual({ type: "ping" });
  });

  it("parses a subscription and returns the endpoint and the body", () => {
    expect(parseClientMessage(subscribe(OHLCS_ENDPOINT, ohlcsBody()))).toEqual({
      type: "subscribe",
      endpoint: OHLCS_ENDPOINT,
      body: { topic: "OHLCS", address: ADDR, chainId: 1, interval: 15, direction: "base" },
    });
  });

  it("accepts an endpoint written with the checksum casing of the address, keeping it as sent", () => {
    const mixed = `/chanel/pair/ohlcs/${ADDR}_1_15_base`;
    const parsed = parseClientMessage(subscribe(mixed, ohlcsBody()));
    expect(parsed).toMatchObject({ type: "subscribe", endpoint: mixed });
    expect(parsed.type === "subscribe" && endpointOf(parsed.body)).toBe(OHLCS_ENDPOINT);
  });

  it("parses a subscription to each topic", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ topic: "PRICE" }, `/chanel/token/price/${ADDR_LC}_10`],
      [{ topic: "TOKEN_INFO" }, `/chanel/token/info/${ADDR_LC}_10`],
      [{ topic: "TRADE" }, `/chanel/pair/trades/${ADDR_LC}_10`],
      [{ topic: "PAIR_INFO" }, `/chanel/pair/info/${ADDR_LC}_10`],
      [{ topic: "PRICE_CHANGE", interval: 360 }, `/chanel/pair/price-change/${ADDR_LC}_10_360`],
      [{ topic: "TRADE_STATISTIC", interval: 5 }, `/chanel/pair/trade-statistic/${ADDR_LC}_10_5`],
      [{ topic: "OHLCS", interval: 240, direction: "quote" }, `/chanel/pair/ohlcs/${ADDR_LC}_10_240_quote`],
    ];
    for (const [extra, endpoint] of cases) {
      const parsed = parseClientMessage(subscribe(endpoint, { address: ADDR, chainId: 10, ...extra }));
      expect(parsed).toEqual({ type: "subscribe", endpoint, body: { address: ADDR, chainId: 10, ...extra } });
    }
  });

  it("drops an interval and direction given to a topic that takes none", () => {
    const endpoint = `/chanel/token/price/${ADDR_LC}_1`;
    const parsed = parseClientMessage(
      subscribe(endpoint, { topic: "PRICE", address: ADDR, chainId: 1, interval: 15, direction: "base" }),
    );
    expect(parsed).toEqual({
      type: "subscribe",
      endpoint,
      body: { topic: "PRICE", address: ADDR, chainId: 1 },
    });
  });

  it("accepts the largest chain id", () => {
    const endpoint = `/chanel/token/price/${ADDR_LC}_${MAX_CHAIN_ID}`;
    const parsed = parseClientMessage(
      subscribe(endpoint, { topic: "PRICE", address: ADDR, chainId: 2147483647 }),
    );
    expect(parsed).toMatchObject({ type: "subscribe", endpoint });
  });

  it("parses an unsubscription, keeping the endpoint as sent", () => {
    expect(parseClientMessage(JSON.stringify({ type: "unsubscribe", endpoint: OHLCS_ENDPOINT }))).toEqual({
      type: "unsubscribe",
      endpoint: OHLCS_ENDPOINT,
    });
    expect(parseClientMessage(JSON.stringify({ type: "unsubscribe", endpoint: "/x" }))).toEqual({
      type: "unsubscribe",
      endpoint: "/x",
    });
  });
});

describe("parseClientMessage: refusals", () => {
  it("bad_json for text that is not JSON, without an endpoint", () => {
    for (const text of ["", "hello", "{type:ping}", '{"type":"ping"', "undefined"]) {
      expect(refusal(text)).toMatchObject({ code: "bad_json", endpoint: undefined });
    }
  });

  it("bad_message for JSON that is not an object", () => {
    for (const text of ["[]", '[{"type":"ping"}]', "null", "42", '"ping"', "true"]) {
      expect(refusal(text)).toMatchObject({ code: "bad_message", endpoint: undefined });
    }
  });

  it("unknown_type for a missing or unknown type", () => {
    expect(refusal("{}").code).toBe("unknown_type");
    expect(refusal('{"type":"PING"}').code).toBe("unknown_type");
    expect(refusal(JSON.stringify({ type: "publish", endpoint: OHLCS_ENDPOINT })).code).toBe("unknown_type");
  });

  it("bad_message for a missing, empty, non-string or over-long endpoint", () => {
    expect(refusal(JSON.stringify({ type: "subscribe", body: ohlcsBody() })).code).toBe("bad_message");
    expect(refusal(JSON.stringify({ type: "unsubscribe" })).code).toBe("bad_message");
    expect(refusal(subscribe("", ohlcsBody())).code).toBe("bad_message");
    expect(refusal(subscribe(123, ohlcsBody())).code).toBe("bad_message");
    expect(refusal(JSON.stringify({ type: "unsubscribe", endpoint: "x".repeat(201) })).code).toBe(
      "bad_message",
    );
    // 200 characters is still allowed.
    expect(parseClientMessage(JSON.stringify({ type: "unsubscribe", endpoint: "x".repeat(200) }))).toEqual({
      type: "unsubscribe",
      endpoint: "x".repeat(200),
    });
  });

  it("bad_message, carrying the endpoint, for a body that is not an object", () => {
    for (const body of [undefined, null, [], "OHLCS", 7]) {
      expect(refusal(subscribe(OHLCS_ENDPOINT, body))).toMatchObject({
        code: "bad_message",
        endpoint: OHLCS_ENDPOINT,
      });
    }
  });

  it("unknown_topic for a missing or unknown topic", () => {
    for (const topic of [undefined, "CANDLES", "ohlcs", 3]) {
      expect(refusal(subscribe(OHLCS_ENDPOINT, ohlcsBody({ topic })))).toMatchObject({
        code: "unknown_topic",
        endpoint: OHLCS_ENDPOINT,
      });
    }
  });

  it("bad_address for a short, long, non-hex or un-prefixed address", () => {
    const bad = [
      undefined,
      12,
      `0x${"a".repeat(39)}`,
      `0x${"a".repeat(41)}`,
      `0x${"g".repeat(40)}`,
      `0x${"a".repeat(39)}z`,
      "a".repeat(42),
      `00${"a".repeat(40)}`,
      ADDR.slice(2),
      ` ${ADDR}`,
    ];
    for (const address of bad) {
      expect(refusal(subscribe(OHLCS_ENDPOINT, ohlcsBody({ address })))).toMatchObject({
        code: "bad_address",
        endpoint: OHLCS_ENDPOINT,
      });
    }
  });

  it("bad_chain for a chain id that is not a 31-bit integer of 0 (exchange market) or more", () => {
    for (const chainId of [-1, 1.5, "1", null, undefined, 2 ** 31, 2 ** 53]) {
      expect(refusal(subscribe(OHLCS_ENDPOINT, ohlcsBody({ chainId })))).toMatchObject({
        code: "bad_chain",
        endpoint: OHLCS_ENDPOINT,
      });
    }
  });

  it("bad_interval for an OHLCS interval missing or not a candle interval", () => {
    for (const interval of [undefined, 2, 0, 30, "15", 15.5, null]) {
      expect(refusal(subscribe(OHLCS_ENDPOINT, ohlcsBody({ interval })))).toMatchObject({
        code: "bad_interval",
        endpoint: OHLCS_ENDPOINT,
      });
    }
  });

  it("bad_interval for statistic topics outside 5/60/360/1440 (15 is a candle interval only)", () => {
    const endpoint = `/chanel/pair/price-change/${ADDR_LC}_1_15`;
    for (const topic of ["PRICE_CHANGE", "TRADE_STATISTIC"]) {
      for (const interval of [15, 1, 240, undefined]) {
        expect(refusal(subscribe(endpoint, { topic, address: ADDR, chainId: 1, interval }))).toMatchObject({
          code: "bad_interval",
          endpoint,
        });
      }
    }
  });

  it("bad_direction for an OHLCS direction missing or unknown", () => {
    for (const direction of [undefined, "BASE", "both", 0]) {
      expect(refusal(subscribe(OHLCS_ENDPOINT, ohlcsBody({ direction })))).toMatchObject({
        code: "bad_direction",
        endpoint: OHLCS_ENDPOINT,
      });
    }
  });

  it("endpoint_mismatch for an endpoint of another address, chain, interval, direction or topic", () => {
    const other = `0x${"1".repeat(40)}`;
    const wrong = [
      `/chanel/pair/ohlcs/${other}_1_15_base`,
      `/chanel/pair/ohlcs/${ADDR_LC}_2_15_base`,
      `/chanel/pair/ohlcs/${ADDR_LC}_1_60_base`,
      `/chanel/pair/ohlcs/${ADDR_LC}_1_15_quote`,
      `/chanel/pair/trades/${ADDR_LC}_1`,
      `/chanel/pair/ohlcs/${ADDR_LC}_1_15`,
      `${OHLCS_ENDPOINT}/`,
    ];
    for (const endpoint of wrong) {
      const error = refusal(subscribe(endpoint, ohlcsBody()));
      expect(error).toMatchObject({ code: "endpoint_mismatch", endpoint });
      expect(error.message).toContain(OHLCS_ENDPOINT);
    }
  });

  it("checks the body in order: topic, address, chain, interval, direction", () => {
    const all = { topic: "X", address: "x", chainId: -1, interval: 2, direction: "up" };
    expect(refusal(subscribe(OHLCS_ENDPOINT, all)).code).toBe("unknown_topic");
    expect(refusal(subscribe(OHLCS_ENDPOINT, { ...all, topic: "OHLCS" })).code).toBe("bad_address");
    expect(refusal(subscribe(OHLCS_ENDPOINT, { ...all, topic: "OHLCS", address: ADDR })).code).toBe(
      "bad_chain",
    );
    expect(
      refusal(subscribe(OHLCS_ENDPOINT, { ...all, topic: "OHLCS", address: ADDR, chainId: 1 })).code,
    ).toBe("bad_interval");
    expect(
      refusal(subscribe(OHLCS_ENDPOINT, { ...all, topic: "OHLCS", address: ADDR, chainId: 1, interval: 15 }))
        .code,
    ).toBe("bad_direction");
  });
});

describe("an account's news channel", () => {
  const ticket = `42.1900000000.${"A".repeat(42)}_`;
  it("takes a ticket and names the channel by the ticket's account", () => {
    const body = { topic: "NEWS", ticket };
    expect(endpointOf(body as SubscriptionBody)).toBe("/chanel/account/news/42");
    expect(
      parseClientMessage(JSON.stringify({ type: "subscribe", endpoint: "/chanel/account/news/42", body })),
    ).toEqual({ type: "subscribe", endpoint: "/chanel/account/news/42", body });
    expect(ticketParts(ticket)).toEqual({
      userId: 42,
      expires: 1_900_000_000,
      signature: `${"A".repeat(42)}_`,
    });
  });

  it("refuses a malformed ticket, and an endpoint naming another account", () => {
    for (const bad of [
      undefined,
      7,
      "",
      "42.1900000000",
      `042.1900000000.${"A".repeat(43)}`,
      `42.1.${"A".repeat(44)}`,
      `42.1.${"+".repeat(43)}`,
    ]) {
      const text = JSON.stringify({
        type: "subscribe",
        endpoint: "/chanel/account/news/42",
        body: { topic: "NEWS", ticket: bad },
      });
      expect(refusal(text).code).toBe("bad_ticket");
    }
    const other = JSON.stringify({
      type: "subscribe",
      endpoint: "/chanel/account/news/43",
      body: { topic: "NEWS", ticket },
    });
    expect(refusal(other)).toMatchObject({
      code: "endpoint_mismatch",
      message: "endpoint should be /chanel/account/news/42",
    });
  });

  it("is the only topic whose messages each carry the whole state", () => {
    expect(TOPICS.filter(carriesWholeState)).toEqual(["NEWS"]);
  });
});
