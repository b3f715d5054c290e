import {
  API_KEY_RESOURCES,
  API_KEY_SCOPES,
  type ApiKeyResource,
  type ApiKeyScope,
  createApiKeySchema,
} from "@platform/domain";
import { Link } from "@tanstack/react-router";
import { Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormField } from "../form-field";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ListScaffold } from "../ui/list-scaffold";
import { UserText } from "../ui/user-text";
import { CreateForm } from "./create-form";
import { ShownOnce } from "./shown-once";

type ApiKey = RouterOutputs["apiKeys"]["list"][number];

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  "orders:read": "apiKeys.scope.ordersRead",
  "orders:write": "apiKeys.scope.ordersWrite",
  "stock:read": "apiKeys.scope.stockRead",
  "products:read": "apiKeys.scope.productsRead",
  "stock_orders:read": "apiKeys.scope.stockOrdersRead",
  "stock_orders:write": "apiKeys.scope.stockOrdersWrite",
  "invoices:read": "apiKeys.scope.invoicesRead",
  "retours:read": "apiKeys.scope.retoursRead",
  "claims:read": "apiKeys.scope.claimsRead",
  "claims:write": "apiKeys.scope.claimsWrite",
};

const RESOURCE_LABELS: Record<ApiKeyResource, string> = {
  orders: "apiKeys.resource.orders",
  stock: "apiKeys.resource.stock",
  products: "apiKeys.resource.products",
  stock_orders: "apiKeys.resource.stockOrders",
  invoices: "apiKeys.resource.invoices",
  retours: "apiKeys.resource.retours",
  claims: "apiKeys.resource.claims",
};

/** The scopes by resource, in the settings' order: one line per resource, read before write. */
const SCOPE_GROUPS = API_KEY_RESOURCES.map((resource) => ({
  resource,
  scopes: API_KEY_SCOPES.filter((scope) => scope.startsWith(`${resource}:`)),
}));

/** Owners and admins: create REST API keys (the key shown once), see them and revoke them. */
export function ApiKeysPanel() {
  const { t } = useTranslation("settings");
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <Link to="/a/settings/api-reference" className="text-sm text-tremor-brand underline">
        {t("apiReference.open")}
      </Link>
      {created ? (
        <NewKey value={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiKeyForm onCreated={setCreated} />
      )}
      <ApiKeysList />
    </div>
  );
}

function NewKey({ value, onDone }: { value: string; onDone: () => void }) {
  const { t } = useTranslation("settings");
  const texts = {
    title: t("apiKeys.createdTitle"),
    body: t("apiKeys.createdBody"),
    copy: t("apiKeys.copy"),
    copied: t("apiKeys.copied"),
    done: t("apiKeys.done"),
  };
  return <ShownOnce value={value} testId="new-api-key" texts={texts} onDone={onDone} />;
}

function CreateApiKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const { t } = useTranslation(["settings", "common"]);
  const utils = trpc.useUtils();
  const create = trpc.apiKeys.create.useMutation();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["orders:read"]);
  const [expiresOn, setExpiresOn] = useState("");
  const { errors, failure, field, fieldName, submit } = useSchemaForm(createApiKeySchema);

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const onSubmit = () =>
    submit({ name, scopes, expiresOn: expiresOn || null }, async (data) => {
      const answer = await create.mutateAsync(data);
      await utils.apiKeys.list.invalidate();
      setName("");
      setExpiresOn("");
      onCreated(answer.key);
    });

  return (
    <CreateForm
      label={t("apiKeys.create")}
      failure={failure}
      pending={create.isPending}
      onSubmit={onSubmit}
      fields={
        <>
          <FormField
            label={t("apiKeys.name")}
            {...field("name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
          <FormField
            label={t("apiKeys.expiresOn")}
            {...field("expiresOn")}
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
          />
        </>
      }
      choices={{
        legend: t("apiKeys.scopes"),
        className: "space-y-1 sm:col-span-2",
        errors: errors.scopes,
        children: SCOPE_GROUPS.map(({ resource, scopes: ofResource }) => (
          <div key={resource} className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
            <span className="font-medium text-tremor-content-emphasis">{t(RESOURCE_LABELS[resource])}</span>
            <div className="flex flex-wrap gap-x-6 gap-y-1">
              {ofResource.map((scope) => (
                <label key={scope} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={fieldName("scopes")}
                    value={scope}
                    checked={scopes.includes(scope)}
                    onChange={(event) => toggle(scope, event.target.checked)}
                  />
                  {t(SCOPE_LABELS[scope])} <code className="text-xs text-tremor-content">{scope}</code>
                </label>
              ))}
            </div>
          </div>
        )),
      }}
    />
  );
}

function ApiKeysList() {
  const { t } = useTranslation(["settings", "common"]);
  const formatDate = useFormatDate();
  const keys = trpc.apiKeys.list.useQuery();
  const utils = trpc.useUtils();
  const revoke = trpc.apiKeys.revoke.useMutation();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      toast.success(t("apiKeys.revoked"));
      await utils.apiKeys.list.invalidate();
    } catch (error) {
      toast.error(t(errorKey(error)));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <>
      <ListScaffold
        card={false}
        label={t("apiKeys.title")}
        query={keys}
        loadingRows={2}
        empty={t("apiKeys.empty")}
        rowKey={(key) => key.id}
        rowTestId="api-key-row"
        columns={[
          {
            header: t("apiKeys.name"),
            className: "font-medium text-tremor-content-strong",
            cell: (key) => (
              <span className="flex flex-col">
                <UserText>{key.name}</UserText>
                <code className="text-xs text-tremor-content">{key.hint}</code>
              </span>
            ),
          },
          {
            header: t("apiKeys.scopes"),
            cell: (key) => key.scopes.map((scope) => t(SCOPE_LABELS[scope])).join(", "),
          },
          { header: t("apiKeys.status"), cell: (key) => t(`apiKeys.statuses.${key.status}`) },
          {
            header: t("apiKeys.expiresOn"),
            cell: (key) => (key.expiresAt ? formatDate(key.expiresAt) : t("apiKeys.noExpiry")),
          },
          {
            header: t("apiKeys.lastUsed"),
            cell: (key) => (key.lastUsedAt ? formatDate(key.lastUsedAt) : t("apiKeys.neverUsed")),
          },
          {
            header: t("apiKeys.actions"),
            actions: true,
            headerClassName: "text-right",
            className: "text-right",
            cell: (key) =>
              key.status !== "revoked" && (
                <Button size="xs" variant="secondary" color="rose" onClick={() => setRevoking(key)}>
                  {t("apiKeys.revoke")}
                </Button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t("apiKeys.revokeConfirmTitle", { name: revoking?.name ?? "" })}
        confirmLabel={t("apiKeys.revokeConfirm")}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => void onRevoke()}
      >
        <p>{t("apiKeys.revokeConfirmBody")}</p>
      </ConfirmDialog>
    </>
  );
}
