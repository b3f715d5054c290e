import { type AuditSubjectType, mayAccess } from "@platform/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useMe } from "../dashboard/use-me";
import { UserText } from "../ui/user-text";

const LINK = "text-indigo-700 hover:underline";

/**
 * The record an audit entry is about: its type and label, linked to its screen when the viewer
 * may open that screen (the access table decides, as for the sidebar).
 */
export function SubjectLink({
  subjectType,
  subjectId,
  label,
  organisationId,
}: {
  subjectType: AuditSubjectType;
  subjectId: string;
  label: string | null;
  organisationId: string | null;
}) {
  const { t } = useTranslation("audit");
  const me = useMe();
  const text = <UserText>{label || subjectId}</UserText>;
  const may = (name: Parameters<typeof mayAccess>[0]) => mayAccess(name, me.role, me.memberRole);
  const own = organisationId !== null && organisationId === me.organisation?.id;
  const link = (() => {
    switch (subjectType) {
      case "order":
        return may("orders") && own ? (
          <Link to="/a/orders/$orderId" params={{ orderId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "invoice":
        return may("invoices") ? (
          <Link to="/a/invoices/$invoiceId" params={{ invoiceId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "booking":
        return may("bookings") ? (
          <Link to="/a/bookings/$bookingId" params={{ bookingId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "location":
        return may("locations") ? (
          <Link to="/a/locations/$locationId" params={{ locationId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "stock_order":
        return may("stockOrders") ? (
          <Link to="/a/stock-orders/$stockOrderId" params={{ stockOrderId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "packaging_order":
        return may("packagingUi") ? (
          <Link to="/a/packaging/orders/$packagingOrderId" params={{ packagingOrderId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "packaging":
        return may("packagingOverview") && subjectId.startsWith("pkg_") ? (
          <Link to="/a/packaging/$packagingId" params={{ packagingId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "product_request":
        return may("productRequests") ? (
          <Link to="/a/product-requests/$requestId" params={{ requestId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "chat":
        return may("chats") ? (
          <Link to="/a/chats/$chatId" params={{ chatId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "organisation":
        if (own && may("organisation")) {
          return (
            <Link to="/a/organisation" className={LINK}>
              {text}
            </Link>
          );
        }
        return may("organisations") ? (
          <Link to="/a/organisations/$organisationId" params={{ organisationId: subjectId }} className={LINK}>
            {text}
          </Link>
        ) : null;
      case "member":
      case "invitation":
        return own && may("organisation") ? (
          <Link
            to="/a/organisation"
            search={{ tab: subjectType === "member" ? "members" : "invitations" }}
            className={LINK}
          >
            {text}
          </Link>
        ) : null;
      case "shop":
        return own && may("shops") ? (
          <Link to="/a/shops" className={LINK}>
            {text}
          </Link>
        ) : null;
      case "service":
        return own && may("services") ? (
          <Link to="/a/services" className={LINK}>
            {text}
          </Link>
        ) : null;
      case "retour":
        return may("retours") ? (
          <Link to="/a/retours" className={LINK}>
            {text}
          </Link>
        ) : null;
      default:
        return null;
    }
  })();
  return (
    <span>
      <span className="block text-xs uppercase tracking-wide text-tremor-content-subtle">
        {t(`subjects.${subjectType}`)}
      </span>
      {link ?? <span className="break-all text-tremor-content-emphasis">{text}</span>}
    </span>
  );
}
