import { mayAccess, requestStatusKey } from "@platform/domain";
import { Link } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";
import { useMe } from "../dashboard/use-me";
import { UserText } from "../ui/user-text";

type Chat = RouterOutputs["chats"]["get"];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-xs text-tremor-content">{label}</dt>
      <dd className="text-sm text-tremor-content-strong">{children}</dd>
    </div>
  );
}

/** The subject's status by its own domain's labels (every subject type has them). */
function statusLabel(t: TFunction, subjectType: Chat["subjectType"], status: string): string {
  switch (subjectType) {
    case "order":
      return t(`orders:fulfillmentStatus.${status}`, { defaultValue: status });
    case "product_request":
      return t(`products:status.${requestStatusKey(status)}`, { defaultValue: status });
    case "booking":
      return t(`bookings:status.${status}`, { defaultValue: status });
    case "packaging_order":
      return t(`packaging:orderStatus.${status}`, { defaultValue: status });
  }
}

/** The order beside the conversation: number, shop, product, status, claim, who talks with whom. */
export function ChatContext({ chat }: { chat: Chat }) {
  const { t } = useTranslation(["chats", "claims", "orders", "products", "bookings", "packaging"]);
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
              <UserText>{context?.title ?? chat.title ?? "—"}</UserText>
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
        <Row label={t("chats:context.shop")}>
          <UserText>{context?.shopName ?? "—"}</UserText>
        </Row>
        <Row label={t("chats:context.product")}>
          <UserText>{context?.title ?? chat.title ?? "—"}</UserText>
        </Row>
        <Row label={t("chats:context.status")}>
          {context?.status ? statusLabel(t, chat.subjectType, context.status) : "—"}
        </Row>
        <Row label={t("chats:context.claim")}>
          {chat.claim
            ? `${t(`claims:type.${chat.claim.type}`)} · ${t(`claims:status.${chat.claim.status}`)}`
            : t("chats:noClaim")}
        </Row>
        <Row label={t("chats:context.organisation")}>
          <UserText>{chat.organisation.name}</UserText>
        </Row>
        <Row label={t("chats:context.receiver")}>
          {chat.receiver.type === "platform" ? t("chats:start.support") : <UserText>{chat.receiver.name}</UserText>}
        </Row>
        <Row label={t("chats:context.created")}>{formatDate(chat.createdAt)}</Row>
      </dl>
    </Card>
  );
}
