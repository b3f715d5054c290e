import { createFileRoute } from "@tanstack/react-router";
import { Button, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ServiceStateBadge } from "../../components/bookings/booking-status-badge";
import { ServiceFormDialog } from "../../components/bookings/service-form-dialog";
import { PageHeader } from "../../components/ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../../components/ui/query-state";
import { TABLE_WRAPPER } from "../../components/ui/table";
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
      <Card>
        {services.isPending ? (
          <LoadingBlock rows={4} />
        ) : services.isError ? (
          <ErrorCallout error={services.error} onRetry={() => void services.refetch()} />
        ) : services.data.length === 0 ? (
          <EmptyState>{t("services.empty")}</EmptyState>
        ) : (
          <div className={TABLE_WRAPPER}>
            <Table>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t("services.name")}</TableHeaderCell>
                  <TableHeaderCell>{t("services.price")}</TableHeaderCell>
                  <TableHeaderCell>{t("services.status")}</TableHeaderCell>
                  <TableHeaderCell>{t("services.requiresProductSelection")}</TableHeaderCell>
                  <TableHeaderCell>
                    <span className="sr-only">{t("services.actions")}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {services.data.map((service) => (
                  <TableRow key={service.id} data-testid="service-row">
                    <TableCell className="font-medium text-tremor-content-strong">{service.name}</TableCell>
                    <TableCell>{formatMoney(service.price, service.currencyCode)}</TableCell>
                    <TableCell>
                      <ServiceStateBadge enabled={service.enabled} />
                    </TableCell>
                    <TableCell>{service.requiresProductSelection ? t("services.productsRequired") : "—"}</TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="xs"
                        variant="secondary"
                        onClick={() => setEditing(service)}
                        aria-label={`${t("services.edit")}: ${service.name}`}
                      >
                        {t("services.edit")}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
      {editing && <ServiceFormDialog service={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
