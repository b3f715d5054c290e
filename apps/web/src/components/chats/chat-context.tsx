import { mayAccess, requestStatusKey } from "@platform/domain";
import { Link } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";
import { useMe } from "../dashboard/use-me";

type Chat = RouterOutputs["chats"]["get"];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-xs text-tremor-content">{label}</dt>
      <dd className="text-sm text-tremor-content-strong">{children}</dd>
    </div>
  );
}

/** The order beside the conversation: number, shop, product, status, claim, who talks with whom. */
export function ChatContext({ chat }: { chat: Chat }) {
  const { t } = useTranslation(["chats", "claims", "orders", "products"]);
  const formatDate = useFormatDate();
  const context = chat.context;
  // The order's page opens only for its merchant's members (suppliers and support see it here).
  const me = useMe();
  const orderLink = chat.subjectType === "order" && mayAccess("orders", me.role);
  return (
    <Card aria-labelledby="chat-context-title" data-testid="chat-context">
      <h2 id="chat-context-title" className="mb-2 text-base font-semibold text-tremor-content-strong">
        {t("chats:context.title")}
      </h2>
      <dl className="divide-y divide-tremor-border">
        {chat.subjectType === "product_request" ? (
          <Row label={t("products:requests.title")}>
            <Link
              to="/a/product-requests/$requestId"
              params={{ requestId: chat.subjectId }}
              className="text-indigo-700 underline-offset-2 hover:underline"
            >
              {context?.title ?? chat.title ?? "—"}
            </Link>
          </Row>
        ) : (
          <Row label={t("chats:context.orderNumber")}>
            {orderLink ? (
              <Link
                to="/a/orders/$orderId"
                params={{ orderId: chat.subjectId }}
                className="text-indigo-700 underline-offset-2 hover:underline"
              >
                {context?.orderNumber ?? chat.orderNumber}
              </Link>
            ) : (
              (chat.orderNumber ?? "—")
            )}
          </Row>
        )}
        <Row label={t("chats:context.shop")}>{context?.shopName ?? "—"}</Row>
        <Row label={t("chats:context.product")}>{context?.title ?? chat.title ?? "—"}</Row>
        <Row label={t("chats:context.status")}>
          {context?.status
            ? chat.subjectType === "order"
              ? t(`orders:fulfillmentStatus.${context.status}`, { defaultValue: context.status })
              : chat.subjectType === "product_request"
                ? t(`products:status.${requestStatusKey(context.status)}`, { defaultValue: context.status })
                : context.status
            : "—"}
        </Row>
        <Row label={t("chats:context.claim")}>
          {chat.claim
            ? `${t(`claims:type.${chat.claim.type}`)} · ${t(`claims:status.${chat.claim.status}`)}`
            : t("chats:noClaim")}
        </Row>
        <Row label={t("chats:context.organisation")}>{chat.organisation.name}</Row>
        <Row label={t("chats:context.receiver")}>
          {chat.receiver.type === "platform" ? t("chats:start.support") : chat.receiver.name}
        </Row>
        <Row label={t("chats:context.created")}>{formatDate(chat.createdAt)}</Row>
      </dl>
    </Card>
  );
}
