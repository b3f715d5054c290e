import {
  createStockOrderSchema,
  IMPORT_METHODS,
  type ImportMethod,
  type RowProblem,
  STOCK_ORDER_MAX_CSV_CHARS,
  STOCK_ORDER_MESSAGES,
} from "@platform/domain";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { INPUT_CLASS } from "../../../components/form-field";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { apiErrorData, trpc } from "../../../lib/trpc";
import { useSchemaForm } from "../../../lib/use-schema-form";

export const Route = createFileRoute("/a/stock-orders/new")({
  beforeLoad: ({ context }) => allowArea(context.me, "orderStock"),
  component: NewStockOrderRoute,
});

type Checked = { count: number; total: number; problems: RowProblem[] };

/** A merchant's stock order: supplier, target location, import method, items pasted or from a CSV file. */
function NewStockOrderRoute() {
  const { t } = useTranslation("stockOrders");
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const suppliers = trpc.stockOrders.suppliers.useQuery();
  const locations = trpc.locations.list.useQuery({ status: "active", pageSize: 100 });
  const [supplierId, setSupplierId] = useState("");
  const [locationId, setLocationId] = useState("");
  const [importMethod, setImportMethod] = useState<ImportMethod | "">("");
  const [itemsCsv, setItemsCsv] = useState("");
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState<Checked | null>(null);
  const {
    errors,
    failure,
    field,
    fieldName,
    formRef,
    submit: submitChecked,
  } = useSchemaForm(createStockOrderSchema, {
    failureKey: STOCK_ORDER_MESSAGES.createFailed,
  });
  const check = trpc.stockOrders.checkItems.useMutation();
  const create = trpc.stockOrders.create.useMutation();

  async function runCheck(text = itemsCsv) {
    if (!text.trim()) return null;
    const result = await check.mutateAsync({ supplierId: supplierId || undefined, itemsCsv: text });
    const next = { count: result.items.length, total: result.total, problems: result.problems };
    setChecked(next);
    return next;
  }

  async function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > STOCK_ORDER_MAX_CSV_CHARS) {
      toast.error(t("form.fileTooLarge"));
      return;
    }
    const text = await file.text();
    setItemsCsv(text);
    await runCheck(text).catch(() => setChecked(null));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await submitChecked({ supplierId, locationId, importMethod, itemsCsv, note: note || undefined }, async (data) => {
      try {
        const created = await create.mutateAsync(data);
        toast.success(t("form.created"));
        void navigate({ to: "/a/stock-orders/$stockOrderId", params: { stockOrderId: created.id } });
      } catch (error) {
        // Bad rows: show each one with its line, as the check does.
        if (apiErrorData(error)?.fieldErrors?.itemsCsv) await runCheck().catch(() => undefined);
        throw error;
      }
    });
  }

  const itemErrors = errors.itemsCsv ?? [];
  return (
    <div className="space-y-6">
      <Link to="/a/stock-orders" className="text-sm text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      <PageHeader title={t("form.title")} description={t("intro")} />
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <FormAlert messageKey={failure} />
        <Card className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label={t("form.supplier")}
              {...field("supplierId")}
              value={supplierId}
              placeholder={t("form.chooseSupplier")}
              onChange={(e) => {
                setSupplierId(e.target.value);
                setChecked(null);
              }}
              userOptions
              options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
            <SelectField
              label={t("form.location")}
              {...field("locationId")}
              value={locationId}
              placeholder={t("form.chooseLocation")}
              onChange={(e) => setLocationId(e.target.value)}
              userOptions
              options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
            />
            <SelectField
              label={t("form.importMethod")}
              {...field("importMethod")}
              value={importMethod}
              placeholder={t("form.importMethod")}
              onChange={(e) => setImportMethod(e.target.value as ImportMethod | "")}
              options={IMPORT_METHODS.map((m) => ({ value: m, label: t(`importMethod.${m}`) }))}
            />
          </div>
        </Card>
        <Card className="space-y-3">
          <TextAreaField
            label={t("form.items")}
            name={fieldName("itemsCsv")}
            id="stock-order-items"
            rows={8}
            mono
            value={itemsCsv}
            maxLength={STOCK_ORDER_MAX_CSV_CHARS}
            onChange={(value) => {
              setItemsCsv(value);
              setChecked(null);
            }}
            placeholder={t("form.itemsPlaceholder")}
            hint={t("form.itemsHint")}
            errors={itemErrors}
          />
          <div className="flex flex-wrap items-center gap-3">
            <label className="cursor-pointer rounded-tremor-default border border-tremor-border px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-tremor-background-muted focus-within:ring-2 focus-within:ring-indigo-300">
              {t("form.file")}
              <input
                type="file"
                accept=".csv,text/csv,text/plain"
                className="sr-only"
                data-testid="stock-order-file"
                onChange={(e) => void pickFile(e)}
              />
            </label>
            <Button
              type="button"
              variant="secondary"
              loading={check.isPending}
              onClick={() => void runCheck().catch(() => setChecked(null))}
            >
              {check.isPending ? t("form.checking") : t("form.check")}
            </Button>
          </div>
          {checked && checked.problems.length === 0 && (
            <p role="status" className="text-sm text-emerald-800" data-testid="items-ok">
              {t("form.rowsOk", { count: checked.count, total: formatMoney(checked.total, "eur") })}
            </p>
          )}
          {checked && checked.problems.length > 0 && (
            <div
              role="alert"
              className="rounded-tremor-default border border-rose-200 bg-rose-50 p-3 text-sm text-rose-700"
            >
              <p className="font-medium">{t("form.rowsBad")}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="row-problems">
                {checked.problems.map((problem) => (
                  <li key={`${problem.line}:${problem.reason}`}>
                    {t("form.line", { line: problem.line })}: {t(problem.reason, { value: problem.value ?? "" })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="space-y-1">
            <label htmlFor="stock-order-note" className="block text-sm font-medium text-tremor-content-emphasis">
              {t("form.note")}
            </label>
            <input
              id="stock-order-note"
              value={note}
              maxLength={1000}
              onChange={(e) => setNote(e.target.value)}
              className={`${INPUT_CLASS} border-tremor-border`}
            />
          </div>
        </Card>
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending}>
            {t("form.submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
