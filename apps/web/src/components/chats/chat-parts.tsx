import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../ui/select-field";

/** "3 unread" beside a chat, nothing when all is read. */
export function UnreadBadge({ count, className, testId }: { count: number; className?: string; testId?: string }) {
  const { t } = useTranslation("chats");
  if (count <= 0) return null;
  return (
    <Badge color="indigo" size="xs" className={className} data-testid={testId}>
      {t("chats:unreadBadge", { count })}
    </Badge>
  );
}

type Receiver = { id: string; name: string; type: string };

/** Whom a new chat goes to: the organisations the server offers for the subject, support named as such. */
export function ReceiverField({
  receivers,
  value,
  onChange,
  errors,
}: {
  receivers: Receiver[] | undefined;
  value: string;
  onChange: (organisationId: string) => void;
  errors?: string[];
}) {
  const { t } = useTranslation("chats");
  return (
    <SelectField
      label={t("chats:start.receiver")}
      name="receiverOrganisationId"
      value={value}
      placeholder={t("chats:start.receiverPlaceholder")}
      onChange={(event) => onChange(event.target.value)}
      options={(receivers ?? []).map((org) => ({
        value: org.id,
        label: org.type === "platform" ? t("chats:start.support") : org.name,
      }))}
      errors={errors}
    />
  );
}
