import { Badge, Button, Callout, Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { countryName } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { useMe } from "../dashboard/use-me";
import { SectionHeader } from "../ui/page-header";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { UserSentence } from "../ui/user-text";

/**
 * The order detail's Location card: where the order ships from and why ("Warehouse X: priority 1
 * for DE, all items in stock"), or that no location can ship it, with what is missing.
 */
export function OrderRouting({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation("locations");
  const query = trpc.locations.routingForOrder.useQuery({ orderId });
  const me = useMe();
  const utils = trpc.useUtils();
  const routeAgain = trpc.locations.routeOrder.useMutation({
    onSuccess: async () => {
      toast.success(t("routing.routedAgain"));
      await utils.locations.routingForOrder.invalidate({ orderId });
    },
    onError: (error) => toast.error(t(errorKey(error))),
  });
  const country = (code: string | null) => (code ? countryName(code, i18n.language) : "–");

  let body: React.ReactNode;
  if (query.isPending) body = <LoadingBlock rows={1} />;
  else if (query.isError || !query.data) {
    body = <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const { explanation, stock } = query.data;
    if (!explanation) body = <p className="text-sm text-tremor-content">{t("routing.notRouted")}</p>;
    else if (explanation.kind === "routed") {
      body = (
        <div className="space-y-2">
          <p className="text-sm text-tremor-content-strong" data-testid="order-routing">
            <UserSentence values={{ location: query.data.location?.name ?? explanation.locationName }}>
              {(marks) =>
                t(explanation.matchedBy === "country" ? "routing.routed" : "routing.routedNoCountry", {
                  ...marks,
                  priority: explanation.priority,
                  country: explanation.country,
                })
              }
            </UserSentence>
          </p>
          {stock && <Badge color={stock === "drawn" ? "emerald" : "amber"}>{t(`routing.stock.${stock}`)}</Badge>}
        </div>
      );
    } else {
      body = (
        <Callout color="rose" title={t("routing.unroutable")} data-testid="order-routing">
          <p>{t(`routing.reason.${explanation.reason}`, { country: country(explanation.country) })}</p>
          {explanation.missing.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {explanation.missing.map((item) => (
                <li key={`${item.variantId ?? item.title}`}>
                  {explanation.reason === "unlinked_items"
                    ? t("routing.unlinked", {
                        title: item.sku ? `${item.title} (${item.sku})` : item.title,
                        quantity: item.quantity,
                      })
                    : t("routing.missing", {
                        title: item.sku ? `${item.title} (${item.sku})` : item.title,
                        quantity: item.quantity,
                        available: item.available,
                      })}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2">{t("routing.unroutableHint")}</p>
          {me.role === "support" && (
            <Button
              size="xs"
              variant="secondary"
              className="mt-3"
              loading={routeAgain.isPending}
              onClick={() => routeAgain.mutate({ orderId })}
            >
              {t("routing.routeAgain")}
            </Button>
          )}
        </Callout>
      );
    }
  }

  return (
    <Card>
      <SectionHeader title={t("routing.title")} />
      {body}
    </Card>
  );
}
