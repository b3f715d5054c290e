import { INVOICE_MESSAGES } from "@platform/domain";
import { Button, Callout, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";

type Result = RouterOutputs["invoices"]["run"];

/** Support's invoice run: prepares what is due and names every organisation whose invoice could not be prepared. */
export function RunInvoices() {
  const { t } = useTranslation("invoices");
  const utils = trpc.useUtils();
  const run = trpc.invoices.run.useMutation();
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setFailure(null);
    setResult(null);
    try {
      setResult(await run.mutateAsync({}));
      await utils.invoices.list.invalidate();
    } catch (error) {
      setFailure(errorKey(error, INVOICE_MESSAGES.preparationFailed));
    }
  }

  return (
    <Card className="mb-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-tremor-content">{t("run.intro")}</p>
        <Button onClick={() => void start()} loading={run.isPending}>
          {t("run.start")}
        </Button>
      </div>
      <div className="mt-3 space-y-2" aria-live="polite">
        <FormAlert messageKey={failure} />
        {result && (
          <p role="status" className="text-sm text-tremor-content-emphasis">
            {t("run.created", { count: result.created.length })}
          </p>
        )}
        {result?.problems.map((problem) => (
          <Callout key={problem.organisationId} color="rose" title={problem.organisationName}>
            {t(problem.i18nKey)}
          </Callout>
        ))}
      </div>
    </Card>
  );
}
