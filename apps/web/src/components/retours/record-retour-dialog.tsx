import { createRetourSchema, RETOUR_GRADES, type RetourGrade } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { FieldErrorsFailure, useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { DialogActions } from "../ui/dialog-actions";
import { type SearchOption, SearchSelect } from "../ui/search-select";
import { SelectField } from "../ui/select-field";
import { TextAreaField } from "../ui/text-area-field";

type OrderOption = RouterOutputs["retours"]["orderOptions"][number];
type Counts = Record<RetourGrade, string>;

const FIELD: Record<RetourGrade, "gradeA" | "gradeB" | "gradeC"> = { a: "gradeA", b: "gradeB", c: "gradeC" };
const EMPTY: Counts = { a: "", b: "", c: "" };

/**
 * Support records a retour: the order (searched by number), the retour location, per line the
 * returned units in grades A, B and C, and a note. The server's own schema checks the form; the
 * server's rules (lines of the order, no more than shipped, a retour location) answer per field.
 */
export function RecordRetourDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["retours", "common"]);
  const utils = trpc.useUtils();
  const known = useRef(new Map<string, OrderOption>());
  const [selected, setSelected] = useState<SearchOption | undefined>();
  const [locationId, setLocationId] = useState("");
  const [counts, setCounts] = useState<Record<string, Counts>>({});
  const [note, setNote] = useState("");
  const { errors, failure, field, formRef, pending, submit } = useSchemaForm(createRetourSchema, {
    failureKey: "retours:errors.createFailed",
  });
  const locations = trpc.retours.locations.useQuery();
  const create = trpc.retours.create.useMutation();
  const order = selected ? known.current.get(selected.value) : undefined;

  const useOrderOptions = (search: string): SearchOption[] => {
    const found = trpc.retours.orderOptions.useQuery({ search }, { enabled: search.length > 0 });
    for (const option of found.data ?? []) known.current.set(option.id, option);
    return (found.data ?? []).map((option) => ({
      value: option.id,
      label: t("form.orderOption", { number: option.number, organisation: option.organisationName }),
    }));
  };

  const countOf = (lineItemId: string, grade: RetourGrade) => counts[lineItemId]?.[grade] ?? "";
  const setCount = (lineItemId: string, grade: RetourGrade, value: string) =>
    setCounts((previous) => ({ ...previous, [lineItemId]: { ...(previous[lineItemId] ?? EMPTY), [grade]: value } }));
  const total = (order?.items ?? []).reduce(
    (sum, item) =>
      sum + RETOUR_GRADES.reduce((line, grade) => line + (Number(countOf(item.lineItemId, grade)) || 0), 0),
    0,
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = {
      orderId: order?.id ?? "",
      locationId,
      items: (order?.items ?? []).map((item) => ({
        lineItemId: item.lineItemId,
        gradeA: countOf(item.lineItemId, "a"),
        gradeB: countOf(item.lineItemId, "b"),
        gradeC: countOf(item.lineItemId, "c"),
      })),
      note,
    };
    void submit(input, async (data) => {
      if (!order) throw new FieldErrorsFailure({ orderId: ["retours:errors.selectOrder"] });
      const retour = await create.mutateAsync(data);
      await Promise.all([utils.retours.list.invalidate(), utils.retours.shops.invalidate()]);
      toast.success(t("form.saved", { number: retour.order.number }));
      onClose();
    });
  }

  return (
    <Dialog open onClose={() => !pending && onClose()} aria-label={t("form.title")}>
      <DialogPanel className="max-w-2xl">
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{t("form.title")}</h2>
          <p className="text-sm text-tremor-content">{t("form.intro")}</p>
          <FormAlert messageKey={failure} />
          <SearchSelect
            label={t("form.order")}
            searchLabel={t("form.orderSearch")}
            placeholder={t("form.chooseOrder")}
            selected={selected}
            onChange={(option) => {
              setSelected(option);
              setCounts({});
            }}
            errors={errors.orderId}
            useOptions={useOrderOptions}
          />
          <SelectField
            label={t("form.location")}
            value={locationId}
            placeholder={t("form.chooseLocation")}
            onChange={(event) => setLocationId(event.target.value)}
            options={(locations.data ?? []).map((location) => ({
              value: location.id,
              label: location.status === "active" ? location.name : t("form.inactive", { name: location.name }),
            }))}
            errors={errors.locationId}
          />
          {order && (
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium text-tremor-content-emphasis">{t("form.items")}</legend>
              <p className="text-xs text-tremor-content">
                {RETOUR_GRADES.map((grade) => t(`grades.${grade}`)).join(" · ")}
              </p>
              {order.items.length === 0 && <p className="text-sm text-tremor-content">{t("form.noItems")}</p>}
              {order.items.map((item, index) => {
                const lineErrors = errors[`items.${index}`] ?? [];
                return (
                  <div key={item.lineItemId} className="rounded-tremor-default border border-tremor-border p-3">
                    <p className="text-sm font-medium text-tremor-content-strong">
                      {item.title}
                      {item.sku ? ` · ${item.sku}` : ""}
                    </p>
                    <p className="text-xs text-tremor-content">
                      {t("form.lineInfo", { shipped: item.shipped, returned: item.returned })}
                      {!item.linked && ` ${t("form.unlinked")}`}
                    </p>
                    <div className="mt-2 grid grid-cols-3 gap-3">
                      {RETOUR_GRADES.map((grade) => (
                        <FormField
                          key={grade}
                          label={t("form.gradeFor", { grade: grade.toUpperCase(), item: item.title })}
                          hideLabel
                          placeholder={grade.toUpperCase()}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          step={1}
                          value={countOf(item.lineItemId, grade)}
                          onChange={(event) => setCount(item.lineItemId, grade, event.target.value)}
                          errors={errors[`items.${index}.${FIELD[grade]}`]}
                          data-testid={`grade-${grade}-${index}`}
                        />
                      ))}
                    </div>
                    {lineErrors.length > 0 && (
                      <p className="mt-1 text-sm text-rose-600" role="alert">
                        {lineErrors.map((key) => t(key)).join(" ")}
                      </p>
                    )}
                  </div>
                );
              })}
              {errors.items?.length ? (
                <p className="text-sm text-rose-600" role="alert">
                  {errors.items.map((key) => t(key)).join(" ")}
                </p>
              ) : null}
              <p className="text-sm text-tremor-content-strong" data-testid="retour-form-total">
                {t("form.total", { count: total })}
              </p>
            </fieldset>
          )}
          <TextAreaField label={t("form.note")} {...field("note")} value={note} onChange={setNote} />
          <DialogActions
            onCancel={onClose}
            pending={pending}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("form.save")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
