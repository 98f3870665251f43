/**
 * The tag rule table: the single place that decides which tags exist and which tokens get them.
 * docs/tags.md describes it; locales/en/tags.json names and describes every slug listed here.
 */

export type TagType = "category" | "industry" | "algorithm";

export type TagRef = `${TagType}:${string}`;

/** What the rules look at: facts from the token list and the chain the token lives on. */
export type TagSubject = {
  name: string;
  symbol: string;
  /** viem export name of the token's chain, e.g. "mainnet", "arbitrum". */
  chainKey: string;
  /** The token list's bridgeInfo links this token to its Ethereum-mainnet original. */
  bridged: boolean;
};

/** A rule matches when ANY of its present conditions holds. */
type Match = {
  /** Exact symbols, compared case-insensitively. */
  symbols?: readonly string[];
  symbol?: RegExp;
  name?: RegExp;
  /** viem export names of chains whose tokens all qualify. */
  chains?: readonly string[];
  bridged?: boolean;
  /** Qualifies when an earlier rule already gave the token one of these slugs (same type or category). */
  tags?: readonly string[];
};

type Scope = "crypto" | "equity";

export type TagRule = {
  type: "category" | "industry";
  slug: string;
  match: Match;
  /** Skip the token when an earlier rule already gave it one of these category slugs. */
  unless?: readonly string[];
  /** "crypto" rules skip tokenized equities and ETFs, "equity" rules only apply to them. */
  scope?: Scope;
};

export const FALLBACK_CATEGORY = "utility";

const EQUITY_CATEGORIES = ["tokenized-stock", "etf"] as const;

export const TAG_RULES: readonly TagRule[] = [
  {
    type: "category",
    slug: "stablecoin",
    match: {
      symbol: /USD|EUR|SGD|^GYEN$|^AUDD$|^DAI(\.E)?$|^FRAX$|^MIM$|^FIDD$|^U$/i,
      name: /USD|\bdollar\b|stablecoin|\beuro\b|\bstables\b/i,
    },
  },
  {
    type: "category",
    slug: "wrapped",
    match: { name: /\bwrapped\b/i, symbols: ["WETH", "tBTC"] },
  },
  {
    type: "category",
    slug: "bridged",
    match: { bridged: true, name: /\bbridged\b|wormhole|\(PoS\)/i, symbol: /\.e$/i },
  },
  {
    type: "category",
    slug: "liquid-staking",
    match: { name: /\bstaked\b/i, symbols: ["COOK"] },
  },
  {
    type: "category",
    slug: "commodity-backed",
    match: { symbols: ["PAXG", "XAUT", "XAUT0", "NATG", "GLD", "SLV", "USO"] },
    unless: ["stablecoin"],
  },
  {
    type: "category",
    slug: "meme",
    match: {
      symbols: [
        "DOGE",
        "cbDOGE",
        "SHIB",
        "PEPE",
        "PEPECOIN",
        "FLOKI",
        "BONK",
        "WIF",
        "MOG",
        "ELON",
        "TURBO",
        "Neiro",
        "BITCOIN",
        "SPX",
        "APU",
        "MEME",
        "TOSHI",
        "DEGEN",
        "doginme",
        "KEYCAT",
        "BASECAT",
        "CASHCAT",
        "DRB",
        "BLUECHIP",
      ],
      name: /\binu\b|\bdoge|\bpepe\b|meme/i,
    },
  },
  {
    type: "category",
    slug: "etf",
    match: { name: /\bETF\b|\bfund\b|\btrust\b|\bshares\b|ishares|invesco/i },
    unless: ["stablecoin", "wrapped"],
  },
  {
    type: "category",
    slug: "tokenized-stock",
    match: { chains: ["robinhood"] },
    unless: ["stablecoin", "wrapped", "etf", "commodity-backed", "meme"],
  },
  {
    type: "category",
    slug: "layer-1-asset",
    match: {
      symbol:
        /^(cb|k|w)?(BTC|ETH|SOL|XRP|ADA|LTC|DOGE|ZEC|AVAX|BNB|HYPE|MATIC|CELO|FTM|ELA|INJ|KUJI|QUAI|CTC|CRO|TAO)$/i,
    },
    unless: ["tokenized-stock"],
  },
  {
    type: "category",
    slug: "exchange-token",
    match: { symbols: ["OKB", "CRO", "WOO", "LCX", "WBT", "BNB", "WBNB"] },
  },
  {
    type: "category",
    slug: "governance",
    match: {
      symbols: [
        "UNI",
        "UNI.e",
        "AAVE",
        "COMP",
        "MKR",
        "SKY",
        "CRV",
        "BAL",
        "SUSHI",
        "YFI",
        "LDO",
        "ENS",
        "ARB",
        "OP",
        "GNO",
        "SNX",
        "1INCH",
        "CVX",
        "FXS",
        "LQTY",
        "RPL",
        "UMA",
        "BADGER",
        "ALCX",
        "INDEX",
        "GTC",
        "RGT",
        "TRIBE",
        "INV",
        "ANT",
        "DYDX",
        "FORTH",
        "PERP",
        "RBN",
        "TOKE",
        "BOND",
        "SAFE",
        "COW",
        "ZRX",
        "KNC",
        "BNT",
        "STG",
        "SYN",
        "AERO",
        "VELO",
        "MORPHO",
        "EUL",
        "PENDLE",
        "ENA",
        "ETHFI",
        "EIGEN",
        "ZK",
        "STRK",
        "WLFI",
        "SPELL",
        "MPL",
        "ONDO",
        "CAKE",
        "QUICK",
        "HFT",
        "DRV",
        "GMX",
        "API3",
        "WELL",
        "USUAL",
      ],
      name: /\bDAO\b|governance/i,
    },
  },
  { type: "category", slug: FALLBACK_CATEGORY, match: {} },

  {
    type: "industry",
    slug: "dex",
    scope: "crypto",
    match: {
      symbols: [
        "UNI",
        "UNI.e",
        "SUSHI",
        "CAKE",
        "CRV",
        "BAL",
        "1INCH",
        "ZRX",
        "KNC",
        "BNT",
        "COW",
        "AERO",
        "VELO",
        "QUICK",
        "JUP",
        "IDEX",
        "HFT",
        "AST",
        "ORN",
        "ODOS",
        "DEXT",
        "RBC",
      ],
      name: /swap|\bexchange\b|\bDEX\b/i,
    },
  },
  {
    type: "industry",
    slug: "lending",
    scope: "crypto",
    match: {
      symbols: [
        "AAVE",
        "COMP",
        "MKR",
        "SKY",
        "MORPHO",
        "EUL",
        "SPK",
        "LQTY",
        "LUSD",
        "MPL",
        "SYRUP",
        "GFI",
        "TRU",
        "CPOOL",
        "WELL",
        "SEAM",
        "DOLO",
        "FLUID",
        "TERM",
        "TMX",
        "ALCX",
        "INV",
        "SPELL",
        "MIM",
        "CAP",
        "AVL",
      ],
      name: /\blend|\bloan/i,
    },
  },
  {
    type: "industry",
    slug: "derivatives",
    scope: "crypto",
    match: {
      symbols: [
        "DYDX",
        "GMX",
        "SNX",
        "sUSD",
        "PERP",
        "DDX",
        "AEVO",
        "DRV",
        "AVNT",
        "HYPE",
        "cbHYPE",
        "KHYPE",
        "ASTER",
        "EDGEX",
        "GRVT",
        "UMA",
        "INX",
        "CTX",
        "MIR",
        "ENA",
        "RBN",
      ],
      name: /\bLighter\b|perpetual|synth/i,
    },
  },
  {
    type: "industry",
    slug: "yield",
    scope: "crypto",
    match: {
      symbols: [
        "YFI",
        "YFII",
        "CVX",
        "FARM",
        "TOKE",
        "PENDLE",
        "BADGER",
        "DYP",
        "RBN",
        "YB",
        "BOND",
        "CT",
        "UP",
      ],
      name: /\bvaults?\b|harvest/i,
    },
  },
  {
    type: "industry",
    slug: "staking",
    scope: "crypto",
    match: {
      symbols: [
        "LDO",
        "RPL",
        "SD",
        "FIS",
        "PSTAKE",
        "SWELL",
        "ETHFI",
        "PUFFER",
        "REZ",
        "EIGEN",
        "KERNEL",
        "BARD",
        "TREE",
        "SSV",
      ],
      name: /\bstak/i,
      tags: ["liquid-staking"],
    },
  },
  {
    type: "industry",
    slug: "defi",
    scope: "crypto",
    match: {
      symbols: [
        "DPI",
        "RAI",
        "FRAX",
        "FXS",
        "INDEX",
        "DAI",
        "DAI.e",
        "USDS",
        "RSR",
        "AMPL",
        "WAMPL",
        "FORTH",
      ],
      name: /\bfinance\b|\bdefi\b/i,
      tags: ["dex", "lending", "derivatives", "yield", "staking"],
    },
  },
  {
    type: "industry",
    slug: "oracle",
    scope: "crypto",
    match: { symbols: ["LINK", "BAND", "API3", "TRB", "DIA", "RED", "ARPA", "UMA", "NMR"] },
  },
  {
    type: "industry",
    slug: "interoperability",
    scope: "crypto",
    match: {
      symbols: [
        "AXL",
        "ZRO",
        "STG",
        "SYN",
        "ACX",
        "CELR",
        "MULTI",
        "HYPER",
        "REN",
        "RBC",
        "OMNI",
        "Zeta",
        "SWFTC",
        "PORTAL",
        "WANLOG",
        "QNT",
        "T",
        "tBTC",
      ],
      name: /cross-chain|interop/i,
    },
  },
  {
    type: "industry",
    slug: "layer-2",
    scope: "crypto",
    match: {
      symbols: [
        "ARB",
        "OP",
        "STRK",
        "ZK",
        "METIS",
        "BOBA",
        "MNT",
        "LINEA",
        "BLAST",
        "ZORA",
        "LSK",
        "SKL",
        "IMX",
        "LRC",
        "MATIC",
        "POL",
        "WMATIC",
        "OMG",
        "LOOM",
        "ALT",
        "CTSI",
        "A8",
        "ES",
        "KAT",
        "B3",
        "ERA",
        "MEZO",
        "CTR",
        "SYND",
        "ESP",
        "CYBER",
        "MOVE",
        "AZTEC",
      ],
      name: /\blayer ?2\b|rollup/i,
    },
  },
  {
    type: "industry",
    slug: "gaming",
    scope: "crypto",
    match: {
      symbols: [
        "AXS",
        "GALA",
        "ILV",
        "GODS",
        "YGG",
        "ALICE",
        "SLP",
        "MAGIC",
        "BIGTIME",
        "PRIME",
        "PIRATE",
        "LOKA",
        "LRDS",
        "VOXEL",
        "PDA",
        "REVV",
        "MC",
        "BEAM",
        "GUN",
        "AGLD",
        "TLM",
        "DAR",
        "GHST",
        "ENJ",
        "MV",
        "IMX",
        "FUN1",
        "B3",
      ],
      name: /\bgam(e|es|ing)\b|\bplay/i,
    },
  },
  {
    type: "industry",
    slug: "metaverse",
    scope: "crypto",
    match: {
      symbols: ["MANA", "SAND", "CUBE", "HIGH", "ALICE", "TLM", "DAR", "MV", "AVT", "ILV"],
      name: /metaverse/i,
    },
  },
  {
    type: "industry",
    slug: "nft",
    scope: "crypto",
    match: {
      symbols: [
        "BLUR",
        "RARE",
        "RARI",
        "APE",
        "SUPER",
        "TVK",
        "ERN",
        "MUSE",
        "SOCKS",
        "COVAL",
        "ALI",
        "MONA",
      ],
    },
  },
  {
    type: "industry",
    slug: "ai",
    scope: "crypto",
    match: {
      symbols: [
        "FET",
        "OCEAN",
        "TAO",
        "AIXBT",
        "VIRTUAL",
        "AI",
        "ALI",
        "COOKIE",
        "KAITO",
        "PROMPT",
        "OPG",
        "ALLO",
        "SENT",
        "NES",
        "FLOCK",
        "VVV",
        "DGAI",
        "THQ",
        "SAPIEN",
        "RECALL",
        "FAI",
        "KITE",
        "NMR",
        "CLANKER",
        "DRB",
        "BNKR",
        "ROBO",
        "GLM",
        "RNDR",
      ],
      name: /\bAI\b|artificial|intelligence|\bagents?\b/i,
    },
  },
  {
    type: "industry",
    slug: "data",
    scope: "crypto",
    match: {
      symbols: [
        "GRT",
        "OCEAN",
        "CQT",
        "CXT",
        "MDT",
        "TRAC",
        "SQD",
        "SXT",
        "XYO",
        "ARKM",
        "PRQ",
        "KAITO",
        "DEXT",
        "DIA",
      ],
      name: /\bdata\b|analytics/i,
    },
  },
  {
    type: "industry",
    slug: "storage",
    scope: "crypto",
    match: { symbols: ["STORJ", "FIL", "AIOZ", "IRYS", "ALEPH", "BLZ", "PWT", "ICNT"], name: /storage/i },
  },
  {
    type: "industry",
    slug: "depin",
    scope: "crypto",
    match: {
      symbols: [
        "ATH",
        "AIOZ",
        "RNDR",
        "GLM",
        "RLC",
        "ICNT",
        "IOTX",
        "NKN",
        "MXC",
        "WMTX",
        "FLUX",
        "JASMY",
        "LPT",
        "XYO",
        "DOVU",
        "POWR",
        "AWE",
        "SUKU",
      ],
    },
  },
  {
    type: "industry",
    slug: "infrastructure",
    scope: "crypto",
    match: {
      symbols: [
        "GNO",
        "ANKR",
        "POND",
        "BICO",
        "SAFE",
        "WCT",
        "NU",
        "KEEP",
        "LA",
        "PROVE",
        "ZKC",
        "BREV",
        "ATA",
        "AERGO",
        "KP3R",
        "GWEI",
        "RLS",
        "CHR",
        "CTSI",
        "ELA",
        "XCN",
        "SKL",
        "AMP",
        "ROOK",
        "RAD",
      ],
      name: /\binfrastructure\b/i,
    },
  },
  {
    type: "industry",
    slug: "privacy",
    scope: "crypto",
    match: {
      symbols: ["ZEC", "cbZEC", "OXT", "HOPR", "NU", "FHE", "ZAMA", "AZTEC", "XAN", "ZKP", "KEEP"],
      name: /privacy|private/i,
    },
  },
  {
    type: "industry",
    slug: "identity",
    scope: "crypto",
    match: {
      symbols: ["ENS", "CVC", "KEY", "IDOS", "SIGN", "ZKP", "WLD", "GAL", "TRUST", "BILL"],
      name: /identity|name service|litentry/i,
    },
  },
  {
    type: "industry",
    slug: "payments",
    scope: "crypto",
    match: {
      symbols: ["ACH", "TEL", "XRP", "cbXRP", "SXP", "REQ", "CRPT", "COTI", "AMP", "KTA", "PYUSD", "XPL"],
      name: /\bpay/i,
      tags: ["stablecoin"],
    },
  },
  {
    type: "industry",
    slug: "social",
    scope: "crypto",
    match: {
      symbols: ["MASK", "CYBER", "DEGEN", "RLY", "TOWNS", "L3", "SNT", "NOICE", "GAL"],
      name: /social/i,
    },
  },
  {
    type: "industry",
    slug: "media",
    scope: "crypto",
    match: {
      symbols: ["AUDIO", "LPT", "NOICE", "JAM", "PWT", "ZORA", "BAT"],
      name: /music|video|audio/i,
    },
  },
  {
    type: "industry",
    slug: "real-world-assets",
    scope: "crypto",
    match: {
      symbols: [
        "ONDO",
        "CFG",
        "WCFG",
        "PLUME",
        "MPL",
        "GFI",
        "TRU",
        "CPOOL",
        "MCO2",
        "PRO",
        "POLY",
        "USUAL",
        "SYRUP",
      ],
      name: /treasury|real estate|carbon/i,
      tags: ["commodity-backed"],
    },
  },
  {
    type: "industry",
    slug: "prediction-markets",
    scope: "crypto",
    match: { symbols: ["OPN", "LMTS"], name: /augur|predict/i },
  },
  {
    type: "industry",
    slug: "launchpad",
    scope: "crypto",
    match: { symbols: ["POLS", "AUCTION", "TOKEN", "GTC", "BIO"], name: /launch|starter/i },
  },
  {
    type: "industry",
    slug: "security",
    scope: "crypto",
    match: { symbols: ["QSP", "FORT", "IMU", "NCT"] },
  },

  {
    type: "industry",
    slug: "semiconductors",
    scope: "equity",
    match: {
      symbols: [
        "NVDA",
        "AMD",
        "INTC",
        "AVGO",
        "TSM",
        "ASML",
        "AMAT",
        "LRCX",
        "KLAC",
        "MU",
        "QCOM",
        "ARM",
        "MRVL",
        "ON",
        "MPWR",
        "TER",
        "AMKR",
        "AEHR",
        "AAOI",
        "ALAB",
        "AMBA",
        "CRDO",
        "MXL",
        "NVTS",
        "SIMO",
        "TSEM",
        "UMC",
        "SNDK",
        "WDC",
        "SMH",
        "SOXX",
        "DRAM",
        "POET",
        "ONTO",
        "COHR",
        "LITE",
        "MTSI",
        "VICR",
        "AXTI",
        "CBRS",
        "PENG",
      ],
      name: /semiconductor/i,
    },
  },
  {
    type: "industry",
    slug: "software",
    scope: "equity",
    match: {
      symbols: [
        "MSFT",
        "ADBE",
        "CRM",
        "NOW",
        "ORCL",
        "DDOG",
        "MDB",
        "SNOW",
        "NET",
        "TEAM",
        "WDAY",
        "SHOP",
        "INTU",
        "PLTR",
        "PATH",
        "DOCN",
        "CRWV",
        "NBIS",
        "FIG",
        "APP",
        "TTD",
        "ZM",
        "CTSH",
        "IBM",
        "INOD",
        "SOUN",
        "ZETA",
        "NAVN",
        "XLK",
        "CRWD",
        "PANW",
        "FTNT",
        "ZS",
      ],
      name: /software/i,
    },
  },
  {
    type: "industry",
    slug: "quantum-computing",
    scope: "equity",
    match: { symbols: ["IONQ", "QBTS", "RGTI", "QUBT", "QNT", "INFQ", "XNDU"], name: /quantum/i },
  },
  {
    type: "industry",
    slug: "aerospace-defense",
    scope: "equity",
    match: {
      symbols: [
        "BA",
        "LMT",
        "GE",
        "HWM",
        "HII",
        "LHX",
        "KTOS",
        "AVAV",
        "RCAT",
        "RKLB",
        "LUNR",
        "FLY",
        "RDW",
        "ASTS",
        "PL",
        "SPCX",
        "JOBY",
        "NASA",
        "SATS",
        "VSAT",
      ],
      name: /aerospace|defense|\bspace\b/i,
    },
  },
  {
    type: "industry",
    slug: "energy",
    scope: "equity",
    match: {
      symbols: [
        "CEG",
        "GEV",
        "VST",
        "OKLO",
        "SMR",
        "NNE",
        "BE",
        "FLNC",
        "RUN",
        "TE",
        "XOM",
        "PR",
        "USO",
        "POWL",
        "PWR",
        "VRT",
      ],
      name: /energy|\bpower\b|nuclear|\boil\b/i,
    },
  },
  {
    type: "industry",
    slug: "healthcare",
    scope: "equity",
    match: {
      symbols: ["LLY", "JNJ", "PFE", "MRNA", "UNH", "ABCL", "IBRX", "SLS", "HIMS", "CLOV", "TEM"],
      name: /health|\bbio|pharma|life sciences/i,
    },
  },
  {
    type: "industry",
    slug: "hardware",
    scope: "equity",
    match: {
      symbols: ["NOK", "ANET", "CIEN", "HPE", "GLW", "DELL", "CSCO", "JBL", "CLS", "SMCI", "OUST", "P", "BB"],
      name: /hardware|network(s|ing)\b/i,
    },
  },
  {
    type: "industry",
    slug: "data-centers",
    scope: "equity",
    match: {
      symbols: ["IREN", "WULF", "CLSK", "APLD", "WYFI", "CRWV", "NBIS", "VRT"],
      name: /data cent(er|re)/i,
    },
  },
  {
    type: "industry",
    slug: "fintech",
    scope: "equity",
    match: {
      symbols: ["COIN", "SOFI", "CRCL", "FISV", "FUTU", "BULL", "GLXY", "MSTR", "NU", "FICO"],
      name: /financial|\bbank/i,
    },
  },
  {
    type: "industry",
    slug: "consumer",
    scope: "equity",
    match: {
      symbols: [
        "AAPL",
        "AMZN",
        "COST",
        "LULU",
        "KSS",
        "CELH",
        "ELF",
        "CCL",
        "AMC",
        "GME",
        "NFLX",
        "RBLX",
        "TTWO",
        "TSLA",
        "F",
        "RIVN",
        "CVNA",
        "UPS",
        "SNAP",
        "META",
        "GOOGL",
        "BABA",
        "DJT",
        "RDDT",
      ],
    },
  },
];

/** One consensus or rollup design per chain, keyed by viem export name. */
export const CHAIN_ALGORITHMS: Readonly<Record<string, string>> = {
  mainnet: "proof-of-stake",
  polygon: "proof-of-stake",
  gnosis: "proof-of-stake",
  bsc: "proof-of-staked-authority",
  avalanche: "avalanche-consensus",
  monad: "bft-proof-of-stake",
  tempo: "bft-proof-of-stake",
  optimism: "optimistic-rollup",
  base: "optimistic-rollup",
  arbitrum: "optimistic-rollup",
  unichain: "optimistic-rollup",
  worldchain: "optimistic-rollup",
  zora: "optimistic-rollup",
  blast: "optimistic-rollup",
  ink: "optimistic-rollup",
  soneium: "optimistic-rollup",
  celo: "optimistic-rollup",
  robinhood: "optimistic-rollup",
  xLayer: "optimistic-rollup",
  zksync: "zk-rollup",
  linea: "zk-rollup",
  scroll: "zk-rollup",
};

export type TagDefinition = { type: TagType; slug: string; position: number };

/** Every tag the catalogue knows, in display order: rule order for categories and industries. */
export function tagDefinitions(): TagDefinition[] {
  const algorithms = [...new Set(Object.values(CHAIN_ALGORITHMS))];
  const defs = [
    ...TAG_RULES.map((rule) => ({ type: rule.type, slug: rule.slug })),
    ...algorithms.map((slug) => ({ type: "algorithm" as const, slug })),
  ];
  return defs.map((def, position) => ({ ...def, position }));
}

export function chainAlgorithm(chainKey: string): string {
  const algorithm = CHAIN_ALGORITHMS[chainKey];
  if (!algorithm) throw new Error(`No consensus tag for chain "${chainKey}": add it to CHAIN_ALGORITHMS`);
  return algorithm;
}

function matches(match: Match, subject: TagSubject, assigned: ReadonlySet<string>): boolean {
  const symbol = subject.symbol.toLowerCase();
  return (
    (match.symbols?.some((s) => s.toLowerCase() === symbol) ?? false) ||
    (match.symbol?.test(subject.symbol) ?? false) ||
    (match.name?.test(subject.name) ?? false) ||
    (match.chains?.includes(subject.chainKey) ?? false) ||
    (match.bridged === true && subject.bridged) ||
    (match.tags?.some((slug) => assigned.has(slug)) ?? false)
  );
}

/**
 * Applies the rule table in order. Returns tag refs: one or more categories (the fallback when no other
 * category matched), any industries, and exactly one algorithm (the chain's).
 */
export function tagsFor(subject: TagSubject): TagRef[] {
  const categories = new Set<string>();
  const industries = new Set<string>();
  for (const rule of TAG_RULES) {
    if (rule.slug === FALLBACK_CATEGORY) {
      if (categories.size === 0) categories.add(FALLBACK_CATEGORY);
      continue;
    }
    if (rule.unless?.some((slug) => categories.has(slug))) continue;
    const isEquity = EQUITY_CATEGORIES.some((slug) => categories.has(slug));
    if (rule.scope === "crypto" && isEquity) continue;
    if (rule.scope === "equity" && !isEquity) continue;
    const assigned = new Set([...categories, ...industries]);
    if (!matches(rule.match, subject, assigned)) continue;
    (rule.type === "category" ? categories : industries).add(rule.slug);
  }
  return [
    ...[...categories].map((slug): TagRef => `category:${slug}`),
    ...[...industries].map((slug): TagRef => `industry:${slug}`),
    `algorithm:${chainAlgorithm(subject.chainKey)}`,
  ];
}
