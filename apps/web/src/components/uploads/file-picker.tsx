import { isImageMimeType, MAX_ATTACHED_FILES, MAX_UPLOAD_IMAGES, type UploadedFile } from "@platform/domain";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UploadError, uploadFiles } from "../../lib/uploads";
import { FileList } from "./file-list";

type Props = {
  label: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Translation keys of this field's errors (e.g. from the form's schema or the server). */
  errors?: string[];
  maxImages?: number;
  maxFiles?: number;
};

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,application/pdf";

/**
 * Uploads files as soon as they are chosen and lists them with remove buttons. The file and image
 * limits are checked here for a quick answer; the server checks them again on the stored files
 * (their types by content, not by what the browser says).
 */
export function FilePicker({
  label,
  value,
  onChange,
  errors = [],
  maxImages = MAX_UPLOAD_IMAGES,
  maxFiles = MAX_ATTACHED_FILES,
}: Props) {
  const { t } = useTranslation(["uploads", "common"]);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const images = value.filter((file) => isImageMimeType(file.mimeType)).length;

  async function choose(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (input.current) input.current.value = "";
    if (chosen.length === 0) return;
    setFailure(null);
    if (value.length + chosen.length > maxFiles) {
      setFailure(t("uploads:errors.tooManyAttached"));
      return;
    }
    if (images + chosen.filter((file) => file.type.startsWith("image/")).length > maxImages) {
      setFailure(t("uploads:errors.tooManyImages"));
      return;
    }
    setUploading(true);
    try {
      onChange([...value, ...(await uploadFiles(chosen))]);
    } catch (error) {
      setFailure(
        error instanceof UploadError && error.message
          ? error.message
          : t(error instanceof UploadError && error.i18nKey ? error.i18nKey : "uploads:errors.failed"),
      );
    } finally {
      setUploading(false);
    }
  }

  const messages = [...errors.map((key) => t(key)), ...(failure ? [failure] : [])];
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-tremor-content-emphasis">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={uploading}
          aria-invalid={messages.length > 0}
          aria-describedby={`${inputId}-hint${messages.length ? ` ${errorId}` : ""}`}
          onChange={(event) => void choose(event.target.files)}
          className="block text-sm text-tremor-content file:mr-3 file:rounded-tremor-default file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
        />
        {uploading && (
          <span role="status" className="text-sm text-tremor-content">
            {t("uploads:picker.uploading")}
          </span>
        )}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-tremor-content">
        {t("uploads:picker.hint")} {t("uploads:picker.imageCount", { count: images })}
      </p>
      {messages.length > 0 && (
        <p id={errorId} className="text-sm text-rose-600" role="alert">
          {messages.join(" ")}
        </p>
      )}
      <FileList files={value} onRemove={(id) => onChange(value.filter((file) => file.id !== id))} />
    </div>
  );
}
