import { useState } from "react";
import { ApiTokens } from "./api-tokens.tsx";
import { EmailChange } from "./email-change.tsx";
import { GoogleLink } from "./google-link.tsx";
import { ReauthForm } from "./reauth-form.tsx";
import { TwoFactor } from "./two-factor.tsx";
import type { SecurityProps } from "./types.ts";

/**
 * Email, two-factor, Google and API tokens. They open after the password is re-entered (signing in counts for
 * the first 10 minutes); when the server says the time ran out, the password form comes back.
 */
export function SecuritySettings({
  account,
  onAccount,
  reauthFresh,
  googleSignIn,
  onTokenCreated,
}: Omit<SecurityProps, "onLocked"> & {
  reauthFresh: boolean;
  googleSignIn: boolean;
  onTokenCreated: () => void;
}) {
  const [unlocked, setUnlocked] = useState(reauthFresh);
  const lock = () => setUnlocked(false);
  const props = { account, onAccount, onLocked: lock };
  const divider = "border-t border-line pt-4";
  return (
    <div className="grid gap-4">
      {!unlocked ? (
        <ReauthForm onDone={() => setUnlocked(true)} />
      ) : (
        <>
          <EmailChange {...props} />
          <div className={divider}>
            <TwoFactor {...props} />
          </div>
          {/* Linking needs Google configured; an account linked earlier can always unlink. */}
          {(googleSignIn || account.google) && (
            <div className={divider}>
              <GoogleLink {...props} />
            </div>
          )}
          <div className={divider}>
            <ApiTokens onLocked={lock} onCreated={onTokenCreated} />
          </div>
        </>
      )}
    </div>
  );
}
