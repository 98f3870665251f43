import { describe, expect, it } from "vitest";
import { uniswapFactories } from "../../domain/market/uniswap-deployments.ts";
import { evmChains, parseDexFactories, parseRpcUrls, parseStablecoins } from "./evm.ts";

const FACTORY = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const TOKEN = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";

describe("parseRpcUrls", () => {
  it("reads <chainId>=<url> entries, spaces and empty entries aside", () => {
    expect(parseRpcUrls(" 1=https://eth.example/v1?key=a , ,56=http://127.0.0.1:8545/")).toEqual({
      entries: [
        { chainId: 1, url: "https://eth.example/v1?key=a" },
        { chainId: 56, url: "http://127.0.0.1:8545/" },
      ],
      errors: [],
    });
    expect(parseRpcUrls("")).toEqual({ entries: [], errors: [] });
  });

  it("names each bad entry and keeps the good ones", () => {
    const { entries, errors } = parseRpcUrls(
      "1=https://ok.example,https://no-id.example,0=https://a.example,x=https://b.example,5=ftp://c.example,9=not a url,1=https://again.example,4294967296=https://d.example",
    );
    expect(entries).toEqual([{ chainId: 1, url: "https://ok.example" }]);
    expect(errors).toEqual([
      'entry "https://no-id.example": expected <chainId>=<url>',
      'entry "0=https://a.example": chain id "0" must be a whole number from 1 to 2147483647',
      'entry "x=https://b.example": chain id "x" must be a whole number from 1 to 2147483647',
      'entry "5=ftp://c.example": "ftp://c.example" is not an http(s) URL',
      'entry "9=not a url": "not a url" is not an http(s) URL',
      'entry "1=https://again.example": chain 1 has a URL already',
      'entry "4294967296=https://d.example": chain id "4294967296" must be a whole number from 1 to 2147483647',
    ]);
  });
});

describe("parseDexFactories", () => {
  it("reads <chainId>:<kind>:<address> entries", () => {
    expect(parseDexFactories(`31337:uniswap-v2:${FACTORY}, 31337:uniswap-v3:${TOKEN}`)).toEqual({
      entries: [
        { chainId: 31337, kind: "uniswap-v2", address: FACTORY },
        { chainId: 31337, kind: "uniswap-v3", address: TOKEN },
      ],
      errors: [],
    });
  });

  it("names each bad entry", () => {
    expect(
      parseDexFactories(
        `31337:uniswap-v4:${FACTORY},31337:${FACTORY},-1:uniswap-v2:${FACTORY},1:uniswap-v2:0x1234`,
      ).errors,
    ).toEqual([
      `entry "31337:uniswap-v4:${FACTORY}": kind must be uniswap-v2 or uniswap-v3`,
      `entry "31337:${FACTORY}": expected <chainId>:<kind>:<address>`,
      `entry "-1:uniswap-v2:${FACTORY}": chain id "-1" must be a whole number from 1 to 2147483647`,
      'entry "1:uniswap-v2:0x1234": the address must be 0x and 40 hex digits',
    ]);
  });
});

describe("parseStablecoins", () => {
  it("reads <chainId>:<address> entries, addresses lower-cased", () => {
    expect(parseStablecoins(`31337:${TOKEN}`)).toEqual({
      entries: [{ chainId: 31337, address: TOKEN.toLowerCase() }],
      errors: [],
    });
    expect(parseStablecoins(`31337:0xzz,${TOKEN}`).errors).toEqual([
      'entry "31337:0xzz": the address must be 0x and 40 hex digits',
      `entry "${TOKEN}": expected <chainId>:<address>`,
    ]);
  });
});

describe("evmChains", () => {
  it("gives each chain Uniswap's factories from @uniswap/sdk-core, then the configured ones", () => {
    const { chains, errors } = evmChains({
      rpcUrls: [
        { chainId: 1, url: "https://eth.example" },
        { chainId: 31337, url: "http://127.0.0.1:8545" },
      ],
      factories: [
        { chainId: 31337, kind: "uniswap-v2", address: FACTORY },
        { chainId: 1, kind: "uniswap-v2", address: uniswapFactories(1)[0].address.toLowerCase() },
      ],
      stablecoins: [{ chainId: 31337, address: TOKEN.toLowerCase() }],
    });
    expect(errors).toEqual([]);
    expect(chains[0]).toEqual({
      chainId: 1,
      rpcUrl: "https://eth.example",
      factories: uniswapFactories(1),
      stablecoins: [],
    });
    expect(uniswapFactories(1).map((f) => f.kind)).toEqual(["uniswap-v2", "uniswap-v3"]);
    expect(chains[1]).toEqual({
      chainId: 31337,
      rpcUrl: "http://127.0.0.1:8545",
      factories: [{ kind: "uniswap-v2", address: FACTORY }],
      stablecoins: [TOKEN.toLowerCase()],
    });
  });

  it("refuses factories and stablecoins of chains without a URL, and a chain without any factory", () => {
    const { errors } = evmChains({
      rpcUrls: [{ chainId: 31337, url: "http://127.0.0.1:8545" }],
      factories: [{ chainId: 5, kind: "uniswap-v2", address: FACTORY }],
      stablecoins: [{ chainId: 7, address: TOKEN }],
    });
    expect(errors).toEqual([
      `EVM_DEX_FACTORIES: chain 5 has no URL in EVM_RPC_URLS (factory ${FACTORY})`,
      `EVM_STABLECOINS: chain 7 has no URL in EVM_RPC_URLS (token ${TOKEN})`,
      "EVM_RPC_URLS: chain 31337 has no Uniswap factory in @uniswap/sdk-core; name one in EVM_DEX_FACTORIES",
    ]);
  });
});
