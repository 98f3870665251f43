import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createNews, NEWS_TICKET_TTL_S, newsSeq } from "./news.ts";

const NOW = 1_800_000_000_000;
/** Tickets need no database: signing and checking are pure. */
const news = (now = NOW, key = "a-key-of-at-least-sixteen") =>
  createNews({} as Db, { key, publish: async () => {}, onError: () => {}, now: () => now });

describe("news tickets", () => {
  it("are valid until they expire, for the account they name only", () => {
    const ticket = news().ticket(42);
    const [user, expires, signature] = ticket.split(".");
    expect(user).toBe("42");
    expect(Number(expires)).toBe(NOW / 1000 + NEWS_TICKET_TTL_S);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(news().verify(ticket)).toBe(true);
    expect(news(NOW + NEWS_TICKET_TTL_S * 1000 - 1).verify(ticket)).toBe(true);
    expect(news(NOW + NEWS_TICKET_TTL_S * 1000).verify(ticket)).toBe(false);
    expect(news().verify(`43.${expires}.${signature}`)).toBe(false);
    expect(news().verify(`42.${Number(expires) + 1}.${signature}`)).toBe(false);
    expect(news(NOW, "another-key-of-sixteen+").verify(ticket)).toBe(false);
    expect(news().verify(`42.${expires}.${signature.slice(1)}`)).toBe(false);
  });
});

describe("newsSeq", () => {
  it("counts microseconds and rises within a process even when the clock does not", () => {
    const first = newsSeq(NOW);
    expect(first).toBeGreaterThanOrEqual(NOW * 1000);
    const second = newsSeq(NOW);
    expect(second).toBe(first + 1);
    expect(newsSeq(NOW - 5)).toBe(first + 2);
    expect(newsSeq(NOW + 10)).toBe((NOW + 10) * 1000);
  });
});
