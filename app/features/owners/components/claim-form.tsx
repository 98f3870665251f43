import { type FormEvent, useState } from "react";
import { CONTRACT_ADDRESS } from "../../../../lib/address.ts";
import {
  buttonClass,
  Control,
  FormError,
  inputClass,
  primaryClass,
} from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { useNotify } from "../../../shell/shell-context.tsx";
import { OWNER_REFUSALS } from "../refusals.ts";
import { connectWallet, signWithWallet, WalletError } from "../wallet.ts";

export type Chain = { id: number; name: string };
type Found = { chainId: number; contract: string; name: string; symbol: string };
type WebsiteClaim = {
  id: number;
  host: string;
  dns: { name: string; value: string };
  file: { url: string; content: string };
};

/**
 * Claim a token (docs/product.md, Token owners): find it by chain and contract address, add it to the catalogue
 * from its contract when it is unknown, then sign the site's message with the wallet of the contract's owner,
 * admin or deployer, or publish a code on the token's website for the editors to decide
 * (docs/decisions/025-website-proof.md). `onClaimed` gets the claimed token's id; `onSent` runs when a website
 * claim's code was found and the claim went to the editors.
 */
export function ClaimForm({
  chains,
  onClaimed,
  onSent,
}: {
  chains: Chain[];
  onClaimed: (id: number) => void;
  onSent: () => void;
}) {
  const { t, locale } = useTranslation("owner");
  const notify = useNotify();
  const form = useFormCall({ namespaces: OWNER_REFUSALS });
  const [chainId, setChainId] = useState(chains[0]?.id ?? 1);
  const [contract, setContract] = useState("");
  const [unknown, setUnknown] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [signing, setSigning] = useState(false);
  const [website, setWebsite] = useState<WebsiteClaim | null>(null);

  async function find(event: FormEvent) {
    event.preventDefault();
    setFound(null);
    setWebsite(null);
    setUnknown(false);
    const address = contract.trim();
    if (!CONTRACT_ADDRESS.test(address)) return form.setFieldError("contract", "contract_invalid");
    const result = await form.submit<{ name: string; symbol: string } | null>(async () => {
      const answer = await accountCall("GET", `/api/tokens/${chainId}/${address}`, locale);
      if (answer.ok) return { ok: true, data: { name: answer.data.name, symbol: answer.data.symbol } };
      // An unknown contract is not a refusal here: the form offers to add it.
      return answer.status === 404 ? { ok: true, data: null } : answer;
    });
    if (result === undefined) return;
    if (result === null) return setUnknown(true);
    setFound({ chainId, contract: address, name: result.name, symbol: result.symbol });
  }

  async function add() {
    const data = await form.submit(() =>
      accountCall("POST", "/api/project/tokens", locale, { chainId, contract: contract.trim() }),
    );
    if (!data) return;
    setUnknown(false);
    setFound({ chainId, contract: contract.trim(), name: data.name, symbol: data.symbol });
    notify({ type: "success", message: t("claim.added", { name: data.name, symbol: data.symbol }) });
  }

  async function startWebsite(token: Found) {
    const data = await form.submit(() =>
      accountCall("POST", "/api/project/website-claims", locale, {
        chainId: token.chainId,
        contract: token.contract,
      }),
    );
    if (data) setWebsite(data);
  }

  async function checkWebsite(claim: WebsiteClaim) {
    const data = await form.submit(() =>
      accountCall("POST", `/api/project/website-claims/${claim.id}/check`, locale),
    );
    if (!data) return;
    notify({ type: "success", message: t("claim.websiteWaiting") });
    onSent();
    setWebsite(null);
    setFound(null);
    setContract("");
  }

  async function claim(token: Found) {
    setSigning(true);
    try {
      const data = await form.submit(async () => {
        let address: string;
        try {
          address = await connectWallet();
        } catch (error) {
          return walletRefusal(error);
        }
        const started = await accountCall("POST", "/api/project/claims", locale, {
          chainId: token.chainId,
          contract: token.contract,
          address,
        });
        if (!started.ok) return started;
        let signature: string;
        try {
          signature = await signWithWallet(address, started.data.message);
        } catch (error) {
          return walletRefusal(error);
        }
        return accountCall("POST", `/api/project/claims/${started.data.nonce}/signature`, locale, {
          message: started.data.message,
          signature,
        });
      });
      if (!data) return;
      notify({ type: "success", message: t("claim.claimed", { name: token.name }) });
      setFound(null);
      setContract("");
      onClaimed(data.tokenId);
    } finally {
      setSigning(false);
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">{t("claim.intro")}</p>
      <form
        noValidate
        onSubmit={find}
        className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-start"
      >
        <Control label={t("claim.chain")} error={form.fieldError("chainId")}>
          <select
            value={chainId}
            onChange={(event) => {
              setChainId(Number(event.target.value));
              setFound(null);
              setUnknown(false);
            }}
            className={inputClass}
          >
            {chains.map((chain) => (
              <option key={chain.id} value={chain.id}>
                {chain.name}
              </option>
            ))}
          </select>
        </Control>
        <Control
          label={t("claim.contract")}
          hint={t("claim.contractHint")}
          error={form.fieldError("contract")}
        >
          <input
            value={contract}
            onChange={(event) => {
              setContract(event.target.value);
              setFound(null);
              setUnknown(false);
            }}
            spellCheck={false}
            autoComplete="off"
            inputMode="text"
            maxLength={42}
            placeholder="0x…"
            className={`${inputClass} font-mono`}
          />
        </Control>
        <div className="sm:pt-6">
          <button type="submit" disabled={form.pending} className={buttonClass}>
            {t("claim.find")}
          </button>
        </div>
      </form>
      <FormError text={form.formError} />
      {unknown && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-line p-3">
          <p className="min-w-0 flex-1 text-sm">{t("claim.unknown")}</p>
          <button type="button" onClick={add} disabled={form.pending} className={primaryClass}>
            {t("claim.add")}
          </button>
        </div>
      )}
      {found && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-line p-3">
          <p className="min-w-0 flex-1 text-sm font-medium break-words">
            {found.name} <span className="text-muted">{found.symbol}</span>
          </p>
          <button type="button" onClick={() => claim(found)} disabled={form.pending} className={primaryClass}>
            {t("claim.connect")}
          </button>
          <button
            type="button"
            onClick={() => startWebsite(found)}
            disabled={form.pending}
            className={buttonClass}
          >
            {t("claim.byWebsite")}
          </button>
        </div>
      )}
      {website && (
        <div className="grid gap-2 rounded-md border border-line p-3 text-sm" data-testid="website-claim">
          <p>{t("claim.websiteIntro", { host: website.host })}</p>
          <p>{t("claim.websiteDns", { host: website.dns.name })}</p>
          <code className="block rounded bg-bg p-2 font-mono wrap-anywhere">{website.dns.value}</code>
          <p>{t("claim.websiteFile")}</p>
          <code className="block rounded bg-bg p-2 font-mono wrap-anywhere">{website.file.url}</code>
          <code className="block rounded bg-bg p-2 font-mono wrap-anywhere">{website.file.content}</code>
          <div>
            <button
              type="button"
              onClick={() => checkWebsite(website)}
              disabled={form.pending}
              className={primaryClass}
            >
              {t("claim.websiteCheck")}
            </button>
          </div>
        </div>
      )}
      {signing && (
        <p role="status" className="text-sm text-muted">
          {t("claim.signing")}
        </p>
      )}
    </div>
  );
}

/** A wallet failure as the form shows a refusal. */
function walletRefusal(error: unknown) {
  if (!(error instanceof WalletError)) throw error;
  return { ok: false as const, status: 0, code: error.code, fields: {} };
}
