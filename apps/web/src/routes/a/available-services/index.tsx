import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge, Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { UserSentence } from "../../../components/ui/user-text";
import { useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/available-services/")({
  beforeLoad: ({ context }) => allowArea(context.me, "availableServices"),
  component: AvailableServicesRoute,
});

/** Merchants: every provider's enabled services, with price, terms and what the provider needs. */
function AvailableServicesRoute() {
  const { t } = useTranslation("bookings");
  const formatMoney = useFormatMoney();
  const services = trpc.bookings.availableServices.useQuery();

  return (
    <div>
      <PageHeader title={t("available.title")} description={t("available.subtitle")} />
      {services.isPending ? (
        <LoadingBlock rows={4} />
      ) : services.isError ? (
        <ErrorCallout error={services.error} onRetry={() => void services.refetch()} />
      ) : services.data.length === 0 ? (
        <EmptyState>{t("available.empty")}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {services.data.map((service) => (
            <li key={service.id}>
              <Card className="flex h-full flex-col gap-3" data-testid="available-service">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold text-tremor-content-strong" data-user-content="">
                      {service.name}
                    </h2>
                    <p className="text-sm text-tremor-content">
                      <UserSentence values={{ name: service.provider.name }}>
                        {(marks) => t("available.provider", marks)}
                      </UserSentence>
                    </p>
                  </div>
                  <p className="whitespace-nowrap text-lg font-semibold text-tremor-content-strong">
                    {formatMoney(service.price, service.currencyCode)}
                  </p>
                </div>
                {service.description && (
                  <p className="whitespace-pre-line text-sm text-tremor-content-emphasis" data-user-content="">
                    {service.description}
                  </p>
                )}
                {service.requiredInformation && (
                  <div className="text-sm">
                    <h3 className="font-medium text-tremor-content-strong">{t("available.needs")}</h3>
                    <p className="whitespace-pre-line text-tremor-content-emphasis" data-user-content="">
                      {service.requiredInformation}
                    </p>
                  </div>
                )}
                <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
                  {service.requiresProductSelection && <Badge color="amber">{t("available.productsRequired")}</Badge>}
                  {service.termsUrl && (
                    <a
                      href={service.termsUrl}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="text-sm text-indigo-700 underline hover:text-indigo-900"
                    >
                      {t("available.terms")}
                    </a>
                  )}
                  <Link
                    to="/a/available-services/$serviceId"
                    params={{ serviceId: service.id }}
                    className="ml-auto rounded-tremor-default bg-indigo-600 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-700"
                    aria-label={`${t("available.book")}: ${service.name}`}
                  >
                    {t("available.book")}
                  </Link>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
