import {
  NEXT_PACKAGING_ORDER_STATUS,
  overrideDimensionsSchema,
  type PackagingOrderStatus,
  type UploadedFile,
} from "@platform/domain";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { HistoryCard } from "../../../../components/audit/history-card";
import { FormAlert } from "../../../../components/form-alert";
import { FormField } from "../../../../components/form-field";
import { PackagingOrderStatusBadge } from "../../../../components/packaging/badges";
import { PageHeader } from "../../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../../components/ui/query-state";
import { SelectField } from "../../../../components/ui/select-field";
import { UserText } from "../../../../components/ui/user-text";
import { FileList } from "../../../../components/uploads/file-list";
import { FilePicker } from "../../../../components/uploads/file-picker";
import { useFormatDate, useFormatMeasure, useFormatMoney } from "../../../../lib/format";
import { allowArea } from "../../../../lib/guards";
import { toast } from "../../../../lib/toast";
import { errorKey, trpc } from "../../../../lib/trpc";
import { useSchemaForm } from "../../../../lib/use-schema-form";

export const Route = createFileRoute("/a/packaging/orders/$packagingOrderId")({
  beforeLoad: ({ context }) => allowArea(context.me, "packagingUi"),
  component: PackagingOrderRoute,
});

/**
 * A packaging order: summary, items, customer files and producer files with thumbnails and
 * downloads; the producer (and support) moves it on, uploads print files and overrides dimensions.
 */
function PackagingOrderRoute() {
  const { t } = useTranslation("packaging");
  const money = useFormatMoney();
  const measure = useFormatMeasure();
  const date = useFormatDate();
  const { packagingOrderId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const order = trpc.packaging.order.useQuery({ packagingOrderId });
  if (order.isPending) return <LoadingBlock rows={6} />;
  if (order.isError) return <ErrorCallout error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const producing = me.role === "support" || me.role === "supplier";
  const facts: Array<[string, ReactNode]> = [
    [t("fields.status"), <PackagingOrderStatusBadge key="s" status={o.status} />],
    [t("fields.paymentStatus"), t(`paymentStatus.${o.paymentStatus}`)],
    [t("fields.location"), <UserText key="l">{o.location.name}</UserText>],
    [t("fields.total"), money(o.total, o.currencyCode)],
    [
      t("fields.product"),
      o.product ? <UserText key="p">{[o.product.title, o.product.sku].filter(Boolean).join(" · ")}</UserText> : "—",
    ],
    [t("fields.customerOrder"), o.customerOrder?.number ?? "—"],
    [t("fields.producer"), o.producer ? <UserText key="r">{o.producer.name}</UserText> : t("order.noProducer")],
    [t("fields.expectedArrival"), `${date(o.expectedArrivalFrom)} – ${date(o.expectedArrivalTo)}`],
    [t("fields.organisation"), <UserText key="o">{o.organisation.name}</UserText>],
  ];
  return (
    <div className="space-y-6">
      <Link to="/a/packaging/orders" className="text-sm text-indigo-700 hover:underline">
        ← {t("order.back")}
      </Link>
      <PageHeader title={o.number} description={t(`orderKind.${o.kind}`)} />
      <Card>
        <h2 className="mb-3 text-base font-semibold text-tremor-content-strong">{t("order.summary")}</h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-tremor-content">{label}</dt>
              <dd className="text-sm font-medium text-tremor-content-strong">{value}</dd>
            </div>
          ))}
        </dl>
        {o.paymentStatus === "not_invoiced" && (
          // The invoice run bills a packaging order once it is on its way (the plugin's modules/invoices/record-sources.ts).
          <p className="mt-3 text-xs text-tremor-content" data-testid="packaging-invoice-hint">
            {o.status === "on_the_way" || o.status === "arrived"
              ? t("order.notInvoicedNext")
              : t("order.notInvoicedHint")}
          </p>
        )}
        {producing && <StatusActions id={o.id} status={o.status} />}
        {me.role === "support" && <AssignProducer id={o.id} current={o.producer?.id ?? ""} />}
        {me.role === "customer" && o.producer && <ProducerChat id={o.id} producerId={o.producer.id} />}
      </Card>
      <Card>
        <h2 className="mb-3 text-base font-semibold text-tremor-content-strong">{t("order.items")}</h2>
        <ul className="space-y-1 text-sm">
          {o.items.map((item) => (
            <li key={item.name}>
              {item.quantity} × <UserText>{item.name}</UserText> (<UserText>{item.size}</UserText>) ·{" "}
              {money(item.unitPrice, o.currencyCode)} = {money(item.total, o.currencyCode)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-tremor-content-emphasis" data-testid="packaging-dimensions">
          {t("order.dimensions")}:{" "}
          {measure.dimensions(o.dimensions.lengthMm, o.dimensions.widthMm, o.dimensions.heightMm)}
          {o.dimensions.overridden && <> ({t("order.overridden")})</>}
        </p>
        {producing && <OverrideDimensions id={o.id} dimensions={o.dimensions} />}
      </Card>
      <Card data-testid="customer-files">
        <h2 className="mb-3 text-base font-semibold text-tremor-content-strong">{t("order.customerFiles")}</h2>
        <Files files={o.customerFiles} />
      </Card>
      <Card data-testid="producer-files" className="space-y-3">
        <h2 className="text-base font-semibold text-tremor-content-strong">{t("order.producerFiles")}</h2>
        <Files files={o.producerFiles} />
        {producing && <ProducerUpload id={o.id} />}
      </Card>
      <HistoryCard subjectType="packaging_order" subjectId={o.id} />
    </div>
  );
}

/** The order and its history card after a change. */
function refresh(utils: ReturnType<typeof trpc.useUtils>) {
  return Promise.all([utils.packaging.order.invalidate(), utils.audit.forSubject.invalidate()]);
}

function Files({ files }: { files: UploadedFile[] }) {
  const { t } = useTranslation("packaging");
  if (files.length === 0) return <p className="text-sm text-tremor-content">{t("order.noFiles")}</p>;
  return (
    <div className="space-y-2">
      <FileList files={files} />
      <ul className="flex flex-wrap gap-3 text-sm">
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.url} download={file.name} className="text-indigo-700 hover:underline">
              {t("order.download")} {file.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StatusActions({ id, status }: { id: string; status: PackagingOrderStatus }) {
  const { t } = useTranslation("packaging");
  const utils = trpc.useUtils();
  const set = trpc.packaging.setOrderStatus.useMutation();
  const next = NEXT_PACKAGING_ORDER_STATUS[status];
  if (!next) return null;
  return (
    <div className="mt-4">
      <Button
        disabled={set.isPending}
        onClick={() =>
          void set
            .mutateAsync({ packagingOrderId: id, status: next })
            .then(() => refresh(utils))
            .catch((error: unknown) => toast.error(t(errorKey(error))))
        }
      >
        {t("order.advance", { status: t(`orderStatus.${next}`) })}
      </Button>
    </div>
  );
}

function AssignProducer({ id, current }: { id: string; current: string }) {
  const { t } = useTranslation("packaging");
  const utils = trpc.useUtils();
  const producers = trpc.packaging.producers.useQuery();
  const assign = trpc.packaging.assignProducer.useMutation();
  const [producer, setProducer] = useState(current);
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
      <SelectField
        label={t("order.assign")}
        value={producer}
        placeholder={t("order.chooseProducer")}
        options={(producers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(event) => setProducer(event.target.value)}
        className="sm:w-72"
      />
      <Button
        variant="secondary"
        disabled={!producer || assign.isPending}
        onClick={() =>
          void assign
            .mutateAsync({ packagingOrderId: id, producerOrganisationId: producer })
            .then(() => refresh(utils))
            .catch((error: unknown) => toast.error(t(errorKey(error))))
        }
      >
        {t("order.assign")}
      </Button>
    </div>
  );
}

function ProducerChat({ id, producerId }: { id: string; producerId: string }) {
  const { t } = useTranslation(["packaging", "chats"]);
  const navigate = useNavigate();
  const create = trpc.chats.create.useMutation();
  const [body, setBody] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  async function start(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const chat = await create.mutateAsync({
        subjectType: "packaging_order",
        subjectId: id,
        receiverOrganisationId: producerId,
        body,
        files: [],
      });
      await navigate({ to: "/a/chats/$chatId", params: { chatId: chat.chatId } });
    } catch (error) {
      setFailure(errorKey(error, "chats:errors.sendFailed"));
    }
  }
  return (
    <form onSubmit={(event) => void start(event)} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="sm:w-96">
        <FormField label={t("packaging:order.chat")} value={body} onChange={(event) => setBody(event.target.value)} />
      </div>
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {t("chats:start.button")}
      </Button>
      <FormAlert messageKey={failure} />
    </form>
  );
}

function OverrideDimensions({
  id,
  dimensions,
}: {
  id: string;
  dimensions: { lengthMm: number; widthMm: number; heightMm: number };
}) {
  const { t } = useTranslation("packaging");
  const utils = trpc.useUtils();
  const override = trpc.packaging.overrideDimensions.useMutation();
  const [values, setValues] = useState({
    lengthMm: String(dimensions.lengthMm),
    widthMm: String(dimensions.widthMm),
    heightMm: String(dimensions.heightMm),
  });
  const { formRef, errors, failure, submit } = useSchemaForm(overrideDimensionsSchema);
  async function save(event: FormEvent) {
    event.preventDefault();
    await submit(
      {
        packagingOrderId: id,
        lengthMm: Number(values.lengthMm),
        widthMm: Number(values.widthMm),
        heightMm: Number(values.heightMm),
      },
      async (data) => {
        await override.mutateAsync(data);
        toast.success(t("order.saved"));
        await refresh(utils);
      },
    );
  }
  const field = (name: "lengthMm" | "widthMm" | "heightMm", label: string) => (
    <FormField
      label={label}
      type="number"
      inputMode="numeric"
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      errors={errors[name]}
    />
  );
  return (
    <form ref={formRef} onSubmit={(event) => void save(event)} noValidate className="mt-4 space-y-3">
      <h3 className="text-sm font-semibold text-tremor-content-strong">{t("order.override")}</h3>
      <FormAlert messageKey={failure} />
      <div className="grid gap-3 sm:grid-cols-3">
        {field("lengthMm", t("order.length"))}
        {field("widthMm", t("order.width"))}
        {field("heightMm", t("order.height"))}
      </div>
      <Button type="submit" variant="secondary" disabled={override.isPending}>
        {t("order.save")}
      </Button>
    </form>
  );
}

function ProducerUpload({ id }: { id: string }) {
  const { t } = useTranslation("packaging");
  const utils = trpc.useUtils();
  const add = trpc.packaging.addProducerFiles.useMutation();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  async function save() {
    setFailure(null);
    try {
      await add.mutateAsync({ packagingOrderId: id, files: files.map((f) => ({ id: f.id })) });
      setFiles([]);
      toast.success(t("order.filesAdded"));
      await refresh(utils);
    } catch (error) {
      setFailure(errorKey(error));
    }
  }
  return (
    <div className="space-y-2 border-t border-tremor-border pt-3">
      <FilePicker label={t("order.uploadProducerFiles")} value={files} onChange={setFiles} />
      <FormAlert messageKey={failure} />
      <Button variant="secondary" disabled={files.length === 0 || add.isPending} onClick={() => void save()}>
        {t("order.addFiles")}
      </Button>
    </div>
  );
}
