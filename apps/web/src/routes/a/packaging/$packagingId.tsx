import { createFileRoute, Link } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { PackagingKindBadge } from "../../../components/packaging/badges";
import { PrintTemplate } from "../../../components/packaging/print-template";
import { VariantPicker } from "../../../components/packaging/variant-picker";
import { PageHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import type { SearchOption } from "../../../components/ui/search-select";
import { UserText } from "../../../components/ui/user-text";
import { useFormatMeasure, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { errorKey, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/packaging/$packagingId")({
  beforeLoad: ({ context }) => allowArea(context.me, "packagingOverview"),
  component: PackagingRoute,
});

/** One packaging's page: size, price, dimensions, MOQ, production time, stock; buy it, use it as a default. */
function PackagingRoute() {
  const { t } = useTranslation("packaging");
  const money = useFormatMoney();
  const measure = useFormatMeasure();
  const { packagingId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const packaging = trpc.packaging.get.useQuery({ packagingId });
  if (packaging.isPending) return <LoadingBlock rows={6} />;
  if (packaging.isError) return <ErrorCallout error={packaging.error} onRetry={() => void packaging.refetch()} />;
  const p = packaging.data;
  const merchant = me.role === "customer";
  const facts: Array<[string, ReactNode]> = [
    [t("fields.type"), t(`type.${p.type}`)],
    [t("fields.size"), <UserText key="size">{p.size}</UserText>],
    [t("fields.price"), money(p.price, p.currencyCode)],
    [t("fields.dimensions"), measure.dimensions(p.lengthMm, p.widthMm, p.heightMm)],
    [t("fields.weight"), measure.weight(p.weightG)],
    [t("fields.moq"), String(p.moq)],
    [t("fields.productionTime"), t("units.days", { min: p.productionMinDays, max: p.productionMaxDays })],
    [t("fields.status"), t(`status.${p.status}`)],
    [t("fields.inStock"), String(p.inStock)],
  ];
  return (
    <div className="space-y-6">
      <Link to="/a/packaging" className="text-sm text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      <PageHeader
        title={<UserText>{p.name}</UserText>}
        description={<PackagingKindBadge kind={p.kind} />}
        actions={
          merchant && p.kind === "stock" && p.status === "active" ? (
            <Link
              to="/a/packaging/buy"
              search={{ packagingId: p.id }}
              className="rounded-tremor-default bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
            >
              {t("detail.buy")}
            </Link>
          ) : undefined
        }
      />
      <Card>
        <h2 className="mb-3 text-base font-semibold text-tremor-content-strong">{t("detail.facts")}</h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3" data-testid="packaging-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-tremor-content">{label}</dt>
              <dd className="text-sm font-medium text-tremor-content-strong">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-tremor-content">{t("detail.moqHint", { moq: p.moq })}</p>
      </Card>
      {merchant && <VariantDefaults packagingId={p.id} name={p.name} />}
      {merchant && p.customSize && <PrintTemplate />}
    </div>
  );
}

/** The variants that use this packaging by default, and choosing one more. */
function VariantDefaults({ packagingId, name }: { packagingId: string; name: string }) {
  const { t } = useTranslation("packaging");
  const utils = trpc.useUtils();
  const defaults = trpc.packaging.variantDefaults.useQuery();
  const set = trpc.packaging.setVariantDefault.useMutation();
  const [variant, setVariant] = useState<SearchOption | undefined>();
  const [error, setError] = useState<string | null>(null);
  const using = (defaults.data ?? []).filter((d) => d.packaging.id === packagingId);

  async function save(variantId: string, value: string | null) {
    setError(null);
    try {
      await set.mutateAsync({ variantId, packagingId: value });
      toast.success(t("defaults.saved"));
      setVariant(undefined);
      await utils.packaging.variantDefaults.invalidate();
    } catch (failure) {
      setError(errorKey(failure));
    }
  }

  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold text-tremor-content-strong">{t("defaults.title")}</h2>
      <p className="text-sm text-tremor-content">{t("defaults.description")}</p>
      {using.length === 0 ? (
        <p className="text-sm text-tremor-content">{t("defaults.none")}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="packaging-defaults">
          {using.map((d) => (
            <li key={d.variantId} className="flex items-center gap-3">
              <UserText>{[d.productTitle, d.variantTitle, d.sku].filter(Boolean).join(" · ")}</UserText>
              <Button
                size="xs"
                variant="secondary"
                onClick={() => void save(d.variantId, null)}
                aria-label={t("defaults.remove", { name: d.variantTitle })}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <VariantPicker label={t("defaults.variant")} selected={variant} onChange={setVariant} />
      {error && (
        <p role="alert" className="text-sm text-rose-600">
          {t(error)}
        </p>
      )}
      <Button disabled={!variant || set.isPending} onClick={() => variant && void save(variant.value, packagingId)}>
        {t("defaults.set")} · {name}
      </Button>
    </Card>
  );
}
