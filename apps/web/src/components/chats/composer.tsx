import { chatMessageBody, type UploadedFile } from "@platform/domain";
import { Button } from "@tremor/react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorKey, trpc } from "../../lib/trpc";
import { FilePicker } from "../uploads/file-picker";
import type { ChatMessage } from "./use-live-messages";

const TEXTAREA_CLASS =
  "block w-full rounded-tremor-default border bg-white px-3 py-2 text-sm text-tremor-content-strong shadow-tremor-input outline-none transition focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200";

/** Write and send: Enter sends, Shift+Enter breaks the line; files upload as they are chosen. */
export function Composer({
  chatId,
  onSent,
  disabled = false,
}: {
  chatId: string;
  onSent: (message: ChatMessage) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["chats", "common"]);
  const id = useId();
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = trpc.chats.send.useMutation();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (send.isPending) return;
    const checked = chatMessageBody.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "chats:errors.emptyMessage");
      return;
    }
    setError(null);
    try {
      const message = await send.mutateAsync({
        chatId,
        body: checked.data,
        files: files.map((file) => ({ id: file.id })),
      });
      setBody("");
      setFiles([]);
      onSent(message);
    } catch (failure) {
      setError(errorKey(failure, "chats:errors.sendFailed"));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 border-t border-tremor-border pt-4">
      <label htmlFor={id} className="sr-only">
        {t("chats:view.composer")}
      </label>
      <textarea
        id={id}
        name="body"
        rows={3}
        value={body}
        maxLength={5000}
        disabled={disabled}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("chats:view.composerPlaceholder")}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${TEXTAREA_CLASS} ${error ? "border-rose-500" : "border-tremor-border"}`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-600">
          {t(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <FilePicker label={t("chats:view.attach")} value={files} onChange={setFiles} />
        </div>
        <Button type="submit" loading={send.isPending} disabled={disabled}>
          {t("chats:view.send")}
        </Button>
      </div>
    </form>
  );
}
