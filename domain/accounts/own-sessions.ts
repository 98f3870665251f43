/**
 * The caller's own sessions and API tokens (docs/architecture.md, Security baseline): listing them, ending
 * one, and creating a named token for programs.
 */
import { Invalid, NotFound } from "../errors.ts";
import type { Kit, RequestContext } from "./kit.ts";
import { type Caller, createSession, endOwnSession, listSessions } from "./sessions.ts";

export const API_TOKENS_MAX = 10;

export type SessionView = {
  id: number;
  kind: "browser" | "api";
  name: string | null;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
};

export function createOwnSessions({ db, now, notify, requireReauth }: Kit) {
  return {
    /** A named Bearer token for programmatic clients; its secret is shown this once. */
    async createApiToken(
      caller: Caller,
      name: string,
      ctx: RequestContext,
    ): Promise<{ id: number; token: string }> {
      requireReauth(caller);
      const label = name.trim();
      if (label.length < 1 || label.length > 60) throw new Invalid({ name: "token_name_invalid" });
      const existing = (await listSessions(db, caller.user.id, now())).filter((s) => s.kind === "api");
      if (existing.length >= API_TOKENS_MAX) throw new Invalid({ name: "api_tokens_full" });
      const { token, session } = await createSession(db, caller.user.id, "api", "full", ctx, now(), label);
      notify(caller.user, "tokenCreated", { name: label });
      return { id: session.id, token };
    },

    async sessions(caller: Caller): Promise<SessionView[]> {
      const rows = await listSessions(db, caller.user.id, now());
      return rows.map((s) => ({
        id: s.id,
        kind: s.kind === "api" ? "api" : "browser",
        name: s.name,
        userAgent: s.userAgent,
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.id === caller.session.id,
      }));
    },

    /** Ends one of the caller's sessions; revoking an API token is a change the address hears about. */
    async endSession(caller: Caller, sessionId: number) {
      const ended = await endOwnSession(db, caller.user.id, sessionId);
      if (!ended) throw new NotFound("No such session");
      if (ended.kind === "api") notify(caller.user, "tokenRevoked", { name: ended.name ?? "" });
    },
  };
}
