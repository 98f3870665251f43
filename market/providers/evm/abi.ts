import { parseAbi, toEventSelector } from "viem";

/**
 * The events and calls the indexer uses, as declared in Uniswap's contracts (docs/decisions/013-evm-indexer.md
 * names the files): v2 pairs and their factory, v3 pools and their factory. `uint` in the v2 sources is uint256; the
 * ERC-20 calls are in domain/market/token-contract.ts.
 */

export const v2PairEvents = parseAbi([
  "event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)",
  "event Sync(uint112 reserve0, uint112 reserve1)",
  "event Mint(address indexed sender, uint256 amount0, uint256 amount1)",
  "event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)",
]);

export const v2FactoryEvents = parseAbi([
  "event PairCreated(address indexed token0, address indexed token1, address pair, uint256)",
]);

export const v3PoolEvents = parseAbi([
  "event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)",
]);

export const v3FactoryEvents = parseAbi([
  "event PoolCreated(address indexed token0, address indexed token1, uint24 indexed fee, int24 tickSpacing, address pool)",
]);

/** Every event the indexer reads, by its topic 0 (v2 and v3 Swap differ in their parameters, so in topic). */
export const DEX_EVENTS = [...v2PairEvents, ...v2FactoryEvents, ...v3PoolEvents, ...v3FactoryEvents];
export const DEX_TOPICS = DEX_EVENTS.map((event) => toEventSelector(event));

/** What v2 pairs and v3 pools both answer: their tokens and the factory that created them. */
export const poolAbi = parseAbi([
  "function token0() view returns (address)",
  "function token1() view returns (address)",
  "function factory() view returns (address)",
  "function fee() view returns (uint24)",
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
]);

export const factoryAbi = parseAbi([
  "function getPair(address tokenA, address tokenB) view returns (address pair)",
  "function getPool(address tokenA, address tokenB, uint24 fee) view returns (address pool)",
]);
