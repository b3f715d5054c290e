import { disableOrganisationSchema, formatIban, isoDate, ORGANISATION_MESSAGES } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormField } from "../../../components/form-field";
import { MembersTable } from "../../../components/organisation/members-panel";
import { MarginForm } from "../../../components/organisations/margin-form";
import { SubmitButton } from "../../../components/submit-button";
import { SuppliedProductsCard } from "../../../components/suppliers/supplied-products-card";
import { AreaError } from "../../../components/ui/area-error";
import { OrganisationStatusBadge, OrganisationTypeBadge } from "../../../components/ui/badges";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PageHeader, SectionHeader } from "../../../components/ui/page-header";
import { UserText } from "../../../components/ui/user-text";
import { countryName, formatPercent, isPast, todayInPlatformZone, useFormatDate } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { pathId } from "../../../lib/search-params";
import { toast } from "../../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../../lib/trpc";
import { FieldErrorsFailure, useSchemaForm } from "../../../lib/use-schema-form";

export const Route = createFileRoute("/a/organisations/$organisationId")({
  params: { parse: (params) => ({ organisationId: pathId(params.organisationId, "organisationId") }) },
  beforeLoad: ({ context }) => allowArea(context.me, "organisations"),
  loader: ({ context, params }) =>
    context.utils.organisation.byId.ensureData({ organisationId: params.organisationId }),
  errorComponent: AreaError,
  component: OrganisationDetailRoute,
});

type Detail = RouterOutputs["organisation"]["byId"];

/** One organisation for support (disable from a date, enable again) or its agency (margin). */
function OrganisationDetailRoute() {
  const { t } = useTranslation(["organisations", "members", "common"]);
  const { organisationId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const [organisation] = trpc.organisation.byId.useSuspenseQuery({ organisationId });

  return (
    <div className="space-y-6">
      <Link to="/a/organisations" className="inline-block text-sm font-medium text-indigo-700 hover:underline">
        ← {t("organisations:detail.back")}
      </Link>
      <PageHeader
        title={<UserText>{organisation.name}</UserText>}
        actions={
          <>
            <OrganisationTypeBadge type={organisation.type} />
            <OrganisationStatusBadge status={organisation.status} disabledAt={organisation.disabledAt} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <SectionHeader title={t("organisations:detail.details")} />
          <DetailsList organisation={organisation} />
        </Card>
        <div className="space-y-6">
          {me.role === "support" && organisation.type !== "platform" && <DisableCard organisation={organisation} />}
          {me.role === "agency" && <MarginCard organisation={organisation} />}
          {me.role === "support" && organisation.type === "supplier" && (
            <SuppliedProductsCard organisationId={organisation.id} />
          )}
        </div>
      </div>
      <Card>
        <SectionHeader title={t("members:title")} />
        <MembersTable members={organisation.members} editable={false} />
      </Card>
    </div>
  );
}

function DetailsList({ organisation }: { organisation: Detail }) {
  const { t, i18n } = useTranslation(["organisations", "common"]);
  const formatDate = useFormatDate();
  const company = organisation.company;
  // The company's details are what its people entered.
  const data = (value: string | null | undefined) => (value ? <UserText>{value}</UserText> : null);
  const rows: Array<[string, ReactNode]> = [
    [t("organisations:fields.company_name"), data(company.company_name)],
    [
      t("organisations:detail.address"),
      data(
        [
          company.street,
          [company.zip, company.city].filter(Boolean).join(" "),
          company.country_code && countryName(company.country_code, i18n.language),
        ]
          .filter(Boolean)
          .join(", "),
      ),
    ],
    [t("organisations:fields.vat_id"), data(company.vat_id)],
    [t("organisations:fields.ioss_number"), data(company.ioss_number)],
    [t("organisations:fields.iban"), data(company.iban && formatIban(company.iban))],
    [t("organisations:fields.bic"), data(company.bic)],
    [t("organisations:fields.email"), data(company.email)],
    [t("organisations:fields.phone"), data(company.phone)],
    [t("organisations:list.columns.created"), formatDate(organisation.createdAt)],
  ];
  if (organisation.disabledAt) {
    rows.push([t("organisations:detail.disabledAt"), formatDate(organisation.disabledAt)]);
  }
  if (organisation.agencyId) {
    rows.push([t("organisations:list.columns.margin"), formatPercent(organisation.agencyMarginPercent, i18n.language)]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-tremor-content">{label}</dt>
          <dd className="mt-1 break-words text-sm text-tremor-content-strong">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Support: the organisation's members see only invoices from a day on (today or later); or enable it again. */
/** The disable date: empty says "required", a malformed one "invalid" (the server's schema). */
const disableDateSchema = disableOrganisationSchema.extend({
  date: z.string().min(1, { message: "common:errors.required" }).pipe(isoDate),
});

function DisableCard({ organisation }: { organisation: Detail }) {
  const { t } = useTranslation(["organisations", "common"]);
  const formatDate = useFormatDate();
  const utils = trpc.useUtils();
  const disable = trpc.organisation.disable.useMutation();
  const enable = trpc.organisation.enable.useMutation();
  const today = todayInPlatformZone();
  const [date, setDate] = useState(today);
  const { field, formRef, handleSubmit, submit } = useSchemaForm(disableDateSchema, { failureAsToast: true });
  const [confirming, setConfirming] = useState(false);
  const disabledNow = isPast(organisation.disabledAt);

  const refresh = () =>
    Promise.all([
      utils.organisation.byId.invalidate({ organisationId: organisation.id }),
      utils.organisation.list.invalidate(),
      utils.customers.list.invalidate(),
    ]);

  // First the date (not in the past), then the confirmation sends it.
  const onSubmit = handleSubmit(
    async (data) => {
      if (data.date < today) throw new FieldErrorsFailure({ date: [ORGANISATION_MESSAGES.dateInPast] });
      setConfirming(true);
    },
    () => ({ organisationId: organisation.id, date }),
  );

  const confirmDisable = async () => {
    await submit({ organisationId: organisation.id, date }, async (data) => {
      await disable.mutateAsync(data);
      toast.success(t("organisations:detail.disabledToast", { name: organisation.name, date: formatDate(date) }));
    });
    setConfirming(false);
    await refresh();
  };

  const onEnable = async () => {
    try {
      await enable.mutateAsync({ organisationId: organisation.id });
      toast.success(t("organisations:detail.enabledToast", { name: organisation.name }));
      await refresh();
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  };

  return (
    <Card>
      <SectionHeader
        title={t("organisations:detail.disableTitle")}
        description={t("organisations:detail.disableIntro")}
      />
      {organisation.disabledAt && (
        <div className="mb-4 space-y-3 rounded-tremor-default bg-rose-50 p-3 text-sm text-rose-800">
          <p>
            {t(disabledNow ? "organisations:detail.isDisabled" : "organisations:detail.willBeDisabled", {
              date: formatDate(organisation.disabledAt),
            })}
          </p>
          <Button color="emerald" size="xs" loading={enable.isPending} onClick={() => void onEnable()}>
            {t("organisations:detail.enable")}
          </Button>
        </div>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label={t("organisations:detail.disableDate")}
          {...field("date")}
          type="date"
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <SubmitButton pending={disable.isPending} fullWidth={false}>
          {t("organisations:detail.disable")}
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t("organisations:detail.disableConfirmTitle", { name: organisation.name })}
        confirmLabel={t("organisations:detail.disable")}
        pending={disable.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDisable()}
      >
        <p>{t("organisations:detail.disableConfirmBody", { date: formatDate(date) })}</p>
      </ConfirmDialog>
    </Card>
  );
}

/** Agency: its margin on this client organisation. */
function MarginCard({ organisation }: { organisation: Detail }) {
  const { t } = useTranslation(["organisations", "common"]);
  return (
    <Card>
      <SectionHeader title={t("organisations:margin.title")} description={t("organisations:margin.detailIntro")} />
      <MarginForm
        organisationId={organisation.id}
        organisationName={organisation.name}
        value={organisation.agencyMarginPercent}
      />
    </Card>
  );
}
