import type { UploadedFile } from "@platform/domain";
import { useTranslation } from "react-i18next";

function FileIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-8 w-8 text-tremor-content-subtle">
      <path
        fill="currentColor"
        d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13h8v1.5H8V13Zm0 3h8v1.5H8V16Z"
      />
    </svg>
  );
}

/**
 * Files as thumbnails (images) or named tiles (PDFs), each opening the file in a new tab.
 * `onRemove` adds a remove button per file (the file picker).
 */
export function FileList({ files, onRemove }: { files: UploadedFile[]; onRemove?: (id: string) => void }) {
  const { t } = useTranslation("uploads");
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3" data-testid="file-list">
      {files.map((file) => (
        <li key={file.id} className="relative w-28">
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            title={t("picker.open", { name: file.name })}
            className="flex h-24 w-28 items-center justify-center overflow-hidden rounded-tremor-default border border-tremor-border bg-tremor-background-muted focus:outline-none focus:ring-2 focus:ring-indigo-300"
          >
            {file.thumbnailUrl ? (
              <img src={file.thumbnailUrl} alt={file.name} className="h-full w-full object-cover" loading="lazy" />
            ) : (
              <FileIcon />
            )}
          </a>
          <p className="mt-1 truncate text-xs text-tremor-content" title={file.name}>
            {file.name}
          </p>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(file.id)}
              aria-label={t("picker.remove", { name: file.name })}
              className="absolute -right-2 -top-2 flex h-6 w-6 items-center justify-center rounded-full border border-tremor-border bg-white text-sm text-tremor-content-strong shadow hover:bg-rose-50 hover:text-rose-700 focus:outline-none focus:ring-2 focus:ring-indigo-300"
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
