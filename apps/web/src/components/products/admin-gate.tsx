import { Card } from "@tremor/react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { adminSignIn, getAdminToken } from "../../lib/medusa-admin";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

/**
 * Product edit talks to Medusa's admin API with support's admin identity: without an admin bearer
 * for this tab, support confirms the password once (medusa-js `admin.auth.getToken`).
 */
export function AdminGate({ email, children }: { email: string; children: (signOut: () => void) => ReactNode }) {
  const { t } = useTranslation("products");
  const [token, setToken] = useState(getAdminToken());
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setPending(true);
    try {
      await adminSignIn(email, password);
      setPassword("");
      setToken(getAdminToken());
    } catch {
      setFailure("products:errors.adminSignInFailed");
    } finally {
      setPending(false);
    }
  }

  if (token) return <>{children(() => setToken(null))}</>;
  return (
    <Card className="max-w-md">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <h2 className="text-lg font-semibold text-tremor-content-strong">{t("edit.adminSignIn")}</h2>
        <p className="text-sm text-tremor-content">{t("edit.adminSignInHint")}</p>
        <FormAlert messageKey={failure} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label={t("edit.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton pending={pending} fullWidth={false}>
          {t("edit.signIn")}
        </SubmitButton>
      </form>
    </Card>
  );
}
