import { Button } from "@tremor/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../lib/downloads";
import { toast } from "../../lib/toast";

type Separator = "comma" | "semicolon";

/**
 * "Export CSV" of a list: the same filters as the list, as the export route's query string (filters
 * not set are left out); the file is fetched with the token and handed to the browser. The
 * separator is the user's pick, preset from the language (German spreadsheets split on `;`).
 */
export function ExportButton({
  path,
  filters,
  fileName,
  label,
  failedLabel,
}: {
  path: string;
  filters: Record<string, string | boolean | undefined>;
  fileName: string;
  label: string;
  failedLabel: string;
}) {
  const { t, i18n } = useTranslation("common");
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const [chosen, setChosen] = useState<Separator | null>(null);
  const separator: Separator = chosen ?? (i18n.language?.startsWith("de") ? "semicolon" : "comma");
  async function exportCsv() {
    setExporting(true);
    const query = new URLSearchParams(
      Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    );
    query.set("separator", separator);
    const ok = await downloadFile(`${path}?${query}`, fileName);
    setExporting(false);
    if (!ok) toast.error(failedLabel);
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("csvExport.separator")}
      </label>
      <select
        id={id}
        value={separator}
        onChange={(event) => setChosen(event.target.value as Separator)}
        className="rounded-tremor-default border border-tremor-border bg-white px-2 py-1 text-sm text-tremor-content-strong shadow-tremor-input"
      >
        <option value="semicolon">{t("csvExport.semicolon")}</option>
        <option value="comma">{t("csvExport.comma")}</option>
      </select>
      <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
        {label}
      </Button>
    </div>
  );
}
