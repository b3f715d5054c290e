import { BOOKING_STATUSES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/bookings/booking-status-badge";
import { useMe } from "../../../components/dashboard/use-me";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { PageHeader } from "../../../components/ui/page-header";
import { PagedResults } from "../../../components/ui/query-state";
import { TABLE_WRAPPER } from "../../../components/ui/table";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { bookingsSearchSchema, PAGE_SIZE } from "../../../lib/search";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/bookings/")({
  validateSearch: (search) => bookingsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "bookings"),
  component: BookingsRoute,
});

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
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
          <EnumFilter
            label={t("list.status")}
            value={search.status}
            values={BOOKING_STATUSES}
            allLabel={t("list.allStatuses")}
            labelOf={(status) => t(`status.${status}`)}
            onChange={(status) => setFilter({ status })}
            className="md:w-52"
          />
        </div>
        <PagedResults query={list} loadingRows={6} empty={t("list.empty")} onPage={setPage}>
          {(items) => (
            <div className={TABLE_WRAPPER}>
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t("list.service")}</TableHeaderCell>
                    <TableHeaderCell>{t(provider ? "list.organisation" : "list.provider")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.status")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.amount")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.total")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.bookingDate")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.created")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.lastMessage")}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((booking) => (
                    <TableRow key={booking.id} data-testid="booking-row">
                      <TableCell className="font-medium">
                        <Link
                          to="/a/bookings/$bookingId"
                          params={{ bookingId: booking.id }}
                          className="text-indigo-700 hover:underline"
                        >
                          {booking.service.name}
                        </Link>
                      </TableCell>
                      <TableCell>{provider ? booking.organisation.name : booking.provider.name}</TableCell>
                      <TableCell>
                        <BookingStatusBadge status={booking.status} />
                      </TableCell>
                      <TableCell>{booking.amount}</TableCell>
                      <TableCell>{formatMoney(booking.total, booking.currencyCode)}</TableCell>
                      <TableCell>{formatDate(`${booking.bookingDate}T12:00:00`)}</TableCell>
                      <TableCell>{formatDate(booking.createdAt)}</TableCell>
                      <TableCell>{booking.lastMessageAt ? formatDate(booking.lastMessageAt) : "—"}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}
