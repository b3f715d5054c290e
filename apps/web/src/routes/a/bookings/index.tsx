import { BOOKING_STATUSES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/bookings/booking-status-badge";
import { useMe } from "../../../components/dashboard/use-me";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { UserText } from "../../../components/ui/user-text";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { bookingsSearchSchema, PAGE_SIZE } from "../../../lib/search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/bookings/")({
  validateSearch: (search) => bookingsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "bookings"),
  component: BookingsRoute,
});

type Booking = RouterOutputs["bookings"]["list"]["items"][number];

/** My Bookings (merchant) or the bookings of the provider's services, by status (kept in the URL). */
function BookingsRoute() {
  const { t } = useTranslation("bookings");
  const me = useMe();
  const provider = me.role === "service_provider";
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  const list = trpc.bookings.list.useQuery(
    { status: search.status, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);

  return (
    <div>
      <PageHeader
        title={t(provider ? "list.providerTitle" : "list.title")}
        description={t(provider ? "list.providerSubtitle" : "list.subtitle")}
      />
      <ListScaffold
        label={t(provider ? "list.providerTitle" : "list.title")}
        query={list}
        empty={t("list.empty")}
        onPage={setPage}
        rowKey={(booking) => booking.id}
        rowTestId="booking-row"
        filters={
          <EnumFilter
            label={t("list.status")}
            value={search.status}
            values={BOOKING_STATUSES}
            allLabel={t("list.allStatuses")}
            labelOf={(status) => t(`status.${status}`)}
            onChange={(status) => setFilter({ status })}
            className="md:w-52"
          />
        }
        columns={[
          {
            header: t("list.service"),
            wrap: true,
            className: "font-medium",
            cell: (booking: Booking) => (
              <Link
                to="/a/bookings/$bookingId"
                params={{ bookingId: booking.id }}
                className="text-indigo-700 hover:underline"
              >
                <UserText>{booking.service.name}</UserText>
              </Link>
            ),
          },
          {
            header: t(provider ? "list.organisation" : "list.provider"),
            wrap: true,
            value: "user",
            cell: (booking: Booking) => (provider ? booking.organisation.name : booking.provider.name),
          },
          { header: t("list.status"), cell: (booking: Booking) => <BookingStatusBadge status={booking.status} /> },
          { header: t("list.amount"), cell: (booking: Booking) => booking.amount },
          {
            header: t("list.total"),
            value: "money",
            cell: (booking: Booking) => formatMoney(booking.total, booking.currencyCode),
          },
          {
            header: t("list.bookingDate"),
            cell: (booking: Booking) => formatDate(`${booking.bookingDate}T12:00:00`),
          },
          { header: t("list.created"), cell: (booking: Booking) => formatDate(booking.createdAt) },
          {
            header: t("list.lastMessage"),
            cell: (booking: Booking) => (booking.lastMessageAt ? formatDate(booking.lastMessageAt) : "—"),
          },
        ]}
      />
    </div>
  );
}
