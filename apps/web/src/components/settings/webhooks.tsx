import { createWebhookEndpointSchema, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@platform/domain";
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

type Endpoint = RouterOutputs["webhooks"]["list"][number];

/** "order.created" → its label (the locale nests it: webhooks.events.order.created). */
const eventLabel = (type: WebhookEventType) => `webhooks.events.${type}`;

/** Owners and admins: add webhook endpoints (the secret shown once), pause, resume, delete, read the delivery log. */
export function WebhooksPanel() {
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<Endpoint | null>(null);
  return (
    <div id="webhooks" className="space-y-6">
      {secret ? (
        <NewSecret value={secret} onDone={() => setSecret(null)} />
      ) : (
        <CreateEndpointForm onCreated={setSecret} />
      )}
      <EndpointList onShowLog={setLogOf} />
      {logOf && <DeliveryLog endpoint={logOf} />}
    </div>
  );
}

function NewSecret({ value, onDone }: { value: string; onDone: () => void }) {
  const { t } = useTranslation("settings");
  const texts = {
    title: t("webhooks.createdTitle"),
    body: t("webhooks.createdBody"),
    copy: t("webhooks.copy"),
    copied: t("webhooks.copied"),
    done: t("webhooks.done"),
  };
  return <ShownOnce value={value} testId="new-webhook-secret" texts={texts} onDone={onDone} />;
}

function CreateEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useTranslation(["settings", "common"]);
  const utils = trpc.useUtils();
  const create = trpc.webhooks.create.useMutation();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(["order.created", "order.shipped"]);
  const { errors, failure, field, fieldName, submit } = useSchemaForm(createWebhookEndpointSchema);

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEventTypes((current) => (on ? [...current, type] : current.filter((s) => s !== type)));

  const onSubmit = () =>
    submit({ url, description, eventTypes }, async (data) => {
      const answer = await create.mutateAsync(data);
      await utils.webhooks.list.invalidate();
      setUrl("");
      setDescription("");
      onCreated(answer.secret);
    });

  return (
    <CreateForm
      label={t("webhooks.create")}
      failure={failure}
      pending={create.isPending}
      onSubmit={onSubmit}
      fields={
        <>
          <FormField
            label={t("webhooks.url")}
            {...field("url")}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            autoComplete="off"
          />
          <FormField
            label={t("webhooks.description")}
            {...field("description")}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            autoComplete="off"
          />
        </>
      }
      choices={{
        legend: t("webhooks.eventTypes"),
        className: "grid gap-1 sm:col-span-2 sm:grid-cols-2",
        errors: errors.eventTypes,
        children: WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={fieldName("eventTypes")}
              value={type}
              checked={eventTypes.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {t(eventLabel(type))} <code className="text-xs text-tremor-content">{type}</code>
          </label>
        )),
      }}
    />
  );
}

function EndpointList({ onShowLog }: { onShowLog: (endpoint: Endpoint | null) => void }) {
  const { t } = useTranslation(["settings", "common"]);
  const formatDate = useFormatDate();
  const endpoints = trpc.webhooks.list.useQuery();
  const utils = trpc.useUtils();
  const pause = trpc.webhooks.pause.useMutation();
  const resume = trpc.webhooks.resume.useMutation();
  const remove = trpc.webhooks.delete.useMutation();
  const [deleting, setDeleting] = useState<Endpoint | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await utils.webhooks.list.invalidate();
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  };

  return (
    <>
      <ListScaffold
        card={false}
        label={t("webhooks.title")}
        query={endpoints}
        loadingRows={2}
        empty={t("webhooks.empty")}
        rowKey={(endpoint) => endpoint.id}
        rowTestId="webhook-row"
        columns={[
          {
            header: t("webhooks.url"),
            className: "font-medium text-tremor-content-strong",
            cell: (endpoint) => (
              <span className="flex flex-col">
                <code className="break-all text-xs">{endpoint.url}</code>
                {endpoint.description && <UserText>{endpoint.description}</UserText>}
              </span>
            ),
          },
          {
            header: t("webhooks.eventTypes"),
            cell: (endpoint) => endpoint.eventTypes.map((type) => t(eventLabel(type))).join(", "),
          },
          {
            header: t("webhooks.status"),
            cell: (endpoint) => (
              <span className="flex flex-col">
                {t(`webhooks.statuses.${endpoint.status}`)}
                {endpoint.failingSince && (
                  <span className="text-xs text-rose-600">
                    {t("webhooks.failingSince", { date: formatDate(endpoint.failingSince) })}
                  </span>
                )}
              </span>
            ),
          },
          {
            header: t("webhooks.actions"),
            actions: true,
            headerClassName: "text-right",
            className: "text-right",
            cell: (endpoint) => (
              <span className="flex justify-end gap-2">
                <Button size="xs" variant="secondary" onClick={() => onShowLog(endpoint)}>
                  {t("webhooks.log")}
                </Button>
                {endpoint.status === "active" && (
                  <Button
                    size="xs"
                    variant="secondary"
                    onClick={() => void run(() => pause.mutateAsync({ id: endpoint.id }))}
                  >
                    {t("webhooks.pause")}
                  </Button>
                )}
                {endpoint.status === "paused" && (
                  <Button
                    size="xs"
                    variant="secondary"
                    onClick={() => void run(() => resume.mutateAsync({ id: endpoint.id }))}
                  >
                    {t("webhooks.resume")}
                  </Button>
                )}
                <Button size="xs" variant="secondary" color="rose" onClick={() => setDeleting(endpoint)}>
                  {t("webhooks.delete")}
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("webhooks.deleteConfirmTitle")}
        confirmLabel={t("webhooks.deleteConfirm")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          void run(async () => {
            if (deleting) await remove.mutateAsync({ id: deleting.id });
            onShowLog(null);
            setDeleting(null);
          })
        }
      >
        <p>{t("webhooks.deleteConfirmBody", { url: deleting?.url ?? "" })}</p>
      </ConfirmDialog>
    </>
  );
}

function DeliveryLog({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation(["settings", "common"]);
  const formatDate = useFormatDate();
  const deliveries = trpc.webhooks.deliveries.useQuery({ endpointId: endpoint.id }, { refetchInterval: 5_000 });
  const redeliver = trpc.webhooks.redeliver.useMutation();
  const utils = trpc.useUtils();

  const onRedeliver = async (deliveryId: string) => {
    try {
      await redeliver.mutateAsync({ deliveryId });
      toast.success(t("webhooks.redelivered"));
      await utils.webhooks.deliveries.invalidate();
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  };

  return (
    <section aria-label={t("webhooks.log")} className="space-y-2">
      <h3 className="text-sm font-medium text-tremor-content-strong">
        {t("webhooks.log")}: <code className="text-xs">{endpoint.url}</code>
      </h3>
      <ListScaffold
        card={false}
        label={t("webhooks.log")}
        query={deliveries}
        loadingRows={2}
        empty={t("webhooks.logEmpty")}
        rowKey={(delivery) => delivery.id}
        rowTestId="webhook-delivery-row"
        columns={[
          { header: t("webhooks.time"), cell: (delivery) => formatDate(delivery.createdAt) },
          {
            header: t("webhooks.event"),
            cell: (delivery) => (
              <span className="flex flex-col">
                {t(eventLabel(delivery.eventType))}
                <code className="text-xs text-tremor-content">{delivery.eventId}</code>
              </span>
            ),
          },
          { header: t("webhooks.status"), cell: (delivery) => t(`webhooks.deliveryStatuses.${delivery.status}`) },
          {
            header: t("webhooks.answer"),
            cell: (delivery) => {
              const last = delivery.attempts[0];
              if (!last) return "";
              return (
                <span className="flex flex-col text-xs">
                  <span>
                    {last.statusCode ?? t("webhooks.noAnswer")} · {last.durationMs} ms · {delivery.attempts.length}{" "}
                    {t("webhooks.attempts")}
                  </span>
                  {last.responseExcerpt && (
                    <code className="max-w-xs truncate text-tremor-content">{last.responseExcerpt}</code>
                  )}
                </span>
              );
            },
          },
          {
            header: "",
            actions: true,
            headerClassName: "text-right",
            className: "text-right",
            cell: (delivery) =>
              delivery.status !== "pending" && (
                <Button size="xs" variant="secondary" onClick={() => void onRedeliver(delivery.id)}>
                  {t("webhooks.redeliver")}
                </Button>
              ),
          },
        ]}
      />
    </section>
  );
}
