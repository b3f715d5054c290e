import { createFileRoute } from "@tanstack/react-router";
import { Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ServiceStateBadge } from "../../components/bookings/booking-status-badge";
import { ServiceFormDialog } from "../../components/bookings/service-form-dialog";
import { ListScaffold } from "../../components/ui/list-scaffold";
import { PageHeader } from "../../components/ui/page-header";
import { useFormatMoney } from "../../lib/format";
import { allowArea } from "../../lib/guards";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/services")({
  beforeLoad: ({ context }) => allowArea(context.me, "services"),
  component: ServicesRoute,
});

type Service = RouterOutputs["bookings"]["services"][number];

/** A service provider's services: create, edit, enable and disable. */
function ServicesRoute() {
  const { t } = useTranslation("bookings");
  const formatMoney = useFormatMoney();
  const services = trpc.bookings.services.useQuery();
  const [editing, setEditing] = useState<Service | "new" | null>(null);

  return (
    <div>
      <PageHeader
        title={t("services.title")}
        description={t("services.subtitle")}
        actions={<Button onClick={() => setEditing("new")}>{t("services.create")}</Button>}
      />
      <ListScaffold
        label={t("services.title")}
        query={services}
        loadingRows={4}
        empty={t("services.empty")}
        rowKey={(service) => service.id}
        rowTestId="service-row"
        columns={[
          {
            header: t("services.name"),
            className: "font-medium text-tremor-content-strong",
            value: "user",
            cell: (service: Service) => service.name,
          },
          {
            header: t("services.price"),
            value: "money",
            cell: (service: Service) => formatMoney(service.price, service.currencyCode),
          },
          { header: t("services.status"), cell: (service: Service) => <ServiceStateBadge enabled={service.enabled} /> },
          {
            header: t("services.requiresProductSelection"),
            cell: (service: Service) => (service.requiresProductSelection ? t("services.productsRequired") : "—"),
          },
          {
            header: t("services.actions"),
            actions: true,
            hideHeader: true,
            className: "text-right",
            cell: (service: Service) => (
              <Button
                size="xs"
                variant="secondary"
                onClick={() => setEditing(service)}
                aria-label={`${t("services.edit")}: ${service.name}`}
              >
                {t("services.edit")}
              </Button>
            ),
          },
        ]}
      />
      {editing && <ServiceFormDialog service={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
