import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { LoginWrapper } from "../components/auth/login-wrapper";
import { FormAlert } from "../components/form-alert";
import { onboardingSearchSchema } from "../lib/search";

export const Route = createFileRoute("/onboarding")({
  validateSearch: (search) => onboardingSearchSchema.parse(search),
  component: OnboardingRoute,
});

/**
 * Onboarding from an invitation link. Invitations are issued by the organisations domain;
 * until a token is recognised by the server, the link is answered as invalid.
 */
function OnboardingRoute() {
  const { t } = useTranslation("auth");
  return (
    <LoginWrapper>
      <h1 className="mb-4 text-xl font-semibold text-tremor-content-strong">{t("onboarding.title")}</h1>
      <div className="space-y-4">
        <FormAlert messageKey="auth:errors.invalidInvitation" />
        <p className="text-sm text-tremor-content">{t("onboarding.invalidHint")}</p>
        <Link to="/login" className="block text-center text-sm font-semibold text-indigo-600 hover:text-indigo-700">
          {t("signIn.submit")}
        </Link>
      </div>
    </LoginWrapper>
  );
}
