import { BOOKING_MESSAGES, bookServiceSchema, type UploadedFile } from "@platform/domain";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type BookableProduct, ProductPicker } from "../../../components/bookings/product-picker";
import { FormAlert } from "../../../components/form-alert";
import { FormField } from "../../../components/form-field";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { PageHeader } from "../../../components/ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { UserSentence, UserText } from "../../../components/ui/user-text";
import { FilePicker } from "../../../components/uploads/file-picker";
import { todayInPlatformZone, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../../lib/trpc";
import { useSchemaForm } from "../../../lib/use-schema-form";

export const Route = createFileRoute("/a/available-services/$serviceId")({
  beforeLoad: ({ context }) => allowArea(context.me, "availableServices"),
  component: BookServiceRoute,
});

type Service = RouterOutputs["bookings"]["availableServices"][number];

function BookServiceRoute() {
  const { serviceId } = Route.useParams();
  const { t } = useTranslation("bookings");
  const services = trpc.bookings.availableServices.useQuery();
  if (services.isPending) return <LoadingBlock rows={6} />;
  if (services.isError) return <ErrorCallout error={services.error} onRetry={() => void services.refetch()} />;
  const service = services.data.find((candidate) => candidate.id === serviceId);
  return (
    <div>
      <Link to="/a/available-services" className="mb-2 inline-block text-sm text-indigo-700 hover:underline">
        ← {t("book.back")}
      </Link>
      {service ? <BookServiceForm service={service} /> : <EmptyState>{t("errors.serviceNotFound")}</EmptyState>}
    </div>
  );
}

/** Book a service: products, files, notes, amount, date and the provider's terms (all checked again on the server). */
function BookServiceForm({ service }: { service: Service }) {
  const { t } = useTranslation("bookings");
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useSchemaForm(bookServiceSchema, {
    failureKey: (error) => errorKey(error, BOOKING_MESSAGES.bookFailed),
  });
  const book = trpc.bookings.book.useMutation();
  const [products, setProducts] = useState<BookableProduct[]>([]);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [notes, setNotes] = useState("");
  const [amount, setAmount] = useState("1");
  const [bookingDate, setBookingDate] = useState(todayInPlatformZone());
  const [acceptTerms, setAcceptTerms] = useState(false);
  const units = Number.parseInt(amount, 10);

  return (
    <>
      <PageHeader
        title={<UserSentence values={{ service: service.name }}>{(marks) => t("book.title", marks)}</UserSentence>}
        description={<UserText>{service.provider.name}</UserText>}
      />
      <Card>
        <form
          ref={form.formRef}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(
              {
                serviceId: service.id,
                variantIds: products.map((product) => product.variantId),
                files: files.map((file) => ({ id: file.id })),
                notes,
                amount,
                bookingDate,
                acceptTerms,
              },
              async (input) => {
                const booking = await book.mutateAsync(input);
                await utils.bookings.list.invalidate();
                toast.success(t("book.booked"));
                await navigate({ to: "/a/bookings/$bookingId", params: { bookingId: booking.id } });
              },
            );
          }}
        >
          <FormAlert messageKey={form.failure} />
          {service.requiredInformation && (
            <div className="rounded-tremor-default bg-tremor-background-subtle p-3 text-sm">
              <h2 className="font-medium text-tremor-content-strong">{t("available.needs")}</h2>
              <p className="whitespace-pre-line text-tremor-content-emphasis" data-user-content="">
                {service.requiredInformation}
              </p>
            </div>
          )}
          <ProductPicker
            value={products}
            onChange={setProducts}
            errors={form.errors.variantIds}
            required={service.requiresProductSelection}
          />
          <FilePicker label={t("book.files")} value={files} onChange={setFiles} errors={form.errors.files} />
          <TextAreaField label={t("book.notes")} {...form.field("notes")} value={notes} onChange={setNotes} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t("book.amount")}
              {...form.field("amount")}
              type="number"
              min={1}
              step={1}
              value={amount}
              hint={t("book.amountHint")}
              onChange={(event) => setAmount(event.target.value)}
            />
            <FormField
              label={t("book.bookingDate")}
              {...form.field("bookingDate")}
              type="date"
              min={todayInPlatformZone()}
              value={bookingDate}
              onChange={(event) => setBookingDate(event.target.value)}
            />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-sm">
            <dt className="text-tremor-content">{t("book.price")}</dt>
            <dd className="text-right text-tremor-content-strong">{formatMoney(service.price, "eur")}</dd>
            <dt className="font-medium text-tremor-content-strong">{t("book.total")}</dt>
            <dd className="text-right font-semibold text-tremor-content-strong" data-testid="booking-total">
              {Number.isFinite(units) && units > 0 ? formatMoney(service.price * units, "eur") : "—"}
            </dd>
          </dl>
          <CheckboxField
            {...form.field("acceptTerms")}
            label={t("book.acceptTerms")}
            description={
              service.termsUrl ? (
                <a
                  href={service.termsUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-indigo-700 underline hover:text-indigo-900"
                >
                  {t("book.acceptTermsLink")}
                </a>
              ) : (
                t("book.noTerms")
              )
            }
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
          />
          <div className="flex justify-end">
            <Button type="submit" loading={book.isPending}>
              {t("book.submit")}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
