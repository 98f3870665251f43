import { readFileSync } from "node:fs";
import { join as joinPath } from "node:path";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { Address, Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { chainFacts } from "../../../domain/market/chain-facts.ts";
import { ensureChain, registerPools } from "../../../domain/market/evm-store.ts";
import { localeCodes } from "../../../lib/locales.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { type EvmNode, startEvmNode } from "../../../tests/support/evm-node.ts";
import {
  deployAdminToken,
  deployOwnedToken,
  deployPlainToken,
  deploySafe,
  tokenContracts,
} from "../../../tests/support/owned-token.ts";
import { TEST_ORIGIN } from "../../../tests/support/test-app.ts";

/**
 * Token-owner claims through the real server against a local node (docs/decisions/021-owner-claims.md):
 * contracts compiled from OpenZeppelin's sources, a Safe from its published artifacts, the catalogue token
 * listed as the indexer lists one.
 */

const env: Record<string, string> = {};
let node: EvmNode;
beforeAll(async () => {
  // Compiling blocks the process for seconds: done before the node (in this process) holds any connection.
  tokenContracts();
  node = await startEvmNode();
  env.EVM_RPC_URLS = `${node.chainId}=${node.url}`;
  env.EVM_DEX_FACTORIES = `${node.chainId}:uniswap-v2:0x${"1".repeat(40)}`;
}, 60_000);
/** The last test stops the node itself. */
let nodeStopped = false;
afterAll(() => (nodeStopped ? undefined : node?.close()));

const { db, call, signedUp } = setupAccountApp({ env });

const owner = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());
const admin = privateKeyToAccount(generatePrivateKey());
const safeOwner = privateKeyToAccount(generatePrivateKey());
const deployer = privateKeyToAccount(generatePrivateKey());
let safe: Awaited<ReturnType<typeof deploySafe>>;
const contracts = {} as Record<
  "owned" | "admin" | "safe" | "spare" | "draft" | "away" | "handed" | "handedToo" | "plain",
  Address
>;

beforeAll(async () => {
  safe = await deploySafe(node, safeOwner);
  contracts.owned = await deployOwnedToken(node, {
    name: "Owned Alpha",
    symbol: "OWNA",
    owner: owner.address,
  });
  contracts.spare = await deployOwnedToken(node, {
    name: "Owned Bravo",
    symbol: "OWNB",
    owner: owner.address,
  });
  contracts.draft = await deployOwnedToken(node, {
    name: "Owned Draft",
    symbol: "OWND",
    owner: owner.address,
  });
  contracts.away = await deployOwnedToken(node, {
    name: "Owned Away",
    symbol: "OWNX",
    owner: owner.address,
  });
  contracts.safe = await deployOwnedToken(node, { name: "Safe Owned", symbol: "SAFE", owner: safe.address });
  contracts.admin = await deployAdminToken(node, {
    name: "Admin Owned",
    symbol: "ADMN",
    admin: admin.address,
  });
  contracts.handed = await deployOwnedToken(node, {
    name: "Handed Over",
    symbol: "HAND",
    owner: owner.address,
    deployer: deployer.address,
  });
  contracts.handedToo = await deployOwnedToken(node, {
    name: "Handed Too",
    symbol: "HAN2",
    owner: owner.address,
    deployer: deployer.address,
  });
  contracts.plain = await deployPlainToken(node, deployer.address);
  await ensureChain(db(), chainFacts(node.chainId));
  await registerPools(db(), {
    chainId: node.chainId,
    source: "evm",
    now: Date.now(),
    tokens: Object.entries(contracts).map(([key, address]) => ({
      address,
      name: key,
      symbol: key.toUpperCase(),
      decimals: 18,
      totalSupply: null,
      price: 0,
      peg: null,
    })),
    pools: [],
    supplies: new Map(),
  });
}, 60_000);

/** Every refusal code the tests met, to check each has a message in every language. */
const codes = new Set<string>();
function refused(res: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorOf(res);
  if (field) expect(error.fields?.[field]).toBe(code);
  else expect(error.code).toBe(code);
  codes.add(code);
}

/** What the owner tables hold, to prove a refusal wrote nothing. */
async function snapshot() {
  const [row] = await queryRows(
    db(),
    sql`select (select count(*) from token_owners)::int as owners,
          (select count(*) from tokens)::int as tokens,
          (select count(*) from assets)::int as assets,
          (select count(*) from token_stats)::int as stats,
          (select count(*) from claim_nonces where used_at is not null)::int as used,
          (select count(*) from project_drafts)::int as drafts,
          (select count(*) from content_audit)::int as audit,
          (select string_agg(token_id || ':' || tag_id || ':' || state, ',' order by token_id, tag_id)
             from project_tags) as tags,
          (select string_agg(token_id || ':' || locale || ':' || body, ',' order by token_id, locale)
             from project_descriptions) as descriptions,
          (select string_agg(url, ',' order by id) from project_links) as links,
          (select string_agg(question, ',' order by id) from project_faqs) as faqs,
          (select string_agg(state, ',' order by token_id) from project_drafts) as states`,
  );
  return row;
}
async function unchanged(attempt: () => Promise<void>) {
  const before = await snapshot();
  await attempt();
  expect(await snapshot()).toEqual(before);
}

type Started = { nonce: string; message: string; expiresAt: string; tokenId: number };
async function start(cookie: string, contract: Address, address: Address): Promise<Started> {
  const res = await call({
    method: "POST",
    url: "/api/project/claims",
    body: { chainId: node.chainId, contract, address },
    cookie,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: Started }).data;
}
const confirm = (cookie: string, nonce: string, message: string, signature: Hex, origin = TEST_ORIGIN) =>
  call({
    method: "POST",
    url: `/api/project/claims/${nonce}/signature`,
    body: { message, signature },
    cookie,
    headers: { origin },
  });

describe("claiming a token by its owner's signature", () => {
  let claimant: string;
  let tokenId: number;
  /** Another account's claim on the same token, started before the first claim finishes. */
  let rival: { cookie: string; started: Started };

  it("issues a message bound to this site, the token's chain and a fresh nonce", async () => {
    claimant = (await signedUp()).cookie;
    const started = await start(claimant, contracts.owned, owner.address);
    expect(started.message).toContain("localhost:3000 wants you to sign in with your Ethereum account:");
    expect(started.message).toContain(owner.address);
    expect(started.message).toContain(`URI: ${TEST_ORIGIN}`);
    expect(started.message).toContain(`Chain ID: ${node.chainId}`);
    expect(started.message).toContain(`Nonce: ${started.nonce}`);
    expect(started.message).toContain("Expiration Time:");
    expect(started.message).toContain(contracts.owned);
    const again = await start(claimant, contracts.owned, owner.address);
    expect(again.nonce).not.toBe(started.nonce);
  });

  it("makes the signer's account an owner, and the token appears among its projects", async () => {
    const rivalCookie = (await signedUp()).cookie;
    rival = { cookie: rivalCookie, started: await start(rivalCookie, contracts.owned, owner.address) };
    const started = await start(claimant, contracts.owned, owner.address);
    const res = await confirm(claimant, started.nonce, started.message, await owner.signMessage(started));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { tokenId: number; proof: Record<string, unknown> } };
    tokenId = data.tokenId;
    expect(data.proof).toMatchObject({
      method: "signature",
      address: owner.address,
      chainId: node.chainId,
      control: "owner",
    });
    const list = await call({ url: "/api/project", cookie: claimant });
    expect(list.statusCode).toBe(200);
    const [project] = (list.json() as { data: Record<string, unknown>[] }).data;
    expect(project).toMatchObject({
      id: tokenId,
      image: null,
      validImage: false,
      authorized: false,
      state: "draft",
      reason: null,
      token: { id: tokenId, chainId: node.chainId, address: contracts.owned },
      tags_tmp: [],
      tags_active_tmp: [],
      descriptions: [],
      links: [],
      faqs: [],
      readiness: { tags: false, content: false, faqs: false },
    });
    const one = await call({ url: `/api/project/${tokenId}`, cookie: claimant });
    expect(one.statusCode).toBe(200);
    expect((one.json() as { data: unknown }).data).toEqual(project);
  });

  it("refuses the same message twice, writing nothing", async () => {
    const started = await start(claimant, contracts.spare, owner.address);
    const signature = await owner.signMessage(started);
    expect((await confirm(claimant, started.nonce, started.message, signature)).statusCode).toBe(200);
    await unchanged(async () => {
      refused(await confirm(claimant, started.nonce, started.message, signature), 409, "nonce_used");
    });
  });

  it("refuses a token someone already owns, to start and to finish a claim", async () => {
    const other = (await signedUp()).cookie;
    const res = await call({
      method: "POST",
      url: "/api/project/claims",
      body: { chainId: node.chainId, contract: contracts.owned, address: owner.address },
      cookie: other,
    });
    const { started } = rival;
    const signature = await owner.signMessage(started);
    await unchanged(async () => {
      refused(res, 409, "already_claimed");
      refused(await confirm(rival.cookie, started.nonce, started.message, signature), 409, "already_claimed");
    });
  });

  it("shows a project to its owners only: another account gets 404, a visitor 401", async () => {
    const other = (await signedUp()).cookie;
    refused(await call({ url: `/api/project/${tokenId}`, cookie: other }), 404, "not_found");
    expect(((await call({ url: "/api/project", cookie: other })).json() as { data: unknown[] }).data).toEqual(
      [],
    );
    expect((await call({ url: "/api/project" })).statusCode).toBe(401);
  });
});

describe("refused claims write nothing", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedUp()).cookie;
  });

  it("refuses a signature made by another key than the message's address", async () => {
    const started = await start(cookie, contracts.admin, admin.address);
    await unchanged(async () => {
      refused(
        await confirm(cookie, started.nonce, started.message, await stranger.signMessage(started)),
        422,
        "bad_signature",
        "signature",
      );
    });
  });

  it("refuses an address that signs well but controls nothing", async () => {
    const started = await start(cookie, contracts.admin, stranger.address);
    await unchanged(async () => {
      refused(
        await confirm(cookie, started.nonce, started.message, await stranger.signMessage(started)),
        403,
        "not_in_control",
      );
    });
  });

  it("refuses an expired message", async () => {
    const started = await start(cookie, contracts.admin, admin.address);
    await db().execute(
      sql`update claim_nonces set expires_at = now() - interval '1 second' where nonce = ${started.nonce}`,
    );
    await unchanged(async () => {
      refused(
        await confirm(cookie, started.nonce, started.message, await admin.signMessage(started)),
        409,
        "nonce_expired",
      );
    });
  });

  it("refuses a message for another site, another chain, or not the one issued", async () => {
    const started = await start(cookie, contracts.admin, admin.address);
    const variants: [string, string][] = [
      [
        started.message
          .replace("localhost:3000 wants", "evil.example wants")
          .replace(`URI: ${TEST_ORIGIN}`, "URI: https://evil.example"),
        "wrong_site",
      ],
      [started.message.replace(`Chain ID: ${node.chainId}`, "Chain ID: 1"), "wrong_chain"],
      [started.message.replace("I control", "I own"), "not_issued"],
      ["not a message at all", "not_siwe"],
    ];
    await unchanged(async () => {
      for (const [message, code] of variants) {
        refused(
          await confirm(cookie, started.nonce, message, await admin.signMessage({ message })),
          422,
          code,
          "message",
        );
      }
    });
  });

  it("refuses a claim sent from another site", async () => {
    const started = await start(cookie, contracts.admin, admin.address);
    const signature = await admin.signMessage(started);
    await unchanged(async () => {
      refused(
        await confirm(cookie, started.nonce, started.message, signature, "https://elsewhere.example"),
        403,
        "foreign_origin",
      );
    });
  });

  it("refuses a chain the site reads no node of, and a contract the catalogue does not list", async () => {
    const [listed] = await queryRows<{ address: string }>(
      db(),
      sql`select address from tokens where chain_id = 1 and not native order by id limit 1`,
    );
    const res = (chainId: number, contract: string) =>
      call({
        method: "POST",
        url: "/api/project/claims",
        body: { chainId, contract, address: admin.address },
        cookie,
      });
    await unchanged(async () => {
      refused(await res(1, listed.address), 422, "chain_without_rpc", "chainId");
      refused(await res(node.chainId, `0x${"2".repeat(40)}`), 404, "not_found");
    });
  });

  it("a nonce belongs to the account it was issued to", async () => {
    const started = await start(cookie, contracts.admin, admin.address);
    const other = (await signedUp()).cookie;
    await unchanged(async () => {
      refused(
        await confirm(other, started.nonce, started.message, await admin.signMessage(started)),
        404,
        "not_found",
      );
    });
  });
});

describe("claims by a contract's admin and by a contract wallet", () => {
  it("accepts the holder of DEFAULT_ADMIN_ROLE", async () => {
    const cookie = (await signedUp()).cookie;
    const started = await start(cookie, contracts.admin, admin.address);
    const res = await confirm(cookie, started.nonce, started.message, await admin.signMessage(started));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { proof: { control: string } } }).data.proof.control).toBe("admin");
  });

  it("accepts a Safe that owns the contract, by its owner's EIP-1271 signature", async () => {
    const cookie = (await signedUp()).cookie;
    const started = await start(cookie, contracts.safe, safe.address);
    const res = await confirm(cookie, started.nonce, started.message, await safe.sign(started.message));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { proof: unknown } }).data.proof).toMatchObject({
      address: safe.address,
      control: "owner",
    });
    const [audit] = await queryRows<{ action: string; detail: { address: string } }>(
      db(),
      sql`select action, detail from content_audit where kind = 'token' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: "owner_claim", detail: { address: safe.address } });
  });
});

describe("claims by the account that deployed the contract", () => {
  const claim = async (contract: Address, signer: typeof owner) => {
    const cookie = (await signedUp()).cookie;
    const started = await start(cookie, contract, signer.address);
    return confirm(cookie, started.nonce, started.message, await signer.signMessage(started));
  };
  const controlOf = async (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    const { proof } = (res.json() as { data: { proof: { control: string; address: string } } }).data;
    const [row] = await queryRows<{ control: string }>(
      db(),
      sql`select control from token_owners where address = ${proof.address} order by id desc limit 1`,
    );
    expect(row.control).toBe(proof.control);
    return proof;
  };

  it("accepts the deployer of a contract whose owner() is another address, and that owner too", async () => {
    expect(await controlOf(await claim(contracts.handed, deployer))).toMatchObject({
      address: deployer.address,
      control: "deployer",
    });
    expect(await controlOf(await claim(contracts.handedToo, owner))).toMatchObject({
      address: owner.address,
      control: "owner",
    });
  });

  it("refuses a third key on a token without owner(), writing nothing, and accepts its deployer", async () => {
    const cookie = (await signedUp()).cookie;
    const started = await start(cookie, contracts.plain, stranger.address);
    await unchanged(async () => {
      refused(
        await confirm(cookie, started.nonce, started.message, await stranger.signMessage(started)),
        403,
        "not_in_control",
      );
    });
    expect(await controlOf(await claim(contracts.plain, deployer))).toMatchObject({
      address: deployer.address,
      control: "deployer",
    });
  });
});

describe("the owners' three steps and the submission", () => {
  let cookie: string;
  let id: number;
  const put = (step: string, body: object, as = cookie) =>
    call({ method: "PUT", url: `/api/project/${id}/${step}`, body, cookie: as });
  const submit = () => call({ method: "POST", url: `/api/project/${id}/submission`, cookie });
  const faqs = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      locale: "en",
      question: `Question ${i}?`,
      answer: `Answer ${i}.`,
    }));
  type Saved = { data: { readiness: Record<string, boolean>; state: string } & Record<string, unknown> };

  beforeAll(async () => {
    cookie = (await signedUp()).cookie;
    const started = await start(cookie, contracts.draft, owner.address);
    const res = await confirm(cookie, started.nonce, started.message, await owner.signMessage(started));
    id = (res.json() as { data: { tokenId: number } }).data.tokenId;
  });

  it("refuses an unknown tag, a link that is not https and a language twice, writing nothing", async () => {
    await unchanged(async () => {
      refused(await put("tags", { tagIds: [2_147_483_000] }), 422, "unknown_tag", "tagIds");
      const links = [{ type: "website", url: "http://example.org" }];
      const descriptions = [{ locale: "en", body: "A token." }];
      refused(await put("content", { descriptions, links }), 422, "link_not_https", "links.0.url");
      refused(
        await put("content", {
          descriptions: [...descriptions, ...descriptions],
          links: [{ type: "website", url: "https://example.org" }],
        }),
        422,
        "duplicate_locale",
        "descriptions.1.locale",
      );
    });
  });

  it("refuses someone else's token as if it did not exist", async () => {
    const other = (await signedUp()).cookie;
    await unchanged(async () => {
      refused(await put("faqs", { faqs: faqs(5) }, other), 404, "not_found");
    });
  });

  it("marks each step ready by its rule, and submits only when all three are", async () => {
    const tagIds = (
      await queryRows<{ id: number }>(
        db(),
        sql`select distinct on (type) id from tags order by type, position, id`,
      )
    ).map((row) => Number(row.id));
    expect(tagIds).toHaveLength(3);
    const tagged = (await put("tags", { tagIds })).json() as Saved;
    expect(tagged.data.readiness).toEqual({ tags: true, content: false, faqs: false });
    const content = await put("content", {
      descriptions: [{ locale: "de", body: "Ein Token." }],
      links: [{ type: "website", url: "https://example.org" }],
    });
    expect((content.json() as Saved).data.readiness).toEqual({ tags: true, content: true, faqs: false });
    expect(((await put("faqs", { faqs: faqs(4) })).json() as Saved).data.readiness.faqs).toBe(false);
    await unchanged(async () => refused(await submit(), 422, "step_not_ready", "faqs"));
    expect(((await put("faqs", { faqs: faqs(5) })).json() as Saved).data.readiness.faqs).toBe(true);
    const submitted = await submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { data } = submitted.json() as Saved;
    expect(data).toMatchObject({
      state: "submitted",
      tags_tmp: [],
      readiness: { tags: true, content: true, faqs: true },
    });
    expect(data.tags_active_tmp).toHaveLength(3);
    expect((data.tags_active_tmp as { is_active: boolean }[]).every((tag) => !tag.is_active)).toBe(true);
  });

  it("shows the editors' reason only while the draft stands refused", async () => {
    await db().execute(
      sql`update project_drafts set state = 'refused', reason = 'The links are missing.' where token_id = ${id}`,
    );
    const refusedDraft = (await call({ url: `/api/project/${id}`, cookie })).json() as Saved;
    expect(refusedDraft.data).toMatchObject({ state: "refused", reason: "The links are missing." });
    await db().execute(sql`update project_drafts set state = 'approved' where token_id = ${id}`);
    const approved = (await call({ url: `/api/project/${id}`, cookie })).json() as Saved;
    expect(approved.data).toMatchObject({ state: "approved", reason: null });
  });
});

describe("submitting a token the catalogue does not list, by its address", () => {
  let cookie: string;
  let submitter: string;
  let fresh: Address;
  const submitToken = (body: object, as = cookie, origin = TEST_ORIGIN) =>
    call({ method: "POST", url: "/api/project/tokens", body, cookie: as, headers: { origin } });
  type Listed = { data: { id: number; slug: string; name: string; symbol: string; known: boolean } };

  beforeAll(async () => {
    ({ cookie, email: submitter } = await signedUp());
    fresh = await deployOwnedToken(node, {
      name: "Fresh  Token\u0007",
      symbol: "FRSH",
      owner: owner.address,
    });
  });

  it("answers a contract the catalogue lists with its id, writing nothing", async () => {
    const [row] = await queryRows<{ id: number; slug: string }>(
      db(),
      sql`select id, slug from tokens where chain_id = ${node.chainId} and address = ${contracts.owned}`,
    );
    await unchanged(async () => {
      const res = await submitToken({ chainId: node.chainId, contract: contracts.owned.toLowerCase() });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Listed).data).toEqual({
        id: Number(row.id),
        slug: row.slug,
        name: "owned",
        symbol: "OWNED",
        known: true,
      });
    });
  });

  it("lists an unknown ERC-20 unverified from its contract's answers, then it can be claimed", async () => {
    const res = await submitToken({ chainId: node.chainId, contract: fresh.toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json() as Listed;
    expect(data).toMatchObject({ name: "Fresh Token", symbol: "FRSH", known: false });
    const [row] = await queryRows<Record<string, unknown>>(
      db(),
      sql`select t.slug, t.address, t.decimals, t.authorized, s.total_supply::float8 as supply, s.source
          from tokens t join token_stats s on s.token_id = t.id where t.id = ${data.id}`,
    );
    expect(row).toEqual({
      slug: data.slug,
      address: fresh,
      decimals: 18,
      authorized: false,
      supply: 1_000_000,
      source: "evm",
    });
    const audit = await queryRows<Record<string, unknown>>(
      db(),
      sql`select a.action, a.detail, u.email from content_audit a join users u on u.id = a.user_id
          where a.kind = 'token' and a.slug = ${data.slug}`,
    );
    expect(audit).toEqual([
      { action: "owner_submission", detail: { chainId: node.chainId, contract: fresh }, email: submitter },
    ]);
    await unchanged(async () => {
      const again = await submitToken({ chainId: node.chainId, contract: fresh });
      expect(again.statusCode).toBe(200);
      expect((again.json() as Listed).data).toEqual({ ...data, known: true });
    });
    const started = await start(cookie, fresh, owner.address);
    expect(started.tokenId).toBe(data.id);
  });

  it("refuses what is not a token, a chain without a node and a bad address, writing nothing", async () => {
    await unchanged(async () => {
      const noCode = `0x${"3".repeat(40)}`;
      refused(await submitToken({ chainId: node.chainId, contract: noCode }), 422, "not_a_token", "contract");
      refused(
        await submitToken({ chainId: node.chainId, contract: safe.address }),
        422,
        "not_a_token",
        "contract",
      );
      refused(await submitToken({ chainId: 1, contract: noCode }), 422, "chain_without_rpc", "chainId");
      const bad = await submitToken({ chainId: node.chainId, contract: "0x1234" });
      expect(bad.statusCode).toBe(422);
      expect(errorOf(bad).error.fields?.contract).toBeDefined();
    });
  });

  it("refuses a visitor and a request from another site, writing nothing", async () => {
    const other = await deployOwnedToken(node, { name: "Other", symbol: "OTHR", owner: owner.address });
    await unchanged(async () => {
      expect((await submitToken({ chainId: node.chainId, contract: other }, "")).statusCode).toBe(401);
      refused(
        await submitToken({ chainId: node.chainId, contract: other }, cookie, "https://elsewhere.example"),
        403,
        "foreign_origin",
      );
    });
  });
});

describe("claim housekeeping", () => {
  const nonces = async () =>
    (await queryRows<{ nonce: string }>(db(), sql`select nonce from claim_nonces order by nonce`)).map(
      (row) => row.nonce,
    );

  it("deletes unused nonces a day past their expiry when a claim starts, and keeps used ones", async () => {
    const { cookie, email } = await signedUp();
    const [{ user, token }] = await queryRows<{ user: number; token: number }>(
      db(),
      sql`select (select id from users where email = ${email}) as user,
            (select id from tokens where lower(address) = lower(${contracts.away})) as token`,
    );
    await db().execute(
      sql`insert into claim_nonces (nonce, user_id, token_id, message, issued_at, expires_at, used_at) values
            ('oldUnusedNonce1', ${user}, ${token}, 'm', now() - interval '3 days', now() - interval '2 days', null),
            ('oldUsedNonce001', ${user}, ${token}, 'm', now() - interval '3 days', now() - interval '2 days', now() - interval '2 days'),
            ('recentExpired01', ${user}, ${token}, 'm', now() - interval '2 hours', now() - interval '1 hour', null)`,
    );
    const started = await start(cookie, contracts.away, owner.address);
    const left = await nonces();
    expect(left).not.toContain("oldUnusedNonce1");
    expect(left).toEqual(expect.arrayContaining(["oldUsedNonce001", "recentExpired01", started.nonce]));
  });

  it("answers 429 with Retry-After past 20 claims an hour for one account, writing nothing", async () => {
    const { cookie } = await signedUp();
    for (let i = 0; i < 20; i++) await start(cookie, contracts.away, owner.address);
    const before = await nonces();
    await unchanged(async () => {
      const res = await call({
        method: "POST",
        url: "/api/project/claims",
        body: { chainId: node.chainId, contract: contracts.away, address: owner.address },
        cookie,
      });
      refused(res, 429, "rate_limited");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      refused(await confirm(cookie, "n0nceNobodyHas", "a message", "0x00"), 429, "rate_limited");
    });
    expect(await nonces()).toEqual(before);
  });
});

describe("refusal messages", () => {
  it("exist in every language for every code the routes answered", () => {
    expect(codes.size).toBeGreaterThan(10);
    const root = joinPath(import.meta.dirname, "../../../locales");
    for (const locale of localeCodes) {
      const texts = JSON.parse(readFileSync(joinPath(root, locale, "owner.json"), "utf8")).errors as Record<
        string,
        string
      >;
      for (const code of codes) {
        expect(typeof texts[code] === "string" && texts[code].length > 0, `${locale}: ${code}`).toBe(true);
      }
    }
  });
});

describe("a claim while the chain's node is away", () => {
  it("answers 503 with Retry-After, writing nothing", async () => {
    const cookie = (await signedUp()).cookie;
    const started = await start(cookie, contracts.away, owner.address);
    const signature = await owner.signMessage(started);
    nodeStopped = true;
    await node.close();
    await unchanged(async () => {
      const res = await confirm(cookie, started.nonce, started.message, signature);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(errorOf(res).error.code).toBe("unavailable");
      const submitted = await call({
        method: "POST",
        url: "/api/project/tokens",
        body: { chainId: node.chainId, contract: `0x${"4".repeat(40)}` },
        cookie,
      });
      expect(submitted.statusCode, submitted.body).toBe(503);
      expect(errorOf(submitted).error.code).toBe("unavailable");
    });
  });
});
