import { formatNumber, mayAccess, mayMoveRequest, type ProductRequestStatus, requestStatusKey } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { RequestChats } from "../../../components/products/request-chats";
import { RequestStatusBadge } from "../../../components/products/request-status-badge";
import { PageHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { SelectField } from "../../../components/ui/select-field";
import { UserSentence, UserText } from "../../../components/ui/user-text";
import { FileList } from "../../../components/uploads/file-list";
import { useFormatDate } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/product-requests/$requestId")({
  beforeLoad: ({ context }) => allowArea(context.me, "productRequests"),
  component: ProductRequestRoute,
});

type Request = RouterOutputs["productRequests"]["get"];

/** A product request in full: services, files, producer, resulting product, history, decisions, chats. */
function ProductRequestRoute() {
  const { t } = useTranslation("products");
  const { requestId } = Route.useParams();
  const request = trpc.productRequests.get.useQuery({ requestId });

  return (
    <div>
      <Link to="/a/product-requests" className="mb-3 inline-block text-sm text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      {request.isPending ? (
        <LoadingBlock rows={6} />
      ) : request.isError ? (
        <ErrorCallout error={request.error} onRetry={() => void request.refetch()} />
      ) : (
        <RequestDetail request={request.data} />
      )}
    </div>
  );
}

function RequestDetail({ request }: { request: Request }) {
  const { t, i18n } = useTranslation("products");
  const formatDate = useFormatDate();
  const { me } = Route.useRouteContext();
  const s = request.services;
  const chosen = (
    [
      "brandService",
      "dropshippingOffer",
      "bulkOrderOffer",
      "photoContent",
      "colourBox",
      "productSpecification",
      "productRequirements",
    ] as const
  ).filter((flag) => s[flag]);

  return (
    <>
      <PageHeader
        title={<UserText>{request.productName}</UserText>}
        description={<UserText>{`${request.organisation.name} · ${request.shop.name}`}</UserText>}
        actions={<RequestStatusBadge status={request.status} />}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card aria-labelledby="request-title">
            <h2 id="request-title" className="mb-3 text-base font-semibold text-tremor-content-strong">
              {t("detail.request")}
            </h2>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Field label={t("detail.shop")}>
                <UserText>{request.shop.name}</UserText>
              </Field>
              <Field label={t("detail.shopProduct")}>
                <UserText>{request.shopProduct?.title ?? "—"}</UserText>
              </Field>
              <Field label={t("detail.producerName")}>
                <UserText>{request.producerName}</UserText>
              </Field>
              <Field label={t("detail.assignedProducer")}>
                {request.producer ? <UserText>{request.producer.name}</UserText> : t("detail.noProducer")}
              </Field>
              <Field label={t("detail.description")} className="sm:col-span-2">
                <UserText className="whitespace-pre-line">{request.description}</UserText>
              </Field>
            </dl>
          </Card>
          <Card aria-labelledby="request-services">
            <h2 id="request-services" className="mb-3 text-base font-semibold text-tremor-content-strong">
              {t("services.title")}
            </h2>
            {chosen.length === 0 ? (
              <p className="text-sm text-tremor-content">{t("services.none")}</p>
            ) : (
              <ul
                className="list-inside list-disc space-y-1 text-sm text-tremor-content-strong"
                data-testid="request-services"
              >
                {chosen.map((flag) => (
                  <li key={flag}>
                    {t(`services.${flag}`)}
                    {flag === "bulkOrderOffer" && s.bulkAmount
                      ? ` — ${t("services.bulkAmount")}: ${formatNumber(s.bulkAmount, i18n.language)}, ${t(`importMethod.${s.importMethod}`)}`
                      : ""}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card aria-labelledby="request-files">
            <h2 id="request-files" className="mb-3 text-base font-semibold text-tremor-content-strong">
              {t("detail.documents")}
            </h2>
            {request.files.length ? (
              <FileList files={request.files} />
            ) : (
              <p className="text-sm text-tremor-content">{t("detail.noDocuments")}</p>
            )}
          </Card>
          <Card aria-labelledby="request-history">
            <h2 id="request-history" className="mb-3 text-base font-semibold text-tremor-content-strong">
              {t("detail.history")}
            </h2>
            <ol className="space-y-2 text-sm" data-testid="request-history">
              {request.history.map((event) => (
                <li
                  key={`${event.type}-${new Date(event.at).getTime()}-${event.from}-${event.to}`}
                  className="flex flex-wrap gap-x-2"
                >
                  <span className="text-tremor-content">{formatDate(event.at, "long")}</span>
                  <span className="text-tremor-content-strong">
                    {t(`detail.event.${event.type}`, {
                      from: event.from ? t(`status.${requestStatusKey(event.from)}`) : "",
                      to: event.to ? t(`status.${requestStatusKey(event.to)}`) : "",
                    })}
                  </span>
                  {event.actor && (
                    <span className="text-tremor-content">
                      <UserSentence
                        values={{
                          name: event.actorOrganisation ? `${event.actor} (${event.actorOrganisation})` : event.actor,
                        }}
                      >
                        {(marks) => t("detail.by", marks)}
                      </UserSentence>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="space-y-4">
          <Card aria-labelledby="request-product">
            <h2 id="request-product" className="mb-3 text-base font-semibold text-tremor-content-strong">
              {t("detail.resultingProduct")}
            </h2>
            {request.product ? (
              <p className="text-sm">
                {mayAccess("productOverview", me.role) ? (
                  <Link
                    to="/a/product-overview/$productId"
                    params={{ productId: request.product.id }}
                    className="text-indigo-700 hover:underline"
                  >
                    <UserText>{request.product.title}</UserText>
                  </Link>
                ) : (
                  <UserText>{request.product.title}</UserText>
                )}{" "}
                · {t(`productStatus.${request.product.status}`)}
                {mayAccess("editProducts", me.role) && (
                  <Link
                    to="/a/products/$productId"
                    params={{ productId: request.product.id }}
                    className="ml-2 text-indigo-700 hover:underline"
                  >
                    {t("detail.editProduct")}
                  </Link>
                )}
              </p>
            ) : (
              <p className="text-sm text-tremor-content">{t("detail.noProduct")}</p>
            )}
          </Card>
          <RequestActions request={request} />
          <RequestChats requestId={request.id} />
        </div>
      </div>
    </>
  );
}

/** One term of a description list: the <div> is the list's direct child (WCAG: dl may hold only div groups). */
function Field({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-tremor-content">{label}</dt>
      <dd className="font-medium text-tremor-content-strong">{children}</dd>
    </div>
  );
}

/** Support decides (producer, accept, decline, publish, n/a); the merchant submits or withdraws. */
function RequestActions({ request }: { request: Request }) {
  const { t } = useTranslation("products");
  const { me } = Route.useRouteContext();
  const utils = trpc.useUtils();
  const isSupport = mayAccess("decideProductRequests", me.role);
  const isMerchant = mayAccess("fileProductRequests", me.role);
  const producers = trpc.productRequests.producers.useQuery(undefined, { enabled: isSupport });
  const move = trpc.productRequests.move.useMutation();
  const assign = trpc.productRequests.assignProducer.useMutation();
  const [producer, setProducer] = useState(request.producer?.id ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const from = request.status;
  const may = (to: ProductRequestStatus) => mayMoveRequest(from, to);

  const refresh = async () => {
    await Promise.all([
      utils.productRequests.get.invalidate({ requestId: request.id }),
      utils.productRequests.list.invalidate(),
    ]);
  };
  const go = async (to: ProductRequestStatus) => {
    setFailure(null);
    try {
      await move.mutateAsync({ requestId: request.id, status: to });
      toast.success(t("detail.moved", { status: t(`status.${requestStatusKey(to)}`) }));
      await refresh();
    } catch (error) {
      setFailure(errorKey(error, "products:errors.updateFailed"));
    }
  };
  const saveProducer = async () => {
    setFailure(null);
    try {
      await assign.mutateAsync({ requestId: request.id, producerOrganisationId: producer || null });
      toast.success(t("detail.assigned"));
      await refresh();
    } catch (error) {
      setFailure(errorKey(error, "products:errors.updateFailed"));
    }
  };

  const buttons: Array<{ to: ProductRequestStatus; label: string; variant: "primary" | "secondary" }> = isSupport
    ? [
        { to: "accepted" as const, label: t("detail.accept"), variant: "primary" as const },
        { to: "not_accepted" as const, label: t("detail.decline"), variant: "secondary" as const },
        { to: "published" as const, label: t("detail.publish"), variant: "primary" as const },
        { to: "n/a" as const, label: t("detail.notApplicable"), variant: "secondary" as const },
      ].filter((b) => may(b.to))
    : isMerchant && request.organisation.id === me.organisation?.id
      ? [
          { to: "pending" as const, label: t("detail.submitDraft"), variant: "primary" as const },
          { to: "n/a" as const, label: t("detail.withdraw"), variant: "secondary" as const },
        ].filter((b) => may(b.to) && (b.to === "pending" || from === "draft" || from === "pending"))
      : [];
  const open = from !== "published" && from !== "n/a";
  if (buttons.length === 0 && !(isSupport && open)) return null;

  return (
    <Card aria-labelledby="request-decide">
      <h2 id="request-decide" className="mb-3 text-base font-semibold text-tremor-content-strong">
        {t("detail.decide")}
      </h2>
      <div className="space-y-3">
        <FormAlert messageKey={failure} />
        {isSupport && open && (
          <div className="flex items-end gap-2">
            <div className="grow">
              <SelectField
                label={t("detail.producer")}
                name="producerOrganisationId"
                value={producer}
                placeholder={t("detail.chooseProducer")}
                onChange={(event) => setProducer(event.target.value)}
                options={(producers.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
              />
            </div>
            <Button variant="secondary" loading={assign.isPending} onClick={() => void saveProducer()}>
              {t("detail.assign")}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {buttons.map((button) => (
            <Button
              key={button.to}
              variant={button.variant}
              loading={move.isPending && move.variables?.status === button.to}
              disabled={move.isPending}
              onClick={() => void go(button.to)}
            >
              {button.label}
            </Button>
          ))}
        </div>
      </div>
    </Card>
  );
}
