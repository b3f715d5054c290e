import { acceptInvitationSchema, type FieldErrors, INVITATION_MESSAGES } from "@platform/domain";
import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiProvider } from "../components/api-provider";
import { LoginWrapper } from "../components/auth/login-wrapper";
import { FormAlert } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { CompanyFields } from "../components/organisation/company-details-form";
import { SubmitButton } from "../components/submit-button";
import { CheckboxField } from "../components/ui/checkbox-field";
import { fieldsOf, formValues } from "../lib/forms";
import { signIn, signInErrorKey } from "../lib/medusa";
import { onboardingSearchSchema } from "../lib/search";
import { apiErrorData, errorKey, type RouterOutputs, trpc } from "../lib/trpc";
import { useSchemaForm } from "../lib/use-schema-form";

export const Route = createFileRoute("/onboarding")({
  validateSearch: (search) => onboardingSearchSchema.parse(search),
  component: OnboardingRoute,
});

type Invitation = RouterOutputs["invitations"]["check"];
type Step = 1 | 2;

const tokenSchema = acceptInvitationSchema.shape.token;
const organisationStepSchema = acceptInvitationSchema.shape.organisation;

/** Errors under "organisation.x" belong to step 1's fields ("x"), the rest to step 2's ("account.x" → "x"). */
/** The account was created but signing it in failed: the sign-in's own message. */
class SignInFailure extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

function splitErrors(errors: FieldErrors): { organisation: FieldErrors; account: FieldErrors } {
  const organisation: FieldErrors = {};
  const account: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith("organisation.")) organisation[key.slice("organisation.".length)] = messages;
    else account[key.replace(/^account\./, "")] = messages;
  }
  return { organisation, account };
}

/**
 * Onboarding from an invitation link: what the link is for (invitations.check), then two steps —
 * Organization Details and Account Details — and the new account is signed in. A bad, expired or
 * used link is "Invalid Invitation".
 */
function OnboardingRoute() {
  return (
    <ApiProvider>
      <Onboarding />
    </ApiProvider>
  );
}

function Onboarding() {
  const { token } = Route.useSearch();
  const usable = tokenSchema.safeParse(token ?? "").success;
  const check = trpc.invitations.check.useQuery(
    { token: token ?? "" },
    { enabled: usable, retry: false, staleTime: 0 },
  );
  const [invalidated, setInvalidated] = useState(false);

  if (!usable || check.isError || invalidated) return <InvalidInvitation />;
  if (check.isPending) {
    return (
      <LoginWrapper>
        <div className="flex justify-center py-10">
          <output
            aria-live="polite"
            className="h-8 w-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
          />
        </div>
      </LoginWrapper>
    );
  }
  return <OnboardingSteps token={token as string} invitation={check.data} onInvalid={() => setInvalidated(true)} />;
}

function InvalidInvitation() {
  const { t } = useTranslation("auth");
  return (
    <LoginWrapper>
      <h1 className="mb-4 text-xl font-semibold text-tremor-content-strong">{t("onboarding.title")}</h1>
      <div className="space-y-4">
        <FormAlert messageKey={INVITATION_MESSAGES.invalid} />
        <p className="text-sm text-tremor-content">{t("onboarding.invalidHint")}</p>
        <Link to="/login" className="block text-center text-sm font-semibold text-indigo-600 hover:text-indigo-700">
          {t("signIn.submit")}
        </Link>
      </div>
    </LoginWrapper>
  );
}

function OnboardingSteps({
  token,
  invitation,
  onInvalid,
}: {
  token: string;
  invitation: Invitation;
  onInvalid: () => void;
}) {
  const { t } = useTranslation(["invitations", "auth", "common", "dashboard"]);
  const { step: requested } = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const accept = trpc.invitations.accept.useMutation();
  const isNewOrganisation = invitation.kind === "organisation";
  const step: Step = requested ?? 1;

  // Step 1's answers outlive the step (the URL holds only which step is shown).
  const [organisation, setOrganisation] = useState<Record<string, string>>({ name: invitation.organisationName });

  const goTo = (next: Step) =>
    void navigate({ search: (previous) => ({ ...previous, step: next === 1 ? undefined : next }) });

  const organisationForm = useSchemaForm(organisationStepSchema);
  const accountForm = useSchemaForm(acceptInvitationSchema, {
    invalidKey: "auth:errors.checkInput",
    failureKey: (error) => errorKey(error, "organisations:errors.createFailed"),
    mapError: (error) => (error instanceof SignInFailure ? { failure: error.key } : null),
    // Something to fix in step 1: show it there.
    onFieldErrors: (errors) => {
      const { organisation: organisationErrors } = splitErrors(errors);
      organisationForm.showErrors(organisationErrors);
      if (Object.keys(organisationErrors).length > 0) goTo(1);
    },
  });
  const accountField = fieldsOf<z.input<typeof acceptInvitationSchema>["account"]>(
    splitErrors(accountForm.errors).account,
  );

  const organisationInput = () => {
    if (!isNewOrganisation) return {};
    const { name, ...company } = organisation;
    return { name, company };
  };

  const onOrganisationStep = (event: FormEvent<HTMLFormElement>) => {
    if (!isNewOrganisation) {
      event.preventDefault();
      goTo(2);
      return;
    }
    organisationForm.handleSubmit(
      async () => goTo(2),
      (form) => {
        const values = formValues(form);
        setOrganisation(values);
        const { name, ...company } = values;
        return { name, company };
      },
    )(event);
  };

  const onAccountStep = accountForm.handleSubmit(
    async (data) => {
      let email: string;
      try {
        ({ email } = await accept.mutateAsync(data));
      } catch (error) {
        if (apiErrorData(error)?.i18nKey === INVITATION_MESSAGES.invalid) return onInvalid();
        throw error;
      }
      try {
        await signIn(email, data.account.password);
      } catch (error) {
        throw new SignInFailure(signInErrorKey(error));
      }
      queryClient.clear();
      await navigate({ to: "/a" });
    },
    (form) => {
      const values = new FormData(form);
      const account = {
        firstName: String(values.get("firstName") ?? ""),
        lastName: String(values.get("lastName") ?? ""),
        password: String(values.get("password") ?? ""),
        confirmPassword: String(values.get("confirmPassword") ?? ""),
        acceptTerms: values.get("acceptTerms") === "on",
      };
      return { token, organisation: organisationInput(), account };
    },
  );

  const steps = [
    { number: 1 as const, label: t("invitations:onboarding.organisationStep") },
    { number: 2 as const, label: t("invitations:onboarding.accountStep") },
  ];

  return (
    <LoginWrapper wide={isNewOrganisation && step === 1}>
      <h1 className="text-xl font-semibold text-tremor-content-strong">
        {isNewOrganisation ? t("invitations:onboarding.titleOrganisation") : t("auth:onboarding.title")}
      </h1>
      <p className="mt-1 text-sm text-tremor-content">
        {t("invitations:onboarding.invitedAs", { email: invitation.email })}
      </p>

      <nav aria-label={t("invitations:onboarding.progress")} className="my-6">
        <p className="mb-2 text-xs font-medium uppercase tracking-wide text-tremor-content">
          {t("invitations:onboarding.step", { current: step, total: steps.length })}
        </p>
        <ol className="grid grid-cols-2 gap-2">
          {steps.map((item) => {
            const state = item.number === step ? "current" : item.number < step ? "done" : "upcoming";
            return (
              <li
                key={item.number}
                aria-current={state === "current" ? "step" : undefined}
                className={`flex items-center gap-2 border-t-4 pt-2 text-sm font-medium ${
                  state === "upcoming"
                    ? "border-tremor-border text-tremor-content"
                    : "border-indigo-600 text-indigo-700"
                }`}
              >
                <span
                  aria-hidden
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${
                    state === "upcoming"
                      ? "bg-tremor-background-subtle text-tremor-content"
                      : "bg-indigo-600 text-white"
                  }`}
                >
                  {state === "done" ? "✓" : item.number}
                </span>
                {item.label}
              </li>
            );
          })}
        </ol>
      </nav>

      {step === 1 ? (
        <StepForm
          formRef={organisationForm.formRef}
          onSubmit={onOrganisationStep}
          label={steps[0]?.label}
          gap="space-y-6"
        >
          {isNewOrganisation ? (
            <>
              <FormField
                label={t("invitations:fields.organisationName")}
                {...organisationForm.field("name")}
                autoComplete="organization"
                defaultValue={organisation.name ?? ""}
              />
              <p className="text-sm text-tremor-content">{t("invitations:onboarding.optional")}</p>
              <CompanyFields defaults={organisation} errors={organisationForm.errors} />
            </>
          ) : (
            <div className="rounded-tremor-default bg-tremor-background-muted p-4 text-sm">
              <p className="font-medium text-tremor-content-strong">
                {t("invitations:onboarding.invitedTo", { organisation: invitation.organisationName })}
              </p>
              <p className="mt-1 text-tremor-content">
                {t(`dashboard:organisationTypes.${invitation.organisationType}`)}
              </p>
            </div>
          )}
          <SubmitButton pending={false}>{t("invitations:onboarding.next")}</SubmitButton>
        </StepForm>
      ) : (
        <StepForm formRef={accountForm.formRef} onSubmit={onAccountStep} label={steps[1]?.label} gap="space-y-4">
          <FormAlert messageKey={accountForm.failure} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("auth:fields.firstName")} {...accountField("firstName")} autoComplete="given-name" />
            <FormField label={t("auth:fields.lastName")} {...accountField("lastName")} autoComplete="family-name" />
          </div>
          <FormField
            label={t("auth:fields.email")}
            name="email"
            type="email"
            value={invitation.email}
            readOnly
            disabled
          />
          <FormField
            label={t("auth:fields.password")}
            {...accountField("password")}
            type="password"
            autoComplete="new-password"
          />
          <FormField
            label={t("auth:fields.confirmPassword")}
            {...accountField("confirmPassword")}
            type="password"
            autoComplete="new-password"
          />
          <CheckboxField label={t("invitations:onboarding.acceptTerms")} {...accountField("acceptTerms")} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => goTo(1)}
              className="rounded-tremor-default border border-tremor-border px-4 py-2.5 text-sm font-semibold text-tremor-content-emphasis hover:bg-tremor-background-subtle"
            >
              {t("invitations:onboarding.back")}
            </button>
            <div className="flex-1">
              <SubmitButton pending={accountForm.pending}>{t("invitations:onboarding.finish")}</SubmitButton>
            </div>
          </div>
        </StepForm>
      )}
    </LoginWrapper>
  );
}

/** One step of the wizard: a form named by its heading. */
function StepForm({
  formRef,
  onSubmit,
  label,
  gap,
  children,
}: {
  formRef: RefObject<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  label: string | undefined;
  gap: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={gap} aria-label={label}>
      <h2 className="text-lg font-semibold text-tremor-content-strong">{label}</h2>
      {children}
    </form>
  );
}
