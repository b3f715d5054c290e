import { useTranslation } from "react-i18next";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous / next through a server-paginated list; the page itself lives in the URL. */
export function Pagination({ page, pageSize, total, onPage }: Props) {
  const { t } = useTranslation("common");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const button =
    "rounded-tremor-default border border-tremor-border bg-white px-3 py-1.5 text-sm font-medium text-tremor-content-emphasis shadow-tremor-input hover:bg-tremor-background-subtle disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav
      aria-label={t("pagination.label")}
      className="mt-4 flex flex-col items-center justify-between gap-3 text-sm text-tremor-content sm:flex-row"
    >
      <p>{t("pagination.summary", { count: total, page, pages })}</p>
      <div className="flex items-center gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("pagination.previous")}
        </button>
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("pagination.next")}
        </button>
      </div>
    </nav>
  );
}
