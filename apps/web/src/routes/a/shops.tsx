import { SHIPMENT_METHODS, SHOP_MESSAGES, type ShopStatus, shopUpdateSchema } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge, Button, Callout, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { FormField } from "../../components/form-field";
import { SubmitButton } from "../../components/submit-button";
import { PageHeader } from "../../components/ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../../components/ui/query-state";
import { SelectField } from "../../components/ui/select-field";
import { UserText } from "../../components/ui/user-text";
import { allowArea } from "../../lib/guards";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";

export const Route = createFileRoute("/a/shops")({
  beforeLoad: ({ context }) => allowArea(context.me, "shops"),
  component: ShopsRoute,
});

type ShopRow = RouterOutputs["shops"]["list"]["items"][number];

const STATUS_COLOR: Record<ShopStatus, "emerald" | "amber" | "rose" | "gray"> = {
  active: "emerald",
  pending: "amber",
  needs_reauth: "rose",
  disconnected: "gray",
};

/** The organisation's shops with status; edit name and shipment method; no manual creation. */
function ShopsRoute() {
  const { t } = useTranslation(["shops", "auth"]);
  const list = trpc.shops.list.useQuery();
  const needsSignIn = list.data?.items.filter((shop) => shop.status === "needs_reauth") ?? [];
  const ordersDenied = list.data?.items.filter((shop) => shop.ordersAccessDenied) ?? [];
  return (
    <div>
      <PageHeader title={t("title")} description={t("intro")} />
      {needsSignIn.length > 0 && (
        <Callout title={t("auth:errors.missingScopes")} color="rose" className="mb-6" role="alert">
          <p>{t("reauth.hint")}</p>
          <ul className="mt-2 space-y-1">
            {needsSignIn.map((shop) => (
              <li key={shop.id}>
                <a className="font-medium underline" href={shop.reconnectUrl}>
                  {t("reauth.link")}: {shop.name}
                </a>
              </li>
            ))}
          </ul>
        </Callout>
      )}
      {ordersDenied.length > 0 && (
        <Callout title={t("ordersAccess.title")} color="amber" className="mb-6" data-testid="orders-access-notice">
          <p>{t("ordersAccess.hint")}</p>
          <ul className="mt-2 list-disc pl-5">
            {ordersDenied.map((shop) => (
              <li key={shop.id}>
                <UserText>{shop.name}</UserText>
              </li>
            ))}
          </ul>
        </Callout>
      )}
      <Card className="mb-6">
        <p className="text-sm text-tremor-content-emphasis">{t("connect.howTo")}</p>
        {list.data?.connectUrl && (
          <a
            href={list.data.connectUrl}
            target="_blank"
            rel="noreferrer"
            className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
          >
            {t("connect.openShopify")} →
          </a>
        )}
      </Card>
      {list.isPending ? (
        <LoadingBlock rows={3} />
      ) : list.isError ? (
        <ErrorCallout error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Card>
          <EmptyState>{t("empty")}</EmptyState>
        </Card>
      ) : (
        <ul className="space-y-4">
          {list.data.items.map((shop) => (
            <li key={shop.id}>
              <ShopCard shop={shop} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ShopCard({ shop }: { shop: ShopRow }) {
  const { t } = useTranslation("shops");
  const [editing, setEditing] = useState(false);
  return (
    <Card data-testid="shop-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-tremor-content-strong" data-user-content="">
            {shop.name}
          </h2>
          <p className="text-sm text-tremor-content" data-user-content="">
            {shop.domain}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <dt className="text-tremor-content">{t("columns.status")}</dt>
            <dd className="col-span-1 sm:col-span-2">
              <Badge color={STATUS_COLOR[shop.status]} data-testid="shop-status">
                {t(`status.${shop.status}`)}
              </Badge>
            </dd>
            <dt className="text-tremor-content">{t("columns.shipmentMethod")}</dt>
            <dd className="col-span-1 sm:col-span-2">
              {shop.shipmentMethod ? t(`shipmentMethods.${shop.shipmentMethod}`) : "—"}
            </dd>
            <dt className="text-tremor-content">{t("columns.orders")}</dt>
            <dd className="col-span-1 sm:col-span-2">
              <Link to="/a/orders" search={{ shopId: shop.id }} className="text-indigo-700 hover:underline">
                {shop.orderCount}
              </Link>
              {shop.needsLinkingCount > 0 && (
                <Badge color="amber" className="ml-2">
                  {t("needsLinking", { count: shop.needsLinkingCount })}
                </Badge>
              )}
            </dd>
          </dl>
        </div>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`${t("edit.button")} ${shop.name}`}>
            {t("edit.button")}
          </Button>
        )}
      </div>
      {editing && <ShopEditForm shop={shop} onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** Shop edit: name and shipment method; any invalid field says "Please fill all fields with valid data.". */
function ShopEditForm({ shop, onClose }: { shop: ShopRow; onClose: () => void }) {
  const { t } = useTranslation("shops");
  const utils = trpc.useUtils();
  const update = trpc.shops.update.useMutation();
  const [name, setName] = useState(shop.name);
  const [shipmentMethod, setShipmentMethod] = useState(shop.shipmentMethod ?? "");
  const { failure, field, formRef, handleSubmit } = useSchemaForm(shopUpdateSchema, {
    invalidKey: SHOP_MESSAGES.fillAllFields,
    failureKey: SHOP_MESSAGES.fillAllFields,
  });

  const onSubmit = handleSubmit(
    async (data) => {
      await update.mutateAsync(data);
      toast.success(t("edit.saved"));
      await utils.shops.list.invalidate();
      onClose();
    },
    () => ({ shopId: shop.id, name, shipmentMethod }),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-4 border-t border-tremor-border pt-6">
      <h3 className="text-base font-semibold text-tremor-content-strong">{t("edit.title")}</h3>
      <FormAlert messageKey={failure} />
      <fieldset disabled={update.isPending} className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("edit.name")}
          {...field("name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label={t("edit.shipmentMethod")}
          {...field("shipmentMethod")}
          value={shipmentMethod}
          placeholder={t("edit.choose")}
          onChange={(event) => setShipmentMethod(event.target.value)}
          options={SHIPMENT_METHODS.map((method) => ({ value: method, label: t(`shipmentMethods.${method}`) }))}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t("edit.cancel")}
        </Button>
        <SubmitButton pending={update.isPending}>{t("edit.save")}</SubmitButton>
      </div>
    </form>
  );
}
