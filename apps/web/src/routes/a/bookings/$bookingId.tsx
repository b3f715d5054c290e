import type { BookingStatus } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge, Button, Card } from "@tremor/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { HistoryCard } from "../../../components/audit/history-card";
import { BookedProducts } from "../../../components/bookings/booked-products";
import { BookingStatusBadge } from "../../../components/bookings/booking-status-badge";
import { Composer } from "../../../components/chats/composer";
import { MessageList } from "../../../components/chats/message-list";
import { useLiveMessages } from "../../../components/chats/use-live-messages";
import { useMe } from "../../../components/dashboard/use-me";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PageHeader, SectionHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { UserText } from "../../../components/ui/user-text";
import { FileList } from "../../../components/uploads/file-list";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/bookings/$bookingId")({
  beforeLoad: ({ context }) => allowArea(context.me, "bookings"),
  component: BookingRoute,
});

type Booking = RouterOutputs["bookings"]["get"];

/** A booking: its service, products, files and status actions, and its messages live beside it. */
function BookingRoute() {
  const { bookingId } = Route.useParams();
  const { t } = useTranslation("bookings");
  const booking = trpc.bookings.get.useQuery({ bookingId });

  if (booking.isPending) return <LoadingBlock rows={6} />;
  if (booking.isError) return <ErrorCallout error={booking.error} onRetry={() => void booking.refetch()} />;
  const data = booking.data;
  return (
    <div>
      <Link to="/a/bookings" className="mb-2 inline-block text-sm text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      <PageHeader
        title={<UserText>{data.service.name}</UserText>}
        description={
          <>
            {t("detail.provider")}: <UserText>{data.provider.name}</UserText> · {t("detail.organisation")}:{" "}
            <UserText>{data.organisation.name}</UserText>
          </>
        }
        actions={<BookingStatusBadge status={data.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card>
            <SectionHeader title={t("detail.products")} />
            <BookedProducts products={data.products} />
          </Card>
          <Card>
            <SectionHeader title={t("detail.files")} />
            {data.files.length ? (
              <FileList files={data.files} />
            ) : (
              <p className="text-sm text-tremor-content">{t("detail.noFiles")}</p>
            )}
          </Card>
          {data.chatId && <BookingMessages chatId={data.chatId} bookingId={data.id} />}
        </div>
        <BookingSummary booking={data} />
      </div>
    </div>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const rows: Array<[string, string, string?]> = [
    [t("detail.amount"), String(booking.amount)],
    [t("detail.unitPrice"), formatMoney(booking.unitPrice, booking.currencyCode)],
    [t("detail.total"), formatMoney(booking.total, booking.currencyCode)],
    [t("detail.bookingDate"), formatDate(`${booking.bookingDate}T12:00:00`)],
    [t("detail.created"), formatDate(booking.createdAt)],
    [t("detail.lastMessage"), booking.lastMessageAt ? formatDate(booking.lastMessageAt) : t("detail.never")],
    [t("detail.invoice"), booking.invoiceId ? t("detail.invoiced") : t("detail.notInvoiced"), "booking-invoice"],
  ];
  return (
    <div className="space-y-6">
      <Card>
        <SectionHeader title={t("detail.summary")} />
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="contents">
              <dt className="text-tremor-content">{label}</dt>
              <dd className="text-right text-tremor-content-strong" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 space-y-3 text-sm">
          <div>
            <h3 className="font-medium text-tremor-content-strong">{t("detail.notes")}</h3>
            <p className="whitespace-pre-line text-tremor-content-emphasis" data-testid="booking-notes">
              {booking.notes ? <UserText>{booking.notes}</UserText> : t("detail.noNotes")}
            </p>
          </div>
          {booking.service.requiredInformation && (
            <div>
              <h3 className="font-medium text-tremor-content-strong">{t("detail.requiredInformation")}</h3>
              <p className="whitespace-pre-line text-tremor-content-emphasis" data-user-content="">
                {booking.service.requiredInformation}
              </p>
            </div>
          )}
          {booking.service.termsUrl && (
            <a
              href={booking.service.termsUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-block text-indigo-700 underline hover:text-indigo-900"
            >
              {t("detail.terms")}
            </a>
          )}
        </div>
      </Card>
      {booking.transitions.length > 0 && <StatusActions booking={booking} />}
      <HistoryCard subjectType="booking" subjectId={booking.id} />
    </div>
  );
}

function StatusActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  const utils = trpc.useUtils();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const setStatus = trpc.bookings.setStatus.useMutation({
    onSuccess: (updated) => {
      utils.bookings.get.setData({ bookingId: booking.id }, updated);
      void utils.bookings.list.invalidate();
      void utils.audit.forSubject.invalidate({ subjectType: "booking", subjectId: booking.id });
      toast.success(t(`detail.statusChangedTo.${updated.status}`));
    },
    onError: (error) => toast.error(t(errorKey(error, "bookings:errors.statusFailed"))),
  });
  const change = (status: BookingStatus) => setStatus.mutate({ bookingId: booking.id, status: status as never });

  return (
    <Card>
      <SectionHeader title={t("detail.actions")} />
      <div className="flex flex-wrap gap-2">
        {booking.transitions.map((status) =>
          status === "cancelled" ? (
            <Button key={status} variant="secondary" color="rose" onClick={() => setConfirmCancel(true)}>
              {t("actions.cancelled")}
            </Button>
          ) : (
            <Button key={status} loading={setStatus.isPending} onClick={() => change(status)}>
              {t(`actions.${status}`)}
            </Button>
          ),
        )}
      </div>
      <ConfirmDialog
        open={confirmCancel}
        title={t("detail.confirmCancel")}
        confirmLabel={t("actions.cancelled")}
        pending={setStatus.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => {
          change("cancelled");
          setConfirmCancel(false);
        }}
      >
        <p className="text-sm text-tremor-content">{t("detail.confirmCancelBody")}</p>
      </ConfirmDialog>
    </Card>
  );
}

/**
 * The booking's chat, live over the chat subscription. A status change arrives here as a message
 * from the other side, so each new message also refreshes the booking (its status and actions).
 */
function BookingMessages({ chatId, bookingId }: { chatId: string; bookingId: string }) {
  const { t } = useTranslation(["bookings", "chats"]);
  const me = useMe();
  const utils = trpc.useUtils();
  const live = useLiveMessages(chatId);
  const newest = live.messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (newest > 0) void utils.bookings.get.invalidate({ bookingId });
  }, [newest, bookingId, utils]);

  return (
    <Card>
      <div className="mb-3 flex items-center justify-between gap-2">
        <SectionHeader title={t("bookings:detail.messages")} />
        <Badge color={live.live === "live" ? "emerald" : "amber"} size="xs" data-testid="live-status">
          {t(`chats:view.${live.live}`)}
        </Badge>
      </div>
      {live.query.isError ? (
        <ErrorCallout error={live.query.error} onRetry={() => void live.query.refetch()} />
      ) : live.query.isPending ? (
        <LoadingBlock rows={3} />
      ) : (
        <MessageList
          messages={live.messages}
          ownCustomerId={me.customer.id}
          hasMore={live.hasMore}
          loadingOlder={live.loadingOlder}
          onLoadOlder={() => void live.loadOlder()}
        />
      )}
      <div className="mt-4">
        <Composer chatId={chatId} onSent={(message) => live.add([message])} />
      </div>
    </Card>
  );
}
