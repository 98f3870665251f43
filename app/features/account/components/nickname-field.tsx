import { useEffect, useState } from "react";
import { NICKNAME_PATTERN } from "../../../../lib/nicknames.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { Field } from "./field.tsx";

/**
 * The nickname input; the server says whether the name is free while the person types (400 ms pause). For
 * `own`, the account's nickname as saved, nothing is checked or said.
 */
export function NicknameField({
  value,
  own,
  onChange,
  error,
}: {
  value: string;
  own?: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t, locale } = useTranslation("account");
  const [check, setCheck] = useState<{
    for: string;
    state: "checking" | "free" | "taken" | "invalid";
  } | null>(null);
  useEffect(() => {
    if (!value || value === own) return setCheck(null);
    if (!NICKNAME_PATTERN.test(value)) return setCheck({ for: value, state: "invalid" });
    setCheck({ for: value, state: "checking" });
    const timer = setTimeout(async () => {
      const result = await accountCall(
        "GET",
        `/api/user/nickname/unique?nickname=${encodeURIComponent(value)}`,
        locale,
      );
      if (!result.ok) return setCheck(null);
      setCheck({
        for: value,
        state: result.data.available ? "free" : result.data.valid ? "taken" : "invalid",
      });
    }, 400);
    return () => clearTimeout(timer);
  }, [value, own, locale]);
  const current = check?.for === value ? check.state : null;
  const live =
    current === "taken"
      ? t("errors.nickname_taken")
      : current === "invalid"
        ? t("errors.nickname_invalid")
        : undefined;
  return (
    <Field
      label={t("fields.nickname")}
      name="nickname"
      autoComplete="nickname"
      maxLength={24}
      hint={t("finish.hint")}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ?? live}
      status={
        current === "free" ? t("finish.available") : current === "checking" ? t("finish.checking") : undefined
      }
    />
  );
}
