import tagNames from "../locales/en/tags.json" with { type: "json" };

/** Facts the texts are built from; all of them come from the data packages. */
export type TokenFacts = {
  name: string;
  symbol: string;
  address: string;
  decimals: number;
  chainId: number;
  chainName: string;
  nativeName: string;
  nativeSymbol: string;
  explorerName: string | null;
  /** Category slugs, in rule order. */
  categories: readonly string[];
  authorized: boolean;
};

export type Faq = { question: string; answer: string };

export const DESCRIPTION_LOCALES = ["en", "de", "es", "fr", "ru", "zh", "ja"] as const;
export type DescriptionLocale = (typeof DESCRIPTION_LOCALES)[number];

const categoryNames: Readonly<Record<string, { name: string }>> = tagNames.category;

function categoryName(slug: string): string {
  const entry = categoryNames[slug];
  if (!entry) throw new Error(`locales/en/tags.json has no category "${slug}"`);
  return entry.name;
}

/** "A", "A and B", "A, B and C". */
function joinEnglish(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function inCategories(categories: readonly string[]): string {
  const names = joinEnglish(categories.map(categoryName));
  return categories.length === 1 ? `in the ${names} category` : `in the ${names} categories`;
}

/** Two or three sentences per locale; only English names the categories. */
export const DESCRIPTIONS: Readonly<Record<DescriptionLocale, (f: TokenFacts) => string>> = {
  en: (f) =>
    `${f.name} (${f.symbol}) is a token on ${f.chainName} ${inCategories(f.categories)}. ` +
    `Its contract address is ${f.address} and it uses ${f.decimals} decimals. ` +
    (f.authorized
      ? "It is verified: the address appears in MetaMask's curated contract metadata."
      : "It is not verified: the address does not appear in MetaMask's curated contract metadata, so check it before use."),
  de: (f) =>
    `${f.name} (${f.symbol}) ist ein Token auf ${f.chainName}. ` +
    `Die Vertragsadresse lautet ${f.address}, der Token verwendet ${f.decimals} Dezimalstellen. ` +
    (f.authorized
      ? "Er ist verifiziert: Die Adresse steht in den kuratierten Vertragsmetadaten von MetaMask."
      : "Er ist nicht verifiziert: Die Adresse steht nicht in den kuratierten Vertragsmetadaten von MetaMask, prüfen Sie sie daher vor der Nutzung."),
  es: (f) =>
    `${f.name} (${f.symbol}) es un token de ${f.chainName}. ` +
    `Su dirección de contrato es ${f.address} y usa ${f.decimals} decimales. ` +
    (f.authorized
      ? "Está verificado: la dirección figura en los metadatos de contratos seleccionados por MetaMask."
      : "No está verificado: la dirección no figura en los metadatos de contratos seleccionados por MetaMask, así que compruébala antes de usarlo."),
  fr: (f) =>
    `${f.name} (${f.symbol}) est un jeton de la blockchain ${f.chainName}. ` +
    `Son adresse de contrat est ${f.address} et il utilise ${f.decimals} décimales. ` +
    (f.authorized
      ? "Il est vérifié\u00a0: l’adresse figure dans les métadonnées de contrats sélectionnées par MetaMask."
      : "Il n’est pas vérifié\u00a0: l’adresse ne figure pas dans les métadonnées de contrats sélectionnées par MetaMask, vérifiez-la donc avant de l’utiliser."),
  ru: (f) =>
    `${f.name} (${f.symbol}) — токен в сети ${f.chainName}. ` +
    `Адрес контракта — ${f.address}, число знаков после запятой — ${f.decimals}. ` +
    (f.authorized
      ? "Токен проверен: адрес есть в курируемых метаданных контрактов MetaMask."
      : "Токен не проверен: адреса нет в курируемых метаданных контрактов MetaMask, поэтому сверьте его перед использованием."),
  zh: (f) =>
    `${f.name}（${f.symbol}）是 ${f.chainName} 上的代币。` +
    `其合约地址为 ${f.address}，精度为 ${f.decimals} 位小数。` +
    (f.authorized
      ? "该代币已验证：其地址收录于 MetaMask 精选的合约元数据中。"
      : "该代币未经验证：其地址未收录于 MetaMask 精选的合约元数据中，使用前请仔细核对。"),
  ja: (f) =>
    `${f.name}（${f.symbol}）は ${f.chainName} 上のトークンです。` +
    `コントラクトアドレスは ${f.address}、小数点以下の桁数は ${f.decimals} です。` +
    (f.authorized
      ? "このトークンは検証済みです。アドレスが MetaMask の厳選されたコントラクトメタデータに掲載されています。"
      : "このトークンは未検証です。アドレスが MetaMask の厳選されたコントラクトメタデータに掲載されていないため、利用前に必ずご確認ください。"),
};

/** Five English questions and answers. */
export function englishFaqs(f: TokenFacts): Faq[] {
  const explorer = f.explorerName ? `the ${f.explorerName} block explorer` : "a block explorer";
  return [
    {
      question: `What is ${f.name} (${f.symbol})?`,
      answer:
        `${f.name} (${f.symbol}) is a token on ${f.chainName} ${inCategories(f.categories)}. ` +
        "TokenAtlas lists it because it is part of the Uniswap default token list.",
    },
    {
      question: `Which blockchain is ${f.symbol} on?`,
      answer:
        `This ${f.symbol} token lives on ${f.chainName} (chain ID ${f.chainId}), whose native currency is ` +
        `${f.nativeName} (${f.nativeSymbol}). A token with the same symbol on another blockchain is a different contract.`,
    },
    {
      question: `What is the contract address of ${f.symbol}?`,
      answer:
        `On ${f.chainName} the contract address is ${f.address} and the token uses ${f.decimals} decimals. ` +
        `Compare the address with ${explorer} before sending funds.`,
    },
    {
      question: `Where do the price and market figures for ${f.symbol} come from?`,
      answer:
        "They are demo data simulated until live market providers are connected, " +
        "so they are not real prices, volumes or holder counts.",
    },
    {
      question: `Is ${f.name} verified?`,
      answer: f.authorized
        ? `Yes. The ${f.symbol} contract address appears in MetaMask's curated contract metadata, which TokenAtlas uses to mark tokens as verified.`
        : `Not yet. The ${f.symbol} contract address is not in MetaMask's curated contract metadata, which TokenAtlas uses to mark tokens as verified, so check it carefully before use.`,
    },
  ];
}

/** A native coin's facts: the currency of its chain, with no contract. */
export type NativeFacts = Pick<
  TokenFacts,
  "name" | "symbol" | "decimals" | "chainId" | "chainName" | "explorerName"
>;

/** Two sentences per locale on a chain's native coin. */
export const NATIVE_DESCRIPTIONS: Readonly<Record<DescriptionLocale, (f: NativeFacts) => string>> = {
  en: (f) =>
    `${f.name} (${f.symbol}) is the native currency of ${f.chainName}: it pays for transactions there and has no token contract. ` +
    `Wallets and APIs refer to it by the conventional address 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE; it uses ${f.decimals} decimals.`,
  de: (f) =>
    `${f.name} (${f.symbol}) ist die native Währung von ${f.chainName}: Damit werden dort Transaktionen bezahlt, einen Token-Vertrag gibt es nicht. ` +
    `Wallets und APIs bezeichnen sie mit der üblichen Adresse 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE; sie verwendet ${f.decimals} Dezimalstellen.`,
  es: (f) =>
    `${f.name} (${f.symbol}) es la moneda nativa de ${f.chainName}: con ella se pagan las transacciones y no tiene contrato de token. ` +
    `Las carteras y las API la identifican con la dirección convencional 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE; usa ${f.decimals} decimales.`,
  fr: (f) =>
    `${f.name} (${f.symbol}) est la monnaie native de ${f.chainName}\u00a0: elle sert à payer les transactions et n’a pas de contrat de jeton. ` +
    `Les portefeuilles et les API la désignent par l’adresse conventionnelle 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE\u00a0; elle utilise ${f.decimals} décimales.`,
  ru: (f) =>
    `${f.name} (${f.symbol}) — нативная валюта сети ${f.chainName}: ею оплачивают транзакции, контракта токена у неё нет. ` +
    `Кошельки и API обозначают её условным адресом 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE; число знаков после запятой — ${f.decimals}.`,
  zh: (f) =>
    `${f.name}（${f.symbol}）是 ${f.chainName} 的原生货币，用于支付该链上的交易，没有代币合约。` +
    `钱包和 API 使用约定地址 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE 指代它，精度为 ${f.decimals} 位小数。`,
  ja: (f) =>
    `${f.name}（${f.symbol}）は ${f.chainName} のネイティブ通貨で、取引手数料の支払いに使われ、トークンコントラクトはありません。` +
    `ウォレットや API では慣例のアドレス 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE で表され、小数点以下の桁数は ${f.decimals} です。`,
};

/** Five English questions and answers on a native coin. */
export function nativeFaqs(f: NativeFacts): Faq[] {
  const explorer = f.explorerName ? `the ${f.explorerName} block explorer` : "a block explorer";
  return [
    {
      question: `What is ${f.name} (${f.symbol}) on ${f.chainName}?`,
      answer: `${f.name} (${f.symbol}) is the native currency of ${f.chainName} (chain ID ${f.chainId}). Every transaction on ${f.chainName} pays its fee in ${f.symbol}.`,
    },
    {
      question: `Does ${f.symbol} on ${f.chainName} have a contract address?`,
      answer:
        "No. A native currency is part of the chain itself. Wallets, DEX aggregators and this site refer to it " +
        "by the conventional address 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE, which no contract owns.",
    },
    {
      question: `How many decimals does ${f.symbol} use?`,
      answer: `${f.decimals}. Amounts on ${explorer} are shown in whole ${f.symbol}; the chain counts in units of 10^-${f.decimals}.`,
    },
    {
      question: `Where do the price and market figures for ${f.symbol} come from?`,
      answer:
        "They are demo data simulated until live market providers are connected, " +
        "so they are not real prices, volumes or holder counts.",
    },
    {
      question: `Is ${f.symbol} on ${f.chainName} the same asset as on other chains?`,
      answer: `TokenAtlas groups every deployment of ${f.name} into one asset with one price; the token page lists the other chains under "Also on".`,
    },
  ];
}
