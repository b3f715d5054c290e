import { Button } from "@tremor/react";
import { useState } from "react";
import { downloadFile } from "../../lib/downloads";
import { toast } from "../../lib/toast";

/**
 * "Export CSV" of a list: the same filters as the list, as the export route's query string (filters
 * not set are left out); the file is fetched with the token and handed to the browser.
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
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    const query = new URLSearchParams(
      Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    );
    const ok = await downloadFile(`${path}?${query}`, fileName);
    setExporting(false);
    if (!ok) toast.error(failedLabel);
  }
  return (
    <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
      {label}
    </Button>
  );
}
